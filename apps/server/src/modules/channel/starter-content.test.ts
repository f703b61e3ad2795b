import { describe, expect, it } from 'vitest';
import { starterContent } from './starter-content';
import { STARTER_TEXTS } from '../../db/seed/starter-texts';

describe('starter content', () => {
  it("gives a channel both legal pages and a contact form in its language, naming it, unreviewed and published", () => {
    const { pages, forms } = starterContent({ name: 'Rivière $& Sports', language: 'fr' });
    expect(pages.map(({ name, url, alt_name, published, reviewed }) => ({ name, url, alt_name, published, reviewed }))).toEqual([
      { name: 'Politique de confidentialité', url: '/privacy_policy', alt_name: 'privacy_policy', published: 1, reviewed: 0 },
      { name: 'Conditions d’utilisation', url: '/terms_conditions', alt_name: 'terms_conditions', published: 1, reviewed: 0 },
    ]);
    // The name goes in as written, whatever characters it has.
    expect(pages[0]!.content).toContain('Cette politique explique ce que Rivière $& Sports («\u00a0nous\u00a0») recueille');
    expect(pages.every((page) => !page.content.includes('{channel}'))).toBe(true);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ alias: 'contact', title: 'Nous joindre', submit_label: 'Envoyer' });
    expect(JSON.parse(forms[0]!.fields).map((field: { name: string }) => field.name)).toEqual(['name', 'email', 'topic', 'message']);
  });

  it('leaves out what the channel already has', () => {
    expect(starterContent({ name: 'Lakeside', language: 'en' }, { pageAliases: ['about', 'terms_conditions'], formAliases: ['contact'] })).toEqual({
      pages: [expect.objectContaining({ alt_name: 'privacy_policy', name: 'Privacy Policy' })],
      forms: [],
    });
    expect(starterContent({ name: 'Lakeside', language: 'en' }, { pageAliases: ['privacy_policy', 'terms_conditions'], formAliases: ['survey'] }).pages).toEqual([]);
  });

  it('marks what the operator must fill in the same way in both languages, with French spacing', () => {
    for (const texts of Object.values(STARTER_TEXTS)) {
      for (const page of [texts.privacy, texts.terms]) expect(page.content.match(/\*\*\[[^\]]+\]\*\*/g)?.length).toBeGreaterThanOrEqual(3);
    }
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : []);
    // A non-breaking space before : ; ! ? everywhere (Markdown link targets aside).
    const french = strings(STARTER_TEXTS.fr).map((text) => text.replace(/\]\([^)]*\)/g, ']'));
    expect(french.flatMap((text) => text.match(/.{0,12}[^\u00a0][:;!?]/g) ?? [])).toEqual([]);
    expect(french.join('').match(/\u00a0[:;!?]/g)?.length).toBeGreaterThan(10);
  });
});
