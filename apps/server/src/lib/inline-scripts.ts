import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's pages as the build writes them (watch.html for the player routes). */
const PAGES = ['index.html', 'watch.html'];
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * What the content security policy must name for the built pages' inline scripts to run: each one's 'sha256-…' source.
 * watch.html carries one (apps/web/src/app/early-requests.ts); read from the build the server sends, so that the policy
 * always allows exactly the scripts of this build, and nothing injected. None without a build.
 */
export function inlineScriptSources(distDir: string): string[] {
  const sources = new Set<string>();
  for (const page of PAGES) {
    let html: string;
    try {
      html = readFileSync(join(distDir, page), 'utf8');
    } catch {
      continue;
    }
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) sources.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
