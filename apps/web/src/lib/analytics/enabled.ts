/** Where `?analytics=on|off` is remembered for the rest of the visit (the tab's session storage). */
export const ANALYTICS_OVERRIDE_KEY = 'ott.analytics';

const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$|\.localhost$/;

/** Remembers `?analytics=on|off` at once (the page may be left before analytics loads); answers it, or null. */
export function rememberAnalyticsOverride(search: string, win: Window = window): string | null {
  const asked = new URLSearchParams(search).get('analytics');
  try {
    if (asked === 'on' || asked === 'off') win.sessionStorage.setItem(ANALYTICS_OVERRIDE_KEY, asked);
    return asked ?? win.sessionStorage.getItem(ANALYTICS_OVERRIDE_KEY);
  } catch {
    // Storage refused: the override holds for this page only.
    return asked;
  }
}

/**
 * Spec §7: the analytics service is skipped on localhost. `?analytics=on` (or `off`) overrides that for the rest of
 * the tab's visit, so that tests and operators can watch it work locally.
 */
export function analyticsEnabled(hostname: string, search: string, win: Window = window): boolean {
  const override = rememberAnalyticsOverride(search, win);
  if (override === 'on') return true;
  if (override === 'off') return false;
  return !LOCAL_HOSTS.test(hostname);
}
