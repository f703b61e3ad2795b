import type { ConsoleFeature } from '../../lib/feature';

/** Orders: the channel's orders with search, filters, totals and a CSV; an order's page with its refunds. */
export const feature: ConsoleFeature = {
  id: 'orders',
  order: 38,
  nav: [{ to: 'orders', labelKey: 'nav', access: 'support' }],
  routes: [
    {
      path: 'orders',
      handle: { crumb: 'nav', ns: 'orders' },
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./screens/OrdersScreen')).OrdersScreen }) },
        { path: ':orderId', handle: { crumb: 'page.crumb', ns: 'orders' }, lazy: async () => ({ Component: (await import('./screens/OrderPage')).OrderPage }) },
      ],
    },
  ],
};
