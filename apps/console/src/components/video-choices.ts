import { assetIdOfVideo } from '@ott/contracts/admin-media';

/**
 * A video an operator can choose: a library asset (`lib-<id>`) or a demo video, as the server's attachable videos
 * list gives them. The library fields (state, progress, duration, thumbnail) are optional: demo videos leave them out.
 */
export interface VideoChoice {
  id: string;
  label: string;
  poster?: string | null;
  thumbnail?: string | null;
  /** Playable now. */
  ready: boolean;
  state?: string | null;
  progress?: number | null;
  duration?: number | null;
  /** A demo video on a channel that is not a demo channel: the picker lists it only after "Show demo videos". */
  hidden?: boolean;
}

export type VideoChoiceState = 'ready' | 'processing' | 'queued';

/** For a query of the channel's videos to choose from: while something is being made, its progress moves, so ask again now and then. */
export const refetchWhileMaking = (query: { state: { data?: VideoChoice[] } }) => (query.state.data?.some((video) => stateOf(video) !== 'ready') ? 5_000 : false);

export const isLibraryVideo = (video: Pick<VideoChoice, 'id'>) => assetIdOfVideo(video.id) !== null;

/** Queued and processing as the library says; a demo video is either ready or still processing. */
export function stateOf(video: VideoChoice): VideoChoiceState {
  if (video.state === 'queued') return 'queued';
  if (video.state === 'processing' || (video.state !== 'ready' && !video.ready)) return 'processing';
  return 'ready';
}

/** `75` → `1:15`, `3725` → `1:02:05`; null for an unknown duration. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Case- and accent-insensitive match of every word of `search` in the video's title or id. */
export function matchesSearch(video: VideoChoice, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const haystack = fold(`${video.label} ${video.id}`);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The channel's media library screen, where videos are uploaded (console paths, under /admin). */
export const mediaLibraryPath = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/media`;
