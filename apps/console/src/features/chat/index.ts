import type { ConsoleFeature } from '../../lib/feature';

const crumb = (key: string) => ({ crumb: key, ns: 'chat' });

/** Live chat moderation: the messages of a live event, the chat's rules, reports and bans. Moderators, admins, owners. */
export const feature: ConsoleFeature = {
  id: 'chat',
  order: 43,
  labelKey: 'nav.heading',
  nav: [{ to: 'chat', labelKey: 'nav.chat', access: 'moderator' }],
  routes: [{ path: 'chat', handle: crumb('nav.chat'), lazy: async () => ({ Component: (await import('./screens/ChatModerationScreen')).ChatModerationScreen }) }],
};
