import type { Plugin } from 'vite';
import { builtIndex, type ChunkInfo, closure } from './player-page';

export interface LandingPageInput {
  indexHtml: string;
  chunks: ChunkInfo[];
  base: string;
}

/** Every module of the scripts index.html loads or preloads, and of every chunk they statically import. */
export function landingPageModules({ indexHtml, chunks, base }: LandingPageInput): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = [...indexHtml.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map(([, url = '']) => url.slice(base.length));
  const starts = loaded.flatMap((file) => byFile.get(file) ?? []);
  if (starts.length === 0) throw new Error('landing page guard: index.html loads no script of this build');
  const reached = new Set(starts.flatMap((chunk) => closure(chunk, byFile)));
  return [...reached].flatMap((chunk) => chunk.moduleIds);
}

/**
 * Fails the build when the landing page's scripts carry a library only later screens use. A single value import
 * (a constant next to a Zod schema in contracts, say) pulls the whole library into the shell chunk, and nothing
 * else would notice until the bundle-size bench (Zod alone is ~25 kB gzip).
 */
export function landingPageGuard(laterScreensOnly: RegExp): Plugin {
  let base = '/';
  return {
    name: 'ott:landing-page-guard',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const built = builtIndex(bundle);
      if (!built) return;
      const modules = landingPageModules({ ...built, base });
      const carried = modules.filter((id) => laterScreensOnly.test(id));
      if (carried.length === 0) return;
      // Named by the way in (the app's module that imports the library), not by the library's own files.
      const waysIn = modules.flatMap((id) =>
        laterScreensOnly.test(id) ? [] : (this.getModuleInfo(id)?.importedIds ?? []).filter((imported) => laterScreensOnly.test(imported)).map((imported) => `${id} imports ${imported}`),
      );
      this.error(`the landing page's scripts carry libraries only later screens need (import them lazily, or types only):\n  ${(waysIn.length > 0 ? waysIn : carried).join('\n  ')}`);
    },
  };
}
