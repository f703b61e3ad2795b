import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLoadedBundle, createI18n, initOptions, languageChoice, loadServerMessages, SERVER_NAMESPACE, switchLanguage } from './i18n';

describe('the shared i18n bootstrap', () => {
  afterEach(() => localStorage.clear());

  it('loads the server messages of a language on demand, and switches the page language', async () => {
    const i18n = createI18n();
    await i18n.init(initOptions({ lng: 'en', resources: { en: { translation: {} } }, partialBundledLanguages: true }));
    expect(i18n.hasResourceBundle('fr', SERVER_NAMESPACE)).toBe(false);
    await loadServerMessages(i18n, 'fr');
    await switchLanguage(i18n, 'fr');
    expect(i18n.t('FIELD_REQUIRED', { ns: SERVER_NAMESPACE })).toBe('Ce champ est obligatoire');
    expect(document.documentElement.lang).toBe('fr');
    await loadServerMessages(i18n, 'de');
    expect(i18n.hasResourceBundle('de', SERVER_NAMESPACE)).toBe(false);
  });

  it('holds a namespace loaded whole as it came, without copying it, and translates from it and the bundles beside it', async () => {
    const i18n = createI18n();
    await i18n.init(initOptions({ lng: 'en', ns: ['translation', 'screens'], resources: { en: { translation: { app: { name: 'Varsity' } } } }, partialBundledLanguages: true }));
    const screens = { watch: { locked: 'Buy a pass to watch', live: { badge: 'Live' } } };
    const stringify = vi.spyOn(JSON, 'stringify');
    addLoadedBundle(i18n, 'en', 'screens', screens);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    expect((i18n.store.data.en?.screens as typeof screens).watch).toBe(screens.watch);
    expect(i18n.t('watch.live.badge', { ns: 'screens' })).toBe('Live');
    expect(i18n.t('app.name')).toBe('Varsity');
  });

  it('keeps a stored choice only in a language the app speaks, and survives a storage that throws', () => {
    const choice = languageChoice(['en', 'fr'] as const, { read: () => localStorage.getItem('lang'), write: (language) => localStorage.setItem('lang', language) });
    expect(choice.stored()).toBeUndefined();
    choice.remember('fr');
    expect(choice.stored()).toBe('fr');
    localStorage.setItem('lang', 'de');
    expect(choice.stored()).toBeUndefined();
    const broken = languageChoice(['en'] as const, {
      read: () => {
        throw new Error('private mode');
      },
      write: () => {
        throw new Error('private mode');
      },
    });
    expect(broken.stored()).toBeUndefined();
    expect(() => broken.remember('en')).not.toThrow();
  });
});
