/** While a feed is off air, the player looks this often whether it is back. */
export const FEED_RECHECK_MS = 10_000;

/**
 * Whether a live stream has media to play now: its playlist, or (a master) its first rendition's playlist,
 * lists a segment. What an off-air feed answers instead (404, an empty playlist, no answer) is false.
 */
export async function liveStreamAnswers(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const address = new URL(url, window.location.href);
    const master = await fetcher(address.href, { cache: 'no-store' });
    if (!master.ok) return false;
    const text = await master.text();
    if (text.includes('#EXTINF')) return true;
    const first = text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('#'));
    if (!first) return false;
    const media = await fetcher(new URL(first, address).href, { cache: 'no-store' });
    return media.ok && (await media.text()).includes('#EXTINF');
  } catch {
    return false;
  }
}
