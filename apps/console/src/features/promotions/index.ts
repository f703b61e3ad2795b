import type { ComponentType } from 'react';
import type { ConsoleFeature } from '../../lib/feature';

const screen = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });
const crumb = (key: string) => ({ crumb: key, ns: 'promotions' });

/** Promo codes: what each gives off and on what, its limits, how often it was used and what it brought. Support reads; admins change. */
export const feature: ConsoleFeature = {
  id: 'promotions',
  order: 27,
  nav: [{ to: 'promo-codes', labelKey: 'nav', access: 'support' }],
  routes: [
    {
      path: 'promo-codes',
      handle: crumb('nav'),
      children: [
        { index: true, ...screen(async () => ({ Component: (await import('./screens/PromoCodesScreen')).PromoCodesScreen })) },
        { path: 'new', handle: crumb('form.new'), ...screen(async () => ({ Component: (await import('./screens/PromoCodeEditor')).PromoCodeEditor })) },
        { path: ':promoId', handle: crumb('form.edit'), ...screen(async () => ({ Component: (await import('./screens/PromoCodeEditor')).PromoCodeEditor })) },
      ],
    },
  ],
};
