import { describe, expect, it } from 'vitest';
import { type ChunkInfo, playerPageHtml } from './player-page';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({ fileName, facadeModuleId: null, moduleIds: [], imports: [], css: [], ...more });

const INDEX = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
  '</head><body></body></html>',
].join('');

const chunks: ChunkInfo[] = [
  chunk('assets/shell-1.js', { imports: ['assets/runtime-1.js'], css: ['assets/shell-1.css'] }),
  chunk('assets/runtime-1.js'),
  chunk('assets/watch-1.js', { facadeModuleId: '/app/src/features/watch/routes/index.tsx', imports: ['assets/shell-1.js', 'assets/kit-1.js'], css: ['assets/watch-1.css'] }),
  chunk('assets/kit-1.js', { imports: ['assets/shell-1.js'], css: ['assets/kit-1.css'] }),
  chunk('assets/hls.light-1.js', { moduleIds: ['/app/node_modules/hls.js/dist/hls.light.mjs'] }),
  chunk('assets/home-1.js', { facadeModuleId: '/app/src/features/home/routes/index.tsx', css: ['assets/home-1.css'] }),
];

const page = (input: Partial<Parameters<typeof playerPageHtml>[0]> = {}) =>
  playerPageHtml({ indexHtml: INDEX, chunks, screenModule: /\/features\/watch\/routes\/index\.tsx$/, engineModule: /\/hls\.js\/dist\/hls\.light/, base: '/', ...input });

describe('the player page', () => {
  it("announces the player screen's scripts, its style sheets and hls.js, in <head>", () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['watch-1.js', 'kit-1.js', 'hls.light-1.js']) expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    for (const file of ['watch-1.css', 'kit-1.css']) expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
  });

  it('leaves out what index.html already loads and what other screens need', () => {
    const html = page();
    expect(html.match(/shell-1\.js/g)).toHaveLength(1);
    expect(html.match(/shell-1\.css/g)).toHaveLength(1);
    expect(html).not.toContain('runtime-1.js');
    expect(html).not.toContain('home-1');
  });

  it('fails the build when the player screen or hls.js cannot be found, rather than shipping a page without them', () => {
    expect(() => page({ screenModule: /nowhere/ })).toThrow(/missing/);
    expect(() => page({ engineModule: /nowhere/ })).toThrow(/missing/);
  });
});
