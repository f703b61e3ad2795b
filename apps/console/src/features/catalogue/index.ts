import type { ComponentType } from 'react';
import type { ConsoleFeature } from '../../lib/feature';

const screen = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });
const crumb = (key: string) => ({ crumb: key, ns: 'catalogue' });

/** The catalogue: events (with their media and a preview), sports and divisions, teams, schools, and the VOD library. */
export const feature: ConsoleFeature = {
  id: 'catalogue',
  order: 20,
  nav: [
    { to: 'catalogue/events', labelKey: 'nav.events', access: 'editor' },
    { to: 'catalogue/sports', labelKey: 'nav.sports', access: 'editor' },
    { to: 'catalogue/teams', labelKey: 'nav.teams', access: 'editor' },
    { to: 'catalogue/schools', labelKey: 'nav.schools', access: 'editor' },
    { to: 'catalogue/vod', labelKey: 'nav.vod', access: 'editor' },
    { to: 'catalogue/vod-collections', labelKey: 'nav.collections', access: 'editor' },
  ],
  routes: [
    {
      path: 'catalogue/events',
      handle: crumb('nav.events'),
      children: [
        { index: true, ...screen(async () => ({ Component: (await import('./screens/EventsScreen')).EventsScreen })) },
        { path: 'import', handle: crumb('schedule.title'), ...screen(async () => ({ Component: (await import('./screens/ScheduleImportScreen')).ScheduleImportScreen })) },
        { path: 'new', handle: crumb('events.new'), ...screen(async () => ({ Component: (await import('./screens/EventPage')).EventPage })) },
        { path: ':eventId', handle: crumb('events.one'), ...screen(async () => ({ Component: (await import('./screens/EventPage')).EventPage })) },
      ],
    },
    { path: 'catalogue/sports', handle: crumb('nav.sports'), ...screen(async () => ({ Component: (await import('./screens/SportsScreen')).SportsScreen })) },
    { path: 'catalogue/teams', handle: crumb('nav.teams'), ...screen(async () => ({ Component: (await import('./screens/TeamsScreen')).TeamsScreen })) },
    { path: 'catalogue/schools', handle: crumb('nav.schools'), ...screen(async () => ({ Component: (await import('./screens/SchoolsScreen')).SchoolsScreen })) },
    { path: 'catalogue/vod', handle: crumb('nav.vod'), ...screen(async () => ({ Component: (await import('./screens/VodScreen')).VodScreen })) },
    { path: 'catalogue/vod-collections', handle: crumb('nav.collections'), ...screen(async () => ({ Component: (await import('./screens/VodCollectionsScreen')).VodCollectionsScreen })) },
  ],
};
