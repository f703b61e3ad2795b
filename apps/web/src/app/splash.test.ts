import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';

/** index.html's loader and style, as every page of the app (and watch.html) is sent with them. */
function loadIndexHtml(): void {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

describe("the page's loader", () => {
  // The web tests share one page between files: what this file puts there goes again.
  let page: { head: string; body: string; lang: string | null };
  beforeEach(() => {
    page = { head: document.head.innerHTML, body: document.body.innerHTML, lang: document.documentElement.getAttribute('lang') };
  });
  afterEach(() => {
    document.head.innerHTML = page.head;
    document.body.innerHTML = page.body;
    if (page.lang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', page.lang);
  });

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
    document.documentElement.lang = 'fr-CA';
    expect(shown()).toEqual(['fr: Chargement']);
    document.documentElement.lang = 'de';
    expect(shown()).toEqual(['en: Loading']);
  });
});
