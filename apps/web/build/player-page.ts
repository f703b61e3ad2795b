import type { Plugin } from 'vite';

/** The parts of a Rolldown/Rollup output chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  css: string[];
}

export interface PlayerPageInput {
  indexHtml: string;
  chunks: ChunkInfo[];
  /** The player screens' route-group module. */
  screenModule: RegExp;
  /** The stream engine (hls.js), which that module loads at once on a player page. */
  engineModule: RegExp;
  base: string;
}

/** A chunk and every chunk it statically imports, each once. */
function closure(start: ChunkInfo, byFile: Map<string, ChunkInfo>): ChunkInfo[] {
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

/**
 * index.html for the player routes: the same page, with the player screen's code, its style sheets and hls.js
 * announced in <head>. Without them the browser meets each one only after running what imports it (shell →
 * screen style → screen → its shared chunks → hls.js), a chain of round trips before the first frame.
 */
export function playerPageHtml({ indexHtml, chunks, screenModule, engineModule, base }: PlayerPageInput): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const screen = chunks.find((chunk) => chunk.facadeModuleId !== null && screenModule.test(chunk.facadeModuleId));
  const engine = chunks.find((chunk) => chunk.moduleIds.some((id) => engineModule.test(id)));
  if (!screen || !engine) throw new Error('player page: the player screen or the stream engine chunk is missing from the build');
  // What index.html already loads (the shell), with all it imports.
  const inHtml = chunks.filter((chunk) => indexHtml.includes(`"${base}${chunk.fileName}"`));
  const onPage = new Set(inHtml.flatMap((chunk) => closure(chunk, byFile).map((loaded) => loaded.fileName)));
  const scripts = [...closure(screen, byFile), ...closure(engine, byFile)].filter((chunk, index, all) => !onPage.has(chunk.fileName) && all.findIndex((other) => other.fileName === chunk.fileName) === index);
  const styles = [...new Set(closure(screen, byFile).flatMap((chunk) => chunk.css))].filter((file) => !indexHtml.includes(`${base}${file}"`));
  const links = [
    // The preload helper looks for these exact links before adding a screen's style sheet, so none is fetched twice.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`),
  ];
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** Emits `watch.html` next to index.html; the server sends it for /watch, /watch_embed and /watch_library pages. */
export function playerPage(options: Pick<PlayerPageInput, 'screenModule' | 'engineModule'>): Plugin {
  let base = '/';
  return {
    name: 'ott:player-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, facadeModuleId: output.facadeModuleId, moduleIds: output.moduleIds, imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      const indexHtml = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      this.emitFile({ type: 'asset', fileName: 'watch.html', source: playerPageHtml({ indexHtml, chunks, base, ...options }) });
    },
  };
}
