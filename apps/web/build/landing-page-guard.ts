import type { Plugin, Rollup } from 'vite';
import { builtIndex, type ChunkInfo, closure, entryChunk } from './player-page';

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

/** Every module of the chunk whose entry is `screenModule` (a lazy screen's route) and of the chunks it statically imports. */
export function modulesOfScreen(chunks: ChunkInfo[], screenModule: RegExp): string[] {
  const screen = entryChunk(chunks, screenModule);
  if (!screen) throw new Error(`screen guard: no chunk of this build starts at ${screenModule}`);
  return closure(screen, new Map(chunks.map((chunk) => [chunk.fileName, chunk]))).flatMap((chunk) => chunk.moduleIds);
}

type GuardContext = Pick<Rollup.PluginContext, 'getModuleInfo' | 'error'>;

/** Fails the build when `modules` carry one of `libraries`, naming the way in (the app's module that imports it), not the library's own files. */
function refuseLibraries(context: GuardContext, modules: string[], libraries: RegExp, problem: string): void {
  const carried = modules.filter((id) => libraries.test(id));
  if (carried.length === 0) return;
  const waysIn = modules.flatMap((id) =>
    libraries.test(id) ? [] : (context.getModuleInfo(id)?.importedIds ?? []).filter((imported) => libraries.test(imported)).map((imported) => `${id} imports ${imported}`),
  );
  context.error(`${problem}:\n  ${(waysIn.length > 0 ? waysIn : carried).join('\n  ')}`);
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
      refuseLibraries(this, landingPageModules({ ...built, base }), laterScreensOnly, "the landing page's scripts carry libraries only later screens need (import them lazily, or types only)");
    },
  };
}

/**
 * Fails the build when the player screen's scripts, which a player page fetches as the app starts, or those of the
 * panels it loads beside the player (the chat), carry a library that only checks input (Zod checks the clip form and
 * a live chat's events): on a phone they would compete with the stream, and on the paywall hold its first paint back.
 * The same single value import from contracts is enough to bring one in.
 */
export function playerScreenGuard(screenModules: RegExp[], inputChecks: RegExp): Plugin {
  return {
    name: 'ott:player-screen-guard',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = builtIndex(bundle);
      if (!built) return;
      const modules = screenModules.flatMap((screenModule) => modulesOfScreen(built.chunks, screenModule));
      refuseLibraries(this, [...new Set(modules)], inputChecks, "the player screen's scripts carry libraries only its forms and live chat need (load those lazily, or import types only)");
    },
  };
}
