import type { ConsoleFeature } from '../../lib/feature';

const crumb = (key: string) => ({ crumb: key, ns: 'operators' });

/**
 * The console's operators, outside any channel: owners manage everyone; an admin the operators of the channels they
 * administer, with roles on those channels only. Its entry sits under the navigation's Team heading.
 */
export const feature: ConsoleFeature = {
  id: 'operators',
  nav: [],
  routes: [],
  teamNav: [{ to: 'operators', labelKey: 'title' }],
  topRoutes: [
    {
      path: 'operators',
      handle: crumb('title'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./screens/OperatorsScreen')).OperatorsScreen }) },
        { path: 'new', handle: crumb('new.title'), lazy: async () => ({ Component: (await import('./screens/OperatorEditor')).OperatorEditor }) },
        { path: ':operatorId', handle: crumb('edit.crumb'), lazy: async () => ({ Component: (await import('./screens/OperatorEditor')).OperatorEditor }) },
      ],
    },
  ],
};
