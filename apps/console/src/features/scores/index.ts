import type { ConsoleFeature } from '../../lib/feature';

const crumb = (key: string) => ({ crumb: key, ns: 'scores' });

/**
 * The live score (docs/decisions/0082-live-score.md): the channel's live and upcoming events, and a phone-sized
 * scorekeeper screen per event. Scorekeepers, editors, admins and owners (as on the server).
 */
export const feature: ConsoleFeature = {
  id: 'scores',
  order: 21,
  nav: [{ to: 'scores', labelKey: 'nav.scores', access: 'scorekeeper' }],
  routes: [
    {
      path: 'scores',
      handle: crumb('nav.scores'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./screens/ScoresScreen')).ScoresScreen }) },
        { path: ':eventId', handle: crumb('keeper.crumb'), lazy: async () => ({ Component: (await import('./screens/ScorekeeperScreen')).ScorekeeperScreen }) },
      ],
    },
  ],
};
