import type { ConsoleFeature } from '../../lib/feature';

/** A channel's own settings (name, hostnames, language, currency, time zone, archive) and, for owners, a new channel. */
export const feature: ConsoleFeature = {
  id: 'channels',
  order: 0,
  nav: [{ to: 'settings', labelKey: 'nav.settings', access: 'admin' }],
  routes: [{ path: 'settings', handle: { crumb: 'nav.settings', ns: 'channels' }, lazy: async () => ({ Component: (await import('./screens/ChannelSettings')).ChannelSettings }) }],
  topRoutes: [{ path: 'channels/new', handle: { crumb: 'new.title', ns: 'channels' }, lazy: async () => ({ Component: (await import('./screens/NewChannel')).NewChannel }) }],
};
