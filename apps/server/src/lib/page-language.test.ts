import { describe, expect, it } from 'vitest';
import { pageInLanguage } from './page-language';

const BUILT = '<!doctype html>\n<html lang="en">\n<head><title>Loading…</title></head>\n<body><p class="splash__label"><span lang="en">Loading</span><span lang="fr">Chargement</span></p></body></html>';

describe('a built page in a language', () => {
  it("is tagged with it and titled with its loader's word in it", () => {
    expect(pageInLanguage(BUILT, 'fr')).toBe(BUILT.replace('<html lang="en">', '<html lang="fr">').replace('<title>Loading…</title>', '<title>Chargement…</title>'));
  });

  it('stays as built in English, or when it is not tagged as the build tags it', () => {
    expect(pageInLanguage(BUILT, 'en')).toBe(BUILT);
    const untagged = BUILT.replace('<html lang="en">', '<html>');
    expect(pageInLanguage(untagged, 'fr')).toBe(untagged);
  });

  it('keeps its title when its loader has no word in the language', () => {
    const englishOnly = BUILT.replace('<span lang="fr">Chargement</span>', '');
    expect(pageInLanguage(englishOnly, 'fr')).toBe(englishOnly.replace('<html lang="en">', '<html lang="fr">'));
  });
});
