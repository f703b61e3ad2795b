import { useState } from 'react';

/** A minute before a signed URL expires, the preview takes the fresher one the last read brought. */
export const RENEW_BEFORE_MS = 60_000;

const SIGNED = /\/media\/s\/[^/]+\/(\d+)\/(.*)$/;

/**
 * Which preview URL to play: each poll brings a freshly signed URL for the same stream, and swapping it in would
 * restart the player, so the current one is kept while it points at the same stream and is not about to expire.
 */
export function previewUrlToPlay(current: string | null, next: string | null, nowMs: number): string | null {
  if (current === null || next === null) return next;
  const playing = SIGNED.exec(current);
  const offered = SIGNED.exec(next);
  if (!playing || !offered) return next;
  if (playing[2] !== offered[2]) return next;
  return Number(playing[1]) * 1000 - nowMs > RENEW_BEFORE_MS ? current : next;
}

/** `previewUrlToPlay` kept across renders. */
export function useStablePreviewUrl(next: string | null, nowMs: number): string | null {
  const [current, setCurrent] = useState(next);
  const chosen = previewUrlToPlay(current, next, nowMs);
  if (chosen !== current) setCurrent(chosen);
  return chosen;
}
