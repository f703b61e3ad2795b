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

  it("tells a browser without JavaScript what the page needs in the page's language", () => {
    loadIndexHtml();
    // This page runs scripts, so it reads <noscript> as text; a browser without JavaScript reads it as these elements.
    const notice = document.querySelector('noscript.in-languages');
    const asRead = document.createElement('div');
    asRead.className = notice?.className ?? '';
    asRead.innerHTML = notice?.textContent ?? '';
    document.body.append(asRead);
    const shown = () =>
      Array.from(asRead.querySelectorAll<HTMLElement>(':scope > [lang]'))
        .filter((words) => getComputedStyle(words).display !== 'none')
        .map((words) => `${words.lang}: ${words.textContent}`);
    document.documentElement.lang = 'en';
    expect(shown()).toEqual(['en: This site needs JavaScript to play live and on-demand video.']);
    document.documentElement.lang = 'fr';
    expect(shown()).toEqual(['fr: Ce site a besoin de JavaScript pour lire les vidéos en direct et à la demande.']);
  });
});
