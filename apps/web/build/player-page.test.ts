import { describe, expect, it } from 'vitest';
import { type ChunkInfo, playerPageHtml, sitePageHtml } from './player-page';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({ fileName, facadeModuleId: null, moduleIds: [], imports: [], ...more });

const INDEX = [
  '<html><head><title>Loading…</title>',
  '<script type="module" crossorigin src="/assets/runtime-1.js"></script>',
  '<script type="module" crossorigin src="/assets/opening-page-1.js"></script>',
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
  '</head><body><div id="splash"></div><div id="root"></div></body></html>',
].join('');

const chunks: ChunkInfo[] = [
  chunk('assets/shell-1.js', { imports: ['assets/runtime-1.js', 'assets/opening-page-1.js'] }),
  chunk('assets/runtime-1.js'),
  chunk('assets/watch-1.js', { facadeModuleId: '/app/src/features/watch/routes/index.tsx', imports: ['assets/shell-1.js', 'assets/opening-page-1.js'] }),
  chunk('assets/hls.light-1.js', { moduleIds: ['/app/node_modules/hls.js/dist/hls.light.mjs'] }),
  chunk('assets/opening-1.js', { facadeModuleId: '/app/src/app/opening.ts', imports: ['assets/opening-page-1.js'] }),
  chunk('assets/opening-page-1.js'),
  chunk('assets/early-1.js', { facadeModuleId: '/app/src/app/early-requests.ts', exports: [], code: '(function(e){e.asked=1})(window);\n' }),
];
const withEarly = (more: Partial<ChunkInfo>) => chunks.map((entry) => (entry.fileName === 'assets/early-1.js' ? { ...entry, ...more } : entry));

const page = (input: Partial<Parameters<typeof playerPageHtml>[0]> = {}) =>
  playerPageHtml({
    indexHtml: INDEX,
    chunks,
    engineModule: /\/hls\.js\/dist\/hls\.light/,
    openingModule: /\/src\/app\/opening\.ts$/,
    earlyModule: /\/src\/app\/early-requests\.ts$/,
    screenModule: /\/src\/features\/watch\/routes\/index\.tsx$/,
    base: '/',
    ...input,
  });

/** The part of the page outside the inert list of the app's scripts. */
const live = (html: string) => html.replace(/<template id="app-scripts">.*?<\/template>/, '');

describe('the player page', () => {
  it('runs the opening script alone, with its imports preloaded, and hls.js preloaded at low priority', () => {
    const html = page();
    expect(html.match(/<script /g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/opening-1.js"></script>');
    expect(html.match(/<link rel="modulepreload" crossorigin href="\/assets\/opening-page-1\.js">/g)).toHaveLength(1);
    expect(html.match(/<link rel="modulepreload" crossorigin fetchpriority="low" data-stream-engine href="\/assets\/hls\.light-1\.js">/g)).toHaveLength(1);
    expect(html.match(/hls\.light-1\.js/g)).toHaveLength(1);
  });

  it('fails the build when the opening script would load as more than one chunk beside its entry', () => {
    const split = chunks.map((entry) => (entry.fileName === 'assets/opening-page-1.js' ? { ...entry, imports: ['assets/api-1.js'] } : entry)).concat(chunk('assets/api-1.js'));
    expect(() => page({ chunks: split })).toThrow('player page: the opening script must import one chunk, not 2 (assets/opening-page-1.js, assets/api-1.js)');
  });

  it('writes the early requests script into the page, ahead of the opening script, as a classic script', () => {
    const html = page();
    expect(html).toContain('<script>(function(e){e.asked=1})(window);</script>\n    <script type="module" crossorigin src="/assets/opening-1.js"></script>');
    expect(html).not.toContain('early-1.js');
  });

  it('fails the build when the early requests script would not run as a classic script in the page', () => {
    expect(() => page({ chunks: withEarly({ imports: ['assets/opening-page-1.js'] }) })).toThrow('player page: assets/early-1.js must be a classic script, without imports, exports or \'</script\'');
    expect(() => page({ chunks: withEarly({ exports: ['start'] }) })).toThrow(/must be a classic script/);
    expect(() => page({ chunks: withEarly({ code: 'document.write("</script>")' }) })).toThrow(/must be a classic script/);
  });

  it('leaves the shell out, scripts and style sheets: the opening script starts the app once the video plays', () => {
    const html = page();
    for (const file of ['shell-1.js', 'runtime-1.js', 'shell-1.css', 'watch-1.js']) expect(live(html)).not.toContain(file);
    // The rest of index.html is kept: the splash the video plays in, the root the app renders into.
    expect(html).toContain('<title>Loading…</title>');
    expect(html).toContain('<div id="splash"></div><div id="root"></div>');
  });

  it('lists the shell and the player screen with all they import, once each, in an inert template for the opening script', () => {
    const html = page();
    const list = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    const files = [...list.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(([, file]) => file);
    // index.html's scripts in their order with their imports, then the screen's; what the page preloads already is left out.
    expect(files).toEqual(['runtime-1.js', 'shell-1.js', 'watch-1.js']);
    expect(list.replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')).toBe('');
  });

  it('fails the build when hls.js, the early requests or the opening script cannot be found, rather than shipping a page without them', () => {
    expect(() => page({ engineModule: /nowhere/ })).toThrow(/missing/);
    expect(() => page({ openingModule: /nowhere/ })).toThrow(/missing/);
    expect(() => page({ earlyModule: /nowhere/ })).toThrow('player page: the early requests script is missing from the build');
    expect(() => page({ screenModule: /nowhere/ })).toThrow(/missing/);
    expect(() => page({ indexHtml: '<html><head></head><body></body></html>' })).toThrow(/loads no script/);
  });
});

describe('the site page (index.html)', () => {
  const site = (more: Partial<ChunkInfo> = {}) => sitePageHtml({ indexHtml: INDEX, chunks: withEarly(more), earlyModule: /\/src\/app\/early-requests\.ts$/ });

  it("writes the early requests script in ahead of the app's scripts, which it leaves as they are", () => {
    const html = site();
    expect(html).toContain('<title>Loading…</title><script>(function(e){e.asked=1})(window);</script>\n    <script type="module" crossorigin src="/assets/runtime-1.js"></script>');
    expect(html.replace(/<script>.*?<\/script>\n {4}/, '')).toBe(INDEX);
  });

  it('fails the build when the early requests script would not run as a classic script', () => {
    expect(() => site({ exports: ['start'] })).toThrow("player page: assets/early-1.js must be a classic script, without imports, exports or '</script'");
  });
});
