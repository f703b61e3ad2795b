/**
 * Which page an analytics report names, without what the page's address may carry in secret: mailed links hold
 * single-use codes and signatures (`/password-reset?email=…&code=…`, `/verify-email?…&signature=…`), and a code
 * stored in analytics would let anyone who reads them take the account over. Only an allow-list of query parameters
 * is kept (docs/decisions/0061-analytics-url-allow-list.md); the browser cleans before sending (the analytics service
 * and the Google tag) and the server again before storing, whatever a client sent.
 *
 * No zod here: the viewer's analytics chunk imports this file and carries no zod.
 */

/** Campaign and channel parameters (spec §3 `trk`, `channel`; Google's `utm_*`). */
export function isKeptUrlParameter(name: string): boolean {
  return name === 'trk' || name === 'channel' || /^utm_[a-z0-9_]+$/.test(name);
}

const SCHEME_AND_CREDENTIALS = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i;

/**
 * `https://host/password-reset?email=a@b.c&code=123&trk=x&utm_source=y#k` → `https://host/password-reset?trk=x&utm_source=y`.
 * Absolute or relative addresses alike; the fragment and any `user:password@` go too.
 */
export function cleanAnalyticsUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const queryStart = withoutHash.indexOf('?');
  const address = (queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart)).replace(SCHEME_AND_CREDENTIALS, '$1');
  if (queryStart === -1) return address;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(withoutHash.slice(queryStart + 1))) if (isKeptUrlParameter(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${address}?${query}` : address;
}
