import type { AppEvent, PlayerStream } from '../../../lib/app-events';
import type { PrerollAd } from '../api/preroll';
import { autoplay } from './autoplay';
import { takeOpeningTiming } from './opening-timing';
import { trackPlayerEvents, type PlayerEventTracker } from './player-events';
import { alreadyPlays, playClip, playPrerollFirst } from './preroll-sequence';
import { resumeStore, trackResumePosition, type ResumeStore } from './resume-position';
import { attachStream, type QualityLevel, type StreamEngine } from './stream-engine';

export type PlaybackPhase = 'preroll' | 'main';

export interface SessionOptions {
  video: HTMLVideoElement;
  url: string;
  live: boolean;
  /** Whose stream this is (the player events carry it). */
  subject: Omit<PlayerStream, 'type'>;
  /** How to find and report the preroll; none for content that has no prerolls. */
  preroll?: { find(): Promise<PrerollAd | null>; report(ad: PrerollAd): Promise<unknown> } | null;
  /** Where this VOD's position is kept; none for live. */
  resumeKey?: string | null;
  publish(event: AppEvent): void;
  onPhase(phase: PlaybackPhase): void;
  onLevels(levels: QualityLevel[]): void;
  onLevelSwitched(index: number): void;
  onFatal(detail: string): void;
  attach?: typeof attachStream;
  resume?: ResumeStore;
}

export interface PlaybackSession {
  setLevel(index: number): void;
  destroy(): void;
}

/** One playback in one <video>: the preroll if there is one, then the content, with its player events. */
export function startPlaybackSession(options: SessionOptions): PlaybackSession {
  const { video, url, live, subject, preroll, publish, attach = attachStream, resume = resumeStore } = options;
  const resumeKey = live ? null : (options.resumeKey ?? null);
  const cancelled = new AbortController();
  let tracker: PlayerEventTracker | null = null;
  let engine: StreamEngine | null = null;
  let stopResumeTracking: (() => void) | null = null;
  /** The viewer's wait, when a preroll was due: from its request to its first frame (analytics reports both). */
  let afterPreroll: { requested_at: number; first_frame_at: number | null } | undefined;
  // A video the opening page already plays in (the ad, or the programme): asked for, and maybe shown, before the app.
  const opened = takeOpeningTiming(video);
  const firstRequestAt = () => opened?.requested_at ?? Date.now();

  async function playPreroll(): Promise<void> {
    if (!preroll) return;
    options.onPhase('preroll');
    const stream: PlayerStream = { ...subject, type: 'preroll' };
    const waited = { requested_at: firstRequestAt(), first_frame_at: null as number | null };
    afterPreroll = waited;
    let adShownAt: number | null = null;
    const publishAd = (event: AppEvent) => {
      if (event.type === 'player' && event.name === 'first_frame') adShownAt = event.at;
      publish(event);
    };
    const ads = trackPlayerEvents(video, { stream, publish: publishAd, shownAt: () => opened?.first_frame_at });
    tracker = ads;
    publish({ type: 'playback', step: 'request', view_id: ads.viewId, stream, video, at: waited.requested_at });
    const play = (ad: PrerollAd) => {
      // An ad the opening page started: what it did before anyone listened is published now.
      if (alreadyPlays(video, ad.url)) ads.catchUp();
      return playClip(video, ad.url, cancelled.signal);
    };
    const played = await playPrerollFirst({ find: () => preroll.find(), play, report: (ad) => preroll.report(ad) });
    // Only an ad that played is what the viewer saw first (the tracker may have seen the opening page's programme).
    if (played) waited.first_frame_at = adShownAt;
    tracker.stop();
    tracker = null;
  }

  async function playContent(): Promise<void> {
    options.onPhase('main');
    const stream: PlayerStream = { ...subject, type: live ? 'live' : 'vod' };
    // Adopted, the video is the opening page's programme, unless an ad played in it first.
    const shownAt = () => (afterPreroll?.first_frame_at ? null : opened?.first_frame_at);
    const content = trackPlayerEvents(video, { stream, publish, shownAt });
    tracker = content;
    const requestedAt = afterPreroll ? Date.now() : firstRequestAt();
    publish({ type: 'playback', step: 'request', view_id: content.viewId, stream, video, at: requestedAt, ...(afterPreroll ? { after_preroll: { ...afterPreroll } } : {}) });
    const attached = await attach(video, url, {
      live,
      startPosition: resumeKey ? resume.positionFor(resumeKey) : undefined,
      onLevels: options.onLevels,
      onLevelSwitched: options.onLevelSwitched,
      onFatal(detail) {
        content.error(detail);
        options.onFatal(detail);
      },
    });
    if (cancelled.signal.aborted) return attached.destroy();
    engine = attached;
    if (attached.hls) publish({ type: 'playback', step: 'engine', view_id: content.viewId, stream, video, hls: attached.hls, at: Date.now() });
    if (attached.adopted) content.catchUp();
    if (resumeKey) stopResumeTracking = trackResumePosition(video, resumeKey, resume);
    await autoplay(video);
  }

  playPreroll()
    .then(() => (cancelled.signal.aborted ? undefined : playContent()))
    .catch((error: unknown) => {
      if (cancelled.signal.aborted) return;
      const detail = error instanceof Error ? error.message : String(error);
      tracker?.error(detail);
      options.onFatal(detail);
    });

  return {
    setLevel: (index) => engine?.setLevel(index),
    destroy() {
      cancelled.abort();
      stopResumeTracking?.();
      tracker?.stop();
      engine?.destroy();
    },
  };
}
