import type { AnalyticsConsent } from '@ott/contracts/analytics';
import type { ExpiringStorage } from '../storage';

/** The cookie notice's answer, as CookieNotice stores it: true accepted, false refused. */
export const COOKIE_ANSWER_KEY = 'cookies_accepted';

export function cookieConsent(store: ExpiringStorage): AnalyticsConsent {
  const answer = store.get<boolean>(COOKIE_ANSWER_KEY);
  if (answer === true) return 'accepted';
  if (answer === false) return 'declined';
  return 'unknown';
}
