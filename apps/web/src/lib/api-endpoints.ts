import type { HttpMethod } from '@ott/contracts/endpoint';

/** How the client treats one endpoint (spec §7 exemptions, §8 handling). */
export interface EndpointPolicy {
  /** Carries `channel_key` instead of `api_key`. */
  keyExempt: boolean;
  /** Any failure → one retry after 1 s, then the global crash. */
  critical: boolean;
  /**
   * Failures are neither reported nor shown, throttling (429) included: spec §8's "slides failures stay
   * silent" is the narrower rule, so it wins over "429 shows a global error". The slideshow simply stays empty.
   */
  silent: boolean;
  /** Statuses that reject without being reported. */
  toleratedStatuses: readonly number[];
  /** A 404 resolves to null, unreported. */
  nullOnNotFound: boolean;
  /** Failures go to the console only, not to the error logger. */
  consoleOnly: boolean;
}

type Matcher = (path: string) => boolean;
const exact = (...names: string[]): Matcher => (path) => names.includes(path);
const under = (...prefixes: string[]): Matcher => (path) => prefixes.some((p) => path.startsWith(`${p}/`));
const either = (...matchers: Matcher[]): Matcher => (path) => matchers.some((m) => m(path));

const keyExempt = either(
  exact(
    'get_api_key',
    'menu',
    'pages',
    'faq',
    'settings',
    'event-locations',
    'subscriptions',
    'packages',
    'participants',
    'participant-groups',
    'delete-account-confirm',
    'channel-bootstrap-data',
  ),
  under('pages', 'color-settings', 'slides'),
);
// The bootstrap carries settings and menu, so it is as critical as they are.
const criticalReads = exact('settings', 'menu', 'profile', 'channel-bootstrap-data');
const silent = either(exact('slides'), under('slides'));
const customForm = under('custom-forms');

/** `/api/pages/about?x=1` → `pages/about`. */
export function normalizePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/^\/+/, '').replace(/^api\//, '').replace(/\/+$/, '');
}

export function policyFor(path: string, method: HttpMethod): EndpointPolicy {
  const name = normalizePath(path);
  return {
    keyExempt: keyExempt(name),
    critical: name === 'get_api_key' || (method === 'GET' && criticalReads(name)),
    silent: silent(name),
    toleratedStatuses: name === 'profile' ? [401] : [],
    nullOnNotFound: method === 'GET' && customForm(name),
    consoleOnly: name === 'channel-bootstrap-data',
  };
}
