import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';

describe('offer French counts', () => {
  it('say the count itself, since French takes the singular form for 0 as for 1', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: { fr: { offer: fr } }, defaultNS: 'offer' });
    expect(i18n.t('passes.orders', { count: 0 })).toBe('0 commande');
    expect(i18n.t('passes.subscribers', { count: 0 })).toBe('0 abonné avec renouvellement');
    expect(i18n.t('bulk.done', { count: 0 })).toBe('Prix fixé pour 0 événement.');
    expect(i18n.t('passes.orders', { count: 1 })).toBe('1 commande');
    expect(i18n.t('passes.orders', { count: 2 })).toBe('2 commandes');
  });
});
