import { describe, expect, it } from 'vitest';
import type { ConsoleFeature } from '../../lib/feature';
import { navGroups } from './nav-groups';

const area = (id: string, labelKey: string | undefined, nav: ConsoleFeature['nav']): ConsoleFeature => ({ id, labelKey, nav, routes: [] });
const words: Record<string, string> = { 'offer:nav.heading': 'Offer', 'announcements:nav.heading': 'Audience', 'chat:nav.heading': 'Audience' };
const t = (key: string, { ns }: { ns: string }) => words[`${ns}:${key}`] ?? `${ns}.${key}`;

describe('navGroups', () => {
  const features = [
    area('offer', 'nav.heading', [{ to: 'offer/passes', labelKey: 'nav.passes', access: 'editor' }]),
    area('announcements', 'nav.heading', [{ to: 'announcements', labelKey: 'nav.announcements', access: 'editor' }]),
    area('chat', 'nav.heading', [{ to: 'chat', labelKey: 'nav.chat', access: 'moderator' }]),
    area('menus', undefined, [{ to: 'menus', labelKey: 'nav.menus', access: 'editor' }]),
    area('analytics', undefined, [{ to: 'analytics', labelKey: 'nav.analytics', access: 'analyst' }]),
  ];

  it('puts areas next to each other under one heading in one group, and keeps each area without a heading apart', () => {
    expect(navGroups(features, 'admin', t)).toEqual([
      { key: 'offer', heading: 'Offer', items: [{ to: 'offer/passes', label: 'offer.nav.passes' }] },
      { key: 'announcements', heading: 'Audience', items: [{ to: 'announcements', label: 'announcements.nav.announcements' }, { to: 'chat', label: 'chat.nav.chat' }] },
      { key: 'menus', heading: null, items: [{ to: 'menus', label: 'menus.nav.menus' }] },
      { key: 'analytics', heading: null, items: [{ to: 'analytics', label: 'analytics.nav.analytics' }] },
    ]);
  });

  it('leaves out what the role may not open, and an area left with nothing', () => {
    expect(navGroups(features, 'moderator', t)).toEqual([{ key: 'chat', heading: 'Audience', items: [{ to: 'chat', label: 'chat.nav.chat' }] }]);
  });
});
