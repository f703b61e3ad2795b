import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import enScreens from '../locales/en.screens.json';
import fr from '../locales/fr.json';
import frScreens from '../locales/fr.screens.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  it('French has exactly the keys English has', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(keys(frScreens).sort()).toEqual(keys(enScreens).sort());
  });

  it('no string is left empty', () => {
    for (const tree of [en, fr, enScreens, frScreens]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(value, key).toMatch(/\S/);
      }
    }
  });

  it('name the checkout page and its payment card apart, so that one heading does not repeat the other', () => {
    expect([enScreens.routes.buy, enScreens.buy.payment.title]).toEqual(['Checkout', 'Payment']);
    expect([frScreens.routes.buy, frScreens.buy.payment.title]).toEqual(['Finaliser l’achat', 'Paiement']);
  });
});
