import type { HlsConfig } from 'hls.js';

/**
 * How far behind the encoder a live plays, in one place. Budget: at most 6 s glass to glass with the packager's 2 s
 * segments, at most 3 s in low-latency mode (1 s segments, or LL-HLS parts where the packager makes them).
 *
 * - The player stays LIVE_SYNC_SEGMENTS target durations behind the newest segment of the playlist: 4 s with 2 s
 *   segments, which with about 1–1.5 s of encoding, upload and packaging keeps within 6 s; 2 s with 1 s segments. With
 *   LL-HLS parts it keeps the playlist's own PART-HOLD-BACK instead (liveTargetLatency).
 * - No maximum latency for hls.js to jump back from: it would seek every viewer further behind than that to the edge,
 *   undoing each pause and rewind in the DVR window. A viewer at the edge who fell behind (a stall) catches up by
 *   playing up to CATCH_UP_RATE times faster, which hls.js does only within one target duration of the target latency,
 *   never deeper in the DVR window.
 * - hls.js's lowLatencyMode stays on whatever the segments: it loads LL-HLS parts only when the playlist offers them,
 *   and the catch-up above is part of it.
 */
export const LIVE_SYNC_SEGMENTS = 2;
export const CATCH_UP_RATE = 1.25;
/** Within this of where the player plays live, the viewer is live (the Live control lit, no time behind shown). */
export const LIVE_EDGE_TOLERANCE_SECONDS = 3;

/** hls.js's live settings (they leave VOD alone). */
export const LIVE_HLS_CONFIG = {
  liveSyncDurationCount: LIVE_SYNC_SEGMENTS,
  liveMaxLatencyDurationCount: Number.POSITIVE_INFINITY,
  maxLiveSyncPlaybackRate: CATCH_UP_RATE,
  lowLatencyMode: true,
  // The seek bar spans the DVR window: a live's duration of Infinity is how the controls (and Safari) tell live
  // from VOD, and with it hls.js gives the <video> the window as its seekable range.
  liveDurationInfinity: true,
} satisfies Partial<HlsConfig>;

/** What of a live playlist decides its latency (hls.js's LevelDetails). */
export interface LivePlaylistTiming {
  live: boolean;
  partList: readonly unknown[] | null;
  partHoldBack: number;
}

/**
 * The latency to keep for this playlist when it differs from LIVE_SYNC_SEGMENTS target durations: an LL-HLS
 * playlist's PART-HOLD-BACK (the server's advice, about three parts); null otherwise.
 */
export function liveTargetLatency(playlist: LivePlaylistTiming): number | null {
  if (!playlist.live || !playlist.partList?.length || !(playlist.partHoldBack > 0)) return null;
  return playlist.partHoldBack;
}
