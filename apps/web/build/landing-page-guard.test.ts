import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { landingPageGuard, landingPageModules, playerScreenGuard, modulesOfScreen } from './landing-page-guard';
import type { ChunkInfo } from './player-page';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): ChunkInfo => ({ fileName, facadeModuleId: null, moduleIds, imports });

const INDEX = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/runtime-1.js"></script>',
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/preloaded-1.js">',
  '</head><body></body></html>',
].join('');

const chunks: ChunkInfo[] = [
  chunk('assets/runtime-1.js', ['\0rolldown/runtime.js']),
  chunk('assets/shell-1.js', ['/app/src/app/start.tsx', '/app/node_modules/react/index.js'], ['assets/runtime-1.js', 'assets/api-1.js']),
  chunk('assets/api-1.js', ['/app/src/lib/api.ts']),
  chunk('assets/preloaded-1.js', ['/app/src/app/preloaded.ts']),
  // A lazy screen: the shell reaches it by a dynamic import only, which is not in `imports`.
  chunk('assets/checkout-1.js', ['/app/src/features/buy/routes/index.tsx', '/app/node_modules/zod/index.js'], ['assets/shell-1.js']),
];

describe("the landing page's modules", () => {
  it("are the modules of the scripts index.html loads or preloads and of the chunks they statically import, not a lazy screen's", () => {
    expect(landingPageModules({ indexHtml: INDEX, chunks, base: '/' }).sort()).toEqual(
      ['\0rolldown/runtime.js', '/app/node_modules/react/index.js', '/app/src/app/preloaded.ts', '/app/src/app/start.tsx', '/app/src/lib/api.ts'].sort(),
    );
  });

  it('are read under the build base', () => {
    const indexHtml = INDEX.replaceAll('"/assets/', '"/app/assets/');
    expect(landingPageModules({ indexHtml, chunks, base: '/app/' })).toContain('/app/src/lib/api.ts');
  });

  it('fail the build when index.html loads no script of the build, rather than checking nothing', () => {
    expect(() => landingPageModules({ indexHtml: '<html><script type="module" src="/assets/gone.js"></script></html>', chunks, base: '/' })).toThrow(
      'landing page guard: index.html loads no script of this build',
    );
  });
});

type GenerateBundle<Context> = (this: Context, options: object, bundle: OutputBundle) => void;

const guardContext = (importedIds: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => ({ importedIds: importedIds[id] ?? [] }),
  error: (message: string) => {
    throw new Error(message);
  },
});

describe('the landing page guard', () => {
  const ZOD = '/app/node_modules/zod/index.js';
  const REPORTER = '/app/packages/contracts/src/client-errors.ts';

  function runGuard(shellModules: string[], importedIds: Record<string, string[]>): void {
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
      ...Object.fromEntries(
        chunks.map((c) => [c.fileName, { type: 'chunk', ...c, moduleIds: c.fileName === 'assets/shell-1.js' ? [...c.moduleIds, ...shellModules] : c.moduleIds }]),
      ),
    } as unknown as OutputBundle;
    const context = guardContext(importedIds);
    const hook = landingPageGuard(/\/node_modules\/zod\//).generateBundle as GenerateBundle<typeof context>;
    hook.call(context, {}, bundle);
  }

  it('fails the build naming the module that brings a later-screens library to the landing page', () => {
    expect(() => runGuard([REPORTER, ZOD], { [REPORTER]: [ZOD] })).toThrow(
      `the landing page's scripts carry libraries only later screens need (import them lazily, or types only):\n  ${REPORTER} imports ${ZOD}`,
    );
  });

  it("lets the build through when the library is only in a lazy screen's chunk", () => {
    expect(() => runGuard([REPORTER], { [REPORTER]: [] })).not.toThrow();
  });
});

describe('the player screen guard', () => {
  const ZOD = '/app/node_modules/zod/index.js';
  const SCREEN = '/app/src/features/watch/routes/index.tsx';
  const GATE = '/app/src/features/watch/components/StreamGate.tsx';
  const DEVICES = '/app/packages/contracts/src/devices.ts';
  const FORM = '/app/src/features/watch/components/clip/ClipPanel.tsx';
  const screenChunks = (gateModules: string[]): ChunkInfo[] => [
    ...chunks,
    { fileName: 'assets/routes-1.js', facadeModuleId: SCREEN, moduleIds: [SCREEN], imports: ['assets/shell-1.js', 'assets/gate-1.js'] },
    chunk('assets/gate-1.js', [GATE, ...gateModules]),
    // The clip form, loaded when opened: the screen reaches it by a dynamic import only.
    { fileName: 'assets/ClipPanel-1.js', facadeModuleId: FORM, moduleIds: [FORM, ZOD], imports: ['assets/routes-1.js'] },
  ];

  function runGuard(gateModules: string[], importedIds: Record<string, string[]>): void {
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
      ...Object.fromEntries(screenChunks(gateModules).map((c) => [c.fileName, { type: 'chunk', ...c }])),
    } as unknown as OutputBundle;
    const context = guardContext(importedIds);
    const hook = playerScreenGuard([/\/src\/features\/watch\/routes\/index\.tsx$/], /\/node_modules\/zod\//).generateBundle as GenerateBundle<typeof context>;
    hook.call(context, {}, bundle);
  }

  it("reads the screen's chunk and the chunks it statically imports, not a form it loads when opened", () => {
    expect(modulesOfScreen(screenChunks([]), /\/routes\/index\.tsx$/).sort()).toEqual(
      [SCREEN, GATE, '\0rolldown/runtime.js', '/app/node_modules/react/index.js', '/app/src/app/start.tsx', '/app/src/lib/api.ts'].sort(),
    );
  });

  it('fails the build naming the module that brings an input-checking library to the player screen', () => {
    expect(() => runGuard([DEVICES, ZOD], { [GATE]: [DEVICES], [DEVICES]: [ZOD] })).toThrow(
      `the player screen's scripts carry libraries only its forms and live chat need (load those lazily, or import types only):\n  ${DEVICES} imports ${ZOD}`,
    );
  });

  it('lets the build through when only the lazily loaded form carries it', () => {
    expect(() => runGuard([], { [FORM]: [ZOD] })).not.toThrow();
  });

  it('fails the build when the screen is missing, rather than checking nothing', () => {
    expect(() => modulesOfScreen(chunks, /\/routes\/index\.tsx$/)).toThrow('screen guard: no chunk of this build starts at /\\/routes\\/index\\.tsx$/');
  });
});
