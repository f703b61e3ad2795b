import type { Plugin } from 'vite';

/** Zod's error texts in other languages: the build keeps them only when Zod's whole namespace became a value. */
const OTHER_LOCALES = /\/node_modules\/zod\/v4\/locales\/(?!en\.js$|index\.js$)[^/]+\.js$/;
const ZOD_ENTRY = /\/node_modules\/zod\/(index|v4\/index|v4\/classic\/index)\.js$/;

/** What the guard reads of the build (a plugin's context). */
interface GuardContext {
  getModuleInfo(id: string): { dynamicallyImportedIds: readonly string[] } | null;
  error(message: string): never;
}

/** Fails the build when `moduleIds` carry every export of Zod, naming the modules that import Zod dynamically. */
export function refuseWholeZod(context: GuardContext, moduleIds: string[]): void {
  if (!moduleIds.some((id) => OTHER_LOCALES.test(id))) return;
  const waysIn = moduleIds.flatMap((id) => (context.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((imported) => ZOD_ENTRY.test(imported)).map((imported) => `${id} imports ${imported} dynamically`));
  const problem = "the build carries all of Zod, every language's messages included (~60 kB gzip more, parsed on every page once idle): an import('zod'), or its namespace used as a value, keeps every export; import schemas from a contracts module instead";
  context.error(waysIn.length > 0 ? `${problem}:\n  ${waysIn.join('\n  ')}` : problem);
}

/**
 * Zod's `z` is a namespace: a bundler keeps only the schemas the app's modules name, unless the namespace itself
 * becomes a value (an `import('zod')` answers with it), when every export stays, with Zod's error texts in some 40
 * languages. A single dynamic import did that once, and only the chunk sizes showed it.
 */
export function wholeZodGuard(): Plugin {
  return {
    name: 'ott:whole-zod-guard',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
      refuseWholeZod(this, moduleIds);
    },
  };
}
