import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureResources, initialLanguage } from './i18n';

describe('console languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("collects each feature's strings under its own namespace", () => {
    const resources = featureResources({
      '../features/catalogue/locales/en.json': { default: { nav: { events: 'Events' } } },
      '../features/catalogue/locales/fr.json': { default: { nav: { events: 'Événements' } } },
      '../features/branding/locales/fr.json': { default: { title: 'Image de marque' } },
    });
    expect(resources).toEqual({
      en: { catalogue: { nav: { events: 'Events' } } },
      fr: { catalogue: { nav: { events: 'Événements' } }, branding: { title: 'Image de marque' } },
    });
  });

  it("follows the browser's language until the operator picks one", () => {
    vi.stubGlobal('navigator', { languages: ['fr-CA', 'en'], language: 'fr-CA' });
    expect(initialLanguage()).toBe('fr');
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(initialLanguage()).toBe('en');
    localStorage.setItem('ott-console.language', 'fr');
    expect(initialLanguage()).toBe('fr');
  });
});
