/** Only web, mail and phone links or same-site paths survive; anything else (javascript:, data:, //host) is dropped. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (isAppPath(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
}

/** A same-site path, which the router opens without reloading the app (`//host` and `/\host` lead elsewhere). */
export function isAppPath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}
