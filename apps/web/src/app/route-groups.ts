import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadScreenStrings } from '../lib/i18n';
import { loadFormMessages } from './FormMessages';

/**
 * One module per named view group of spec §2: each becomes its own chunk, so a visitor downloads
 * only the groups of the screens they open.
 */
export const routeGroups = {
  home: () => import('../features/home/routes'),
  auth: () => import('../features/auth/routes'),
  profile: () => import('../features/profile/routes'),
  contacts: () => import('../features/contacts/routes'),
  buy: () => import('../features/buy/routes'),
  schedule: () => import('../features/schedule/routes'),
  watch: () => import('../features/watch/routes'),
  share: () => import('../features/share/routes'),
  faq: () => import('../features/faq/routes'),
  simulate: () => import('../features/simulate/routes'),
  notFound: () => import('./not-found/NotFoundPage'),
};

export type RouteGroup = keyof typeof routeGroups;
type GroupModule<G extends RouteGroup> = Awaited<ReturnType<(typeof routeGroups)[G]>>;
export type GroupView<G extends RouteGroup> = {
  [K in keyof GroupModule<G>]: GroupModule<G>[K] extends ComponentType ? K : never;
}[keyof GroupModule<G>];

/** `lazy` for a route that shows `view` from `group`. */
export function lazyView<G extends RouteGroup>(group: G, view: GroupView<G>): LazyRouteFunction<RouteObject> {
  return async () => {
    // Home is the landing screen: it only uses shell strings, so it does not wait for the rest.
    const [module] = await Promise.all([routeGroups[group]() as Promise<GroupModule<G>>, group === 'home' ? null : Promise.all([loadScreenStrings(), loadFormMessages()])]);
    return { Component: module[view] as ComponentType };
  };
}
