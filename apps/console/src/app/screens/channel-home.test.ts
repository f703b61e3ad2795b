import { describe, expect, it } from 'vitest';
import { collectFeatures } from '../../lib/feature';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

describe("the channel overview's areas", () => {
  it('give every feature with entries in a channel a title and a line of its own, in English and French', () => {
    for (const locale of [en, fr]) {
      const areas = locale.channelHome.areas as Record<string, { title?: string; description?: string }>;
      // A feature outside any channel (the operators) has no area there.
      const inChannels = collectFeatures().filter((feature) => feature.nav.length > 0);
      const missing = inChannels.filter((feature) => !areas[feature.id]?.title || !areas[feature.id]?.description);
      expect(missing.map((feature) => feature.id)).toEqual([]);
    }
  });

  it('title no two areas alike', () => {
    for (const locale of [en, fr]) {
      const titles = Object.values(locale.channelHome.areas).map((area) => area.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

describe("the channel screens' role check", () => {
  it('knows the role of every channel screen: each route is a navigation entry of its feature (else it would open to every role)', () => {
    const unchecked = collectFeatures().flatMap((feature) => feature.routes.filter((route) => !feature.nav.some((item) => item.to === route.path)).map((route) => `${feature.id}: ${route.path}`));
    expect(unchecked).toEqual([]);
  });
});
