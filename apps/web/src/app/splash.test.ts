import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';

/** index.html's loader and style, as every page of the app (and watch.html) is sent with them. */
function loadIndexHtml(): void {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

describe("the page's loader", () => {
  it("says 'Loading' in the page's language, one word at a time, for every language of the app", () => {
    loadIndexHtml();
    const shown = () =>
      Array.from(document.querySelectorAll<HTMLElement>('.splash__label > [lang]'))
        .filter((word) => getComputedStyle(word).display !== 'none')
        .map((word) => `${word.lang}: ${word.textContent}`);
    const words: Record<string, string> = {};
    for (const language of LANGUAGES) {
      document.documentElement.lang = language;
      const [word, ...more] = shown();
      expect(more, language).toEqual([]);
      expect(word?.startsWith(`${language}: `), language).toBe(true);
      words[language] = word ?? '';
    }
    expect(words).toEqual({ en: 'en: Loading', fr: 'fr: Chargement' });
    document.documentElement.lang = 'de';
    expect(shown()).toEqual(['en: Loading']);
    document.documentElement.lang = 'en';
  });
});
