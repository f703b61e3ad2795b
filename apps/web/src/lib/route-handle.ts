import { useMatches } from 'react-router';
import { useTranslation } from './i18n-react';

/** A route title: a locale key, or literal text from channel data (custom pages, extra routes). */
export type RouteTitle = { key: string } | { text: string };

export interface RouteHandle {
  title?: RouteTitle;
  /** Custom content page shown by the route, by its alias on /api/pages/{alias}. */
  pageAlias?: string;
  /** Filters a custom page's address carries (`/finals?sport=hockey`), applied to its schedule view. */
  scheduleQuery?: string;
}

function handleOf(match: { handle: unknown }): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The handle fields of the deepest matched route that sets them. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, handleOf(match));
  return merged;
}

/** The translated title of the deepest titled route. */
export function useRouteTitle(): string | undefined {
  const { title } = useRouteHandle();
  const { t } = useTranslation();
  if (!title) return undefined;
  return 'key' in title ? t(title.key) : title.text;
}
