import type { ComponentType } from 'react';
import type { ConsoleFeature } from '../../lib/feature';

const screen = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });
const crumb = (key: string) => ({ crumb: key, ns: 'offer' });

/** What is sold: packages, passes and subscriptions, and the replay pricing rules. Support reads; admins change. */
export const feature: ConsoleFeature = {
  id: 'offer',
  order: 25,
  labelKey: 'nav.heading',
  nav: [
    { to: 'offer/passes', labelKey: 'nav.passes', access: 'support' },
    { to: 'offer/pricing-rules', labelKey: 'nav.rules', access: 'support' },
  ],
  routes: [
    {
      path: 'offer/passes',
      handle: crumb('nav.passes'),
      children: [
        { index: true, ...screen(async () => ({ Component: (await import('./screens/PassesScreen')).PassesScreen })) },
        { path: 'new', handle: crumb('passes.new'), ...screen(async () => ({ Component: (await import('./screens/PassEditor')).PassEditor })) },
        { path: ':passId', handle: crumb('passes.edit'), ...screen(async () => ({ Component: (await import('./screens/PassEditor')).PassEditor })) },
      ],
    },
    { path: 'offer/pricing-rules', handle: crumb('nav.rules'), ...screen(async () => ({ Component: (await import('./screens/PricingRulesScreen')).PricingRulesScreen })) },
  ],
};
