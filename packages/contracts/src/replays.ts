/**
 * A finished event is a replay only with something to play: a VOD stream (media kind 3) or an
 * embedded player (kind 4). The server lists only those as replays, and the browser labels any
 * other finished event 'Replay not available' rather than offering a replay that opens to nothing.
 * Free of runtime imports so the browser's event cards can use it without pulling in Zod.
 */
export const REPLAY_MEDIA_KINDS = [3, 4] as const;

export function hasReplayVideo(media: ReadonlyArray<{ kind: number }>): boolean {
  return media.some((item) => (REPLAY_MEDIA_KINDS as readonly number[]).includes(item.kind));
}
