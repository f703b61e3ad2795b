const CHANNEL_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** The channel a `?channel=<key>` link asks for; none when the key is malformed or the build fixes the channel. */
export function requestedChannel(search: string, configured: string | undefined): string | undefined {
  const requested = new URLSearchParams(search).get('channel')?.trim();
  return configured || !requested || !CHANNEL_KEY_PATTERN.test(requested) ? undefined : requested;
}
