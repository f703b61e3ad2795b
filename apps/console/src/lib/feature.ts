import type { ConsoleAccess } from '@ott/contracts/admin-auth';
import type { RouteObject } from 'react-router';

/**
 * A console area plugs in by exporting `feature: ConsoleFeature` from `features/<area>/index.ts`; the shell collects it.
 * `nav[].to` and `routes[].path` are relative to `/admin/channels/:channelKey/` (e.g. `events`, `events/:id`);
 * `labelKey` is a key in the area's namespace (`features/<area>/locales/*.json`); `access` hides the entry from
 * operators whose role on the channel does not meet it (the server enforces the same rule).
 * Optional `topRoutes` are mounted at `/admin/` (outside any channel), e.g. `channels/new` (owners) or `operators` (owners
 * and admins); the server decides who may use them.
 */
export interface ConsoleNavItem {
  to: string;
  labelKey: string;
  access: ConsoleAccess;
}

export interface ConsoleFeature {
  id: string;
  /** Position in the navigation (lower first; then by id). */
  order?: number;
  /** A heading over the area's entries in the navigation (a key in its namespace); without one, a divider. */
  labelKey?: string;
  nav: ConsoleNavItem[];
  routes: RouteObject[];
  topRoutes?: RouteObject[];
  /** Entries under the navigation's Team heading, shown to owners and admins: `to` is a path under `/admin/` (one of `topRoutes`). */
  teamNav?: Array<{ to: string; labelKey: string }>;
}

/** Breadcrumb label for a route: put `handle: { crumb: 'key' }` (a key in the feature's namespace) on a route. */
export interface CrumbHandle {
  crumb?: string | ((params: Record<string, string | undefined>) => string);
  ns?: string;
}

const modules = import.meta.glob<{ feature?: ConsoleFeature }>('../features/*/index.ts', { eager: true });

/** Every feature under src/features, in navigation order (`order`, then id). */
export function collectFeatures(files: Record<string, { feature?: ConsoleFeature }> = modules): ConsoleFeature[] {
  return Object.values(files)
    .map((module) => module.feature)
    .filter((feature): feature is ConsoleFeature => Boolean(feature))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.id.localeCompare(b.id));
}

/** Whether some feature mounts `path` outside any channel (e.g. `channels/new`, `operators`). */
export function offersTopRoute(path: string, features: ConsoleFeature[] = collectFeatures()): boolean {
  return features.some((feature) => (feature.topRoutes ?? []).some((route) => route.path === path));
}
