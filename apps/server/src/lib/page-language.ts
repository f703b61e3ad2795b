import type { Language } from '@ott/contracts/channel';

/** The build's pages are written in English (apps/web/index.html): this tag, and "Loading…" for a title. */
export const BUILT_LANGUAGE = '<html lang="en">';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * A built page in `language`: its tag, and for its title the word its loader says in that language (the page holds
 * the word in each of the app's languages, `<span lang="…">`). As built when it is in English or has no such tag.
 */
export function pageInLanguage(html: string, language: Language): string {
  if (language === 'en' || !html.includes(BUILT_LANGUAGE)) return html;
  const page = html.replace(BUILT_LANGUAGE, `<html lang="${language}">`);
  const word = new RegExp(`<span lang="${language}">([^<]+)</span>`).exec(html)?.[1];
  return word ? page.replace(TITLE, `<title>${word}…</title>`) : page;
}
