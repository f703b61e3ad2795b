import type { ConsoleFeature } from '../../lib/feature';

/** The channel's look: colours with a contrast check, logo and favicon, beside a live preview of the viewer app. */
export const feature: ConsoleFeature = {
  id: 'branding',
  order: 20,
  nav: [{ to: 'branding', labelKey: 'nav', access: 'admin' }],
  routes: [
    {
      path: 'branding',
      lazy: async () => ({ Component: (await import('./screens/BrandingPage')).BrandingPage }),
      handle: { crumb: 'nav', ns: 'branding' },
    },
  ],
};
