import { BUILT_LANGUAGE } from '../../lib/page-language';
import type { RenderedFirstScreen } from './first-screen.types';

/** What the page carries for the app: whose first screen it is and the home sections it shows. */
export interface FirstScreenData {
  channelKey: string;
  language: string;
  homepage: unknown;
  wordmark: boolean;
  phone: boolean;
  /** The sections' event starts as the render worded them: the app adopts them rather than word them again. */
  eventTimes: Record<string, { date: string; time: string }>;
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The page's loader as index.html writes it: a player page's picture goes first inside it, under the loader's bars. */
export const SPLASH = '<div id="splash" role="status" aria-live="polite">';
/** The app's style sheets and scripts, as the build writes them into index.html. */
export const APP_STYLE_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/**
 * Lists the app's scripts on a page sent with its first screen, inert: the page's first script fetches and runs them after
 * its first paint (src/app/early-requests.ts, startAppAfterFirstPaint).
 */
export const APP_SCRIPTS_TEMPLATE = 'data-app-scripts';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function replaceOnce(html: string, find: string, replacement: string): string {
  const at = html.indexOf(find);
  if (at < 0) throw new Error(`first screen: the page has no ${find}`);
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

/**
 * index.html with a channel's first screen in #root: its language and a `data-first-screen` mark on <html> (the page's
 * first script takes the mark off for a visitor whose own settings differ, and the loader shows as before), its title, its
 * colours, and the data the app's first render needs to draw the same screen. The shell's style sheets (`styleSheets`, by
 * address) are written in, and the app's scripts listed rather than fetched as the page is read: the page's first
 * script fetches and runs them once the screen is on show.
 */
export function firstScreenPage(indexHtml: string, screen: RenderedFirstScreen, data: FirstScreenData, styleSheets: ReadonlyMap<string, string>): string {
  const scripts = [...indexHtml.matchAll(APP_SCRIPT)];
  if (scripts.length === 0) throw new Error('first screen: the page loads no script');
  // Fetched and run once the screen has been drawn (src/app/early-requests.ts), which needs none of them: after what it
  // does need (the style sheet, the hero's picture), not alongside.
  const preloads = scripts.map(([, src]) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
  let page = indexHtml.replace(APP_SCRIPT, '');
  page = replaceOnce(page, '</head>', `<template ${APP_SCRIPTS_TEMPLATE}>${preloads}</template>\n  </head>`);
  // The shell's style sheet in the page: the screen is drawn as soon as the page is read, a round trip before the file
  // would have come. The app's code needs no other copy of it.
  page = page.replace(APP_STYLE_SHEET, (tag, href: string) => {
    const css = styleSheets.get(href);
    return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  page = replaceOnce(page, BUILT_LANGUAGE, `<html lang="${escapeHtml(screen.language)}" data-first-screen="${escapeHtml(`${data.channelKey} ${data.language}`)}">`);
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`);
  page = replaceOnce(page, '</head>', `<style>${screen.themeCss.replace(/</g, '\\3c ')}</style>\n  </head>`);
  return replaceOnce(page, '<div id="root"></div>', `<div id="root">${screen.html}</div>\n    <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`);
}
