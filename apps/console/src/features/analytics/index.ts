import type { ConsoleFeature } from '../../lib/feature';

/** The channel's audience and quality of experience, read from the server's rollups. */
export const feature: ConsoleFeature = {
  id: 'analytics',
  order: 80,
  nav: [{ to: 'analytics', labelKey: 'nav', access: 'analyst' }],
  routes: [
    {
      path: 'analytics',
      lazy: async () => ({ Component: (await import('./screens/AnalyticsScreen')).AnalyticsScreen }),
      handle: { crumb: 'nav', ns: 'analytics' },
    },
  ],
};
