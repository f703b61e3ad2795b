import type { EventTextTrack } from '@ott/contracts/events';
import { localStore, type ExpiringStorage } from '../../../lib/storage';

/** The menu's "no captions" choice. */
export const CAPTIONS_OFF = 'off';

/** Who chose: a signed-in user (by id) or whoever uses this browser without signing in. */
export const captionsViewer = (userId: number | null | undefined): string => (userId ? `u${userId}` : 'visitor');

export interface CaptionsStore {
  /** The language this viewer last chose, or CAPTIONS_OFF. */
  chosenFor(viewer: string): string;
  remember(viewer: string, language: string): void;
}

/** Each viewer's captions language, in local storage: it applies to every video that has it. */
export function createCaptionsStore(storage: ExpiringStorage = localStore): CaptionsStore {
  const entry = (viewer: string) => `captions.${viewer}`;
  return {
    chosenFor(viewer) {
      const language = storage.get<string>(entry(viewer));
      return typeof language === 'string' ? language : CAPTIONS_OFF;
    },
    remember: (viewer, language) => storage.set(entry(viewer), language),
  };
}

export const captionsStore = createCaptionsStore();

const crossOrigin = (url: string) => new URL(url, window.location.href).origin !== window.location.origin;

/** Adds the tracks to `video` as <track> elements (none showing yet); returns what takes them away again. */
export function addTextTracks(video: HTMLVideoElement, tracks: readonly EventTextTrack[]): () => void {
  // A WebVTT file on another origin (MEDIA_ORIGIN) is read with CORS, which the media host allows.
  if (tracks.some((track) => crossOrigin(track.url))) video.crossOrigin = 'anonymous';
  const elements = tracks.map((track) => {
    const element = document.createElement('track');
    element.kind = 'subtitles';
    element.srclang = track.language;
    element.label = track.label;
    element.src = track.url;
    video.append(element);
    return element;
  });
  return () => elements.forEach((element) => element.remove());
}

const isCaptions = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions';

/** The tracks of the programme's own <track> elements, the captions menu's one source of truth. */
function ownTracks(video: HTMLVideoElement): Set<TextTrack> {
  return new Set([...video.querySelectorAll('track')].map((element) => element.track));
}

/**
 * Captions tracks the stream brings itself (Safari's native HLS makes one per subtitle rendition of the master), which
 * the page's <track> elements already give: turned off, so that no language shows twice.
 */
function hideStreamTracks(video: HTMLVideoElement, own: Set<TextTrack>): void {
  const list = video.textTracks;
  for (let index = 0; index < list.length; index += 1) {
    const track = list[index];
    if (track && isCaptions(track) && !own.has(track) && track.mode !== 'disabled') track.mode = 'disabled';
  }
}

/** Shows the programme's track in `language` and hides every other captions track (CAPTIONS_OFF hides them all). */
export function showTextTrack(video: HTMLVideoElement, language: string): void {
  const own = ownTracks(video);
  const list = video.textTracks;
  for (let index = 0; index < list.length; index += 1) {
    const track = list[index];
    if (track && own.has(track)) track.mode = track.language === language ? 'showing' : 'disabled';
  }
  hideStreamTracks(video, own);
}

/** Keeps the stream's own captions tracks off as they arrive (after the master is read) or get auto-selected. */
export function keepStreamTracksHidden(video: HTMLVideoElement): () => void {
  const list = video.textTracks;
  const hide = () => hideStreamTracks(video, ownTracks(video));
  list.addEventListener('addtrack', hide);
  list.addEventListener('change', hide);
  return () => {
    list.removeEventListener('addtrack', hide);
    list.removeEventListener('change', hide);
  };
}
