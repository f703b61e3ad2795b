import type { ConsoleFeature } from '../../lib/feature';

/** A whole channel as one JSON file: download it (admins), or make a new channel from one (owners). */
export const feature: ConsoleFeature = {
  id: 'transfer',
  order: 90,
  nav: [{ to: 'transfer', labelKey: 'nav', access: 'admin' }],
  routes: [
    {
      path: 'transfer',
      lazy: async () => ({ Component: (await import('./screens/TransferScreen')).TransferScreen }),
      handle: { crumb: 'nav', ns: 'transfer' },
    },
  ],
};
