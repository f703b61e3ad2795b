/** Spec §3: media kind 1, a picture. */
const IMAGE_KIND = 1;

/**
 * The still shown before an event plays (the player's poster, the picture of a paywall or a countdown): its last
 * picture, the video's own poster rather than the matchup art; null when it has none. The server sends it with a
 * player page, the browser shows it: one rule for both.
 */
export function eventPoster(media: readonly { kind: number; url: string | null }[]): string | null {
  const images = media.filter((item) => item.kind === IMAGE_KIND && item.url);
  return images.at(-1)?.url ?? null;
}
