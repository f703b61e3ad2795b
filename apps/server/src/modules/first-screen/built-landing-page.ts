import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_STYLE_SHEET, SPLASH } from './first-screen.page';
import type { RenderFirstScreen } from './first-screen.types';

/** What the built viewer app gives the landing page: its renderer, index.html, and the style sheets it names. */
export interface BuiltLandingPage {
  render: RenderFirstScreen;
  indexHtml: string;
  /** The contents of each style sheet index.html links, by its address. */
  styleSheets: ReadonlyMap<string, string>;
}

/** Where the web build writes the module: beside the built app (apps/web/dist-first-screen next to apps/web/dist). */
export const firstScreenModuleOf = (webDistDir: string) => join(dirname(webDistDir), 'dist-first-screen', 'render.js');

/** The built app's landing page parts (`npm run build` writes them), or null when this build has no first screen. */
export async function loadBuiltLandingPage(webDistDir: string): Promise<BuiltLandingPage | null> {
  const moduleFile = firstScreenModuleOf(webDistDir);
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(moduleFile) || !existsSync(indexFile)) return null;
  const module = (await import(pathToFileURL(moduleFile).href)) as { renderFirstScreen?: RenderFirstScreen };
  if (typeof module.renderFirstScreen !== 'function') return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const styleSheets = new Map([...indexHtml.matchAll(APP_STYLE_SHEET)].map(([, href = '']) => [href, readFileSync(join(webDistDir, href), 'utf8')]));
  return { render: module.renderFirstScreen, indexHtml, styleSheets };
}

/** The build's watch.html when it has the loader the picture goes in, else null (no build, or one without it). */
export function readBuiltPlayerPage(webDistDir: string): string | null {
  const file = join(webDistDir, 'watch.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  return html.includes(SPLASH) ? html : null;
}
