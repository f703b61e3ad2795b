/**
 * The browser app's built-in screens (spec §2), as its router declares them (relative, `:name` for a parameter).
 * The server answers these with 200 and any other path with 404 (plus the channel's own pages and extra routes),
 * so search engines never index a soft 404. /404 itself is not listed: it answers 404.
 * apps/web's router test keeps this list equal to the router's.
 */
export const SPA_ROUTES = [
  '',
  'login',
  'registration',
  'register',
  'verify-notice',
  'verify-email',
  'password-reset-request',
  'password-reset',
  'auth/login/:provider/callback',
  'profile',
  'profile/transactions',
  'profile/clips',
  'profile/devices',
  'profile/sessions/add',
  'profile/edit',
  'confirm-account-deletion',
  'contacts',
  'buy',
  'buy/complete/:id',
  'select-package/:id',
  'packages',
  'passes',
  'upcoming',
  'vod',
  'live',
  'schedule',
  'vod_library',
  'watch/:id',
  'watch_library/:id',
  'watch_embed/:id',
  'share/:id/:uuid',
  'faq',
  'about',
  'privacy_policy',
  'terms_conditions',
  'simulate',
] as const;

/** Parameters the app accepts only as numbers (anything else shows its not-found screen). */
const NUMERIC_PARAMS = new Set([':id']);

const segmentsOf = (path: string) =>
  path
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter((segment) => segment !== '');

/** Whether `pathname` opens one of `routes` (matched as the app's router does: case-insensitive, trailing slash ignored). */
export function matchesRoute(pathname: string, routes: readonly string[]): boolean {
  let path: string[];
  try {
    path = segmentsOf(pathname).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  return routes.some((route) => {
    const pattern = segmentsOf(route);
    if (pattern.length !== path.length) return false;
    return pattern.every((part, i) => {
      const segment = path[i]!;
      if (!part.startsWith(':')) return part.toLowerCase() === segment;
      return NUMERIC_PARAMS.has(part) ? /^\d+$/.test(segment) : segment.length > 0;
    });
  });
}
