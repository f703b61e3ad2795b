import type { ConsoleFeature } from '../../lib/feature';

/** Customers: search the channel's viewers, a customer's page with support's actions, and "why can't they watch?". */
export const feature: ConsoleFeature = {
  id: 'customers',
  order: 40,
  nav: [{ to: 'customers', labelKey: 'nav', access: 'support' }],
  routes: [
    {
      path: 'customers',
      handle: { crumb: 'nav', ns: 'customers' },
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./screens/CustomersScreen')).CustomersScreen }) },
        { path: ':customerId', handle: { crumb: 'page.crumb', ns: 'customers' }, lazy: async () => ({ Component: (await import('./screens/CustomerPage')).CustomerPage }) },
      ],
    },
  ],
};
