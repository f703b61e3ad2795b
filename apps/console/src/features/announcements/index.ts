import type { ConsoleFeature } from '../../lib/feature';

const crumb = (key: string) => ({ crumb: key, ns: 'announcements' });

/**
 * Announcements: mail a segment of the channel's opted-in customers. Admins and owners only (as on the server): a send
 * reaches every opted-in inbox and cannot be taken back, and the audience counts read customer data.
 */
export const feature: ConsoleFeature = {
  id: 'announcements',
  order: 42,
  labelKey: 'nav.heading',
  nav: [{ to: 'announcements', labelKey: 'nav.announcements', access: 'admin' }],
  routes: [
    {
      path: 'announcements',
      handle: crumb('nav.announcements'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./screens/AnnouncementsScreen')).AnnouncementsScreen }) },
        { path: 'new', handle: crumb('composer.new'), lazy: async () => ({ Component: (await import('./screens/AnnouncementScreen')).AnnouncementScreen }) },
        { path: ':announcementId', handle: crumb('composer.crumb'), lazy: async () => ({ Component: (await import('./screens/AnnouncementScreen')).AnnouncementScreen }) },
      ],
    },
  ],
};
