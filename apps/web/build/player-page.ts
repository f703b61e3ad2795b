import type { Plugin, Rollup } from 'vite';
import { APP_SCRIPTS_ID, STREAM_ENGINE_MARK } from '../src/app/app-scripts';

/** The parts of a Rolldown/Rollup output chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  /** What the chunk exports: none for a classic script. */
  exports?: string[];
  code?: string;
}

export interface PlayerPageInput {
  indexHtml: string;
  chunks: ChunkInfo[];
  /** The stream engine (hls.js), which the opening script runs as soon as it knows the stream. */
  engineModule: RegExp;
  /** The player pages' opening script, an entry of its own that runs before the app shell. */
  openingModule: RegExp;
  /** The player pages' first script (src/app/early-requests.ts): an entry of its own, written into the page. */
  earlyModule: RegExp;
  /** The player screen's route module, which the app loads first on a player page. */
  screenModule: RegExp;
  base: string;
}

/** The chunk that starts at `module` (an entry, or a lazy module's own chunk). */
export function entryChunk(chunks: ChunkInfo[], module: RegExp): ChunkInfo | undefined {
  return chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
}

/** A chunk and every chunk it statically imports, each once. */
export function closure(start: ChunkInfo, byFile: Map<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** The early requests script as the pages' first, classic `<script>`; the build fails if it could not run as one. */
export function earlyScriptTag(chunks: ChunkInfo[], earlyModule: RegExp): string {
  const early = entryChunk(chunks, earlyModule);
  if (!early?.code) throw new Error('player page: the early requests script is missing from the build');
  if (early.imports.length > 0 || (early.exports?.length ?? 0) > 0 || /<\/script/i.test(early.code)) {
    throw new Error(`player page: ${early.fileName} must be a classic script, without imports, exports or '</script'`);
  }
  return `<script>${early.code.trim()}</script>`;
}

/** index.html with the early requests script ahead of the app's scripts, so that it asks as the page is read. */
export function sitePageHtml({ indexHtml, chunks, earlyModule }: Pick<PlayerPageInput, 'indexHtml' | 'chunks' | 'earlyModule'>): string {
  const firstScript = /<script type="module"/.exec(indexHtml);
  if (!firstScript) throw new Error('player page: index.html loads no script');
  return `${indexHtml.slice(0, firstScript.index)}${earlyScriptTag(chunks, earlyModule)}\n    ${indexHtml.slice(firstScript.index)}`;
}

/**
 * index.html for the player routes. Its first script, written into the page and run as the page is read, asks for the
 * event and its preroll, with the keys they need (src/app/early-requests.ts). Its main script is the opening script,
 * which starts the stream and, once the video shows its first picture, the app (src/app/opening.ts). Nothing else may hold that script or the stream back: a
 * pending style sheet delays every module script, and other downloads take connections and the server's time. So the
 * shell's scripts and style sheets are left out (the opening script's import of the app loads them); only the opening
 * script's imports and hls.js are preloaded. The app's scripts are listed in an inert <template>, whose preloads the
 * opening script adds when it starts the app.
 */
export function playerPageHtml({ indexHtml, chunks, engineModule, openingModule, earlyModule, screenModule, base }: PlayerPageInput): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const earlyTag = earlyScriptTag(chunks, earlyModule);
  const early = entryChunk(chunks, earlyModule);
  const opening = entryChunk(chunks, openingModule);
  const screen = entryChunk(chunks, screenModule);
  const engine = chunks.find((chunk) => chunk.moduleIds.some((id) => engineModule.test(id)));
  if (!engine || !opening || !screen) throw new Error('player page: the stream engine, the opening script or the player screen chunk is missing from the build');
  const shellTags = [...indexHtml.matchAll(/<(script type="module" crossorigin src="([^"]+)"><\/script>|link rel="stylesheet" crossorigin href="[^"]+">)\s*/g)];
  const firstTag = shellTags[0];
  if (!firstTag) throw new Error('player page: index.html loads no script');
  const unique = (chunk: ChunkInfo, index: number, all: ChunkInfo[]) => all.indexOf(chunk) === index;
  const openingImports = closure(opening, byFile).slice(1);
  // Each chunk more is a request more as the page starts, where HTTP/1.1's six connections are the event's and hls.js's
  // to take (docs/decisions/0105).
  if (openingImports.length > 1) {
    throw new Error(`player page: the opening script must import one chunk, not ${openingImports.length} (${openingImports.map((chunk) => chunk.fileName).join(', ')})`);
  }
  const engineOnly = closure(engine, byFile).filter((chunk) => !openingImports.includes(chunk));
  const preloads = [...openingImports, ...engineOnly].filter(unique);
  // The shell and the player screen with all they import, so that starting the app fetches them in one go rather than
  // an import level (a round trip) after another: shell, its runtime, the screen, the screen's parts, theirs.
  const shellScripts = shellTags.flatMap(([, , src]) => (src && byFile.has(src.slice(base.length)) ? [byFile.get(src.slice(base.length)) as ChunkInfo] : []));
  const appScripts = [...shellScripts.flatMap((chunk) => closure(chunk, byFile)), ...closure(screen, byFile)]
    .filter(unique)
    .filter((chunk) => chunk !== opening && chunk !== early && !preloads.includes(chunk));
  const head = [
    earlyTag,
    `<script type="module" crossorigin src="${base}${opening.fileName}"></script>`,
    ...preloads.map((chunk) =>
      // The stream engine (hls.js, 95 kB gzip, and what only it imports) is needed once the event has answered, a few
      // round trips in: at low priority it does not hold back the page's first paint or what the opening script asks
      // first (docs/decisions/0032, amendment). Marked, so that the server can hold it back for a visitor's paywall,
      // which never runs it (docs/decisions/0094).
      engineOnly.includes(chunk)
        ? `<link rel="modulepreload" crossorigin fetchpriority="low" ${STREAM_ENGINE_MARK} href="${base}${chunk.fileName}">`
        : `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`,
    ),
    `<template id="${APP_SCRIPTS_ID}">${appScripts.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`).join('')}</template>`,
  ];
  let html = `${indexHtml.slice(0, firstTag.index)}${head.join('\n    ')}\n    ${indexHtml.slice(firstTag.index)}`;
  for (const [tag] of shellTags) html = html.replace(tag, '');
  return html;
}

/** The built index.html and the chunks of the build, as the build plugins read them; null when the build made no index.html. */
export function builtIndex(bundle: Rollup.OutputBundle): { indexHtml: string; chunks: ChunkInfo[] } | null {
  const index = bundle['index.html'];
  if (index?.type !== 'asset') return null;
  const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [{ fileName: output.fileName, facadeModuleId: output.facadeModuleId, moduleIds: output.moduleIds, imports: output.imports, exports: output.exports, code: output.code }] : [],
  );
  return { indexHtml: typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source), chunks };
}

/**
 * Emits `watch.html` next to index.html; the server sends it for /watch, /watch_embed and /watch_library pages. Writes the
 * early requests script into both.
 */
export function playerPage(options: Pick<PlayerPageInput, 'engineModule' | 'openingModule' | 'earlyModule' | 'screenModule'>): Plugin {
  let base = '/';
  return {
    name: 'ott:player-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const built = builtIndex(bundle);
      if (!built) return;
      this.emitFile({ type: 'asset', fileName: 'watch.html', source: playerPageHtml({ ...built, base, ...options }) });
      (bundle['index.html'] as Rollup.OutputAsset).source = sitePageHtml({ ...built, earlyModule: options.earlyModule });
      // Written into both pages, the early requests script is not a file of its own.
      const early = entryChunk(built.chunks, options.earlyModule);
      if (early) delete bundle[early.fileName];
    },
  };
}
