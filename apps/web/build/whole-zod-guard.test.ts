import { describe, expect, it } from 'vitest';
import { refuseWholeZod } from './whole-zod-guard';

const ZOD = '/app/node_modules/zod/index.js';
const CONTRACT = '/app/packages/contracts/src/endpoints/viewer/notifications.ts';
const SCHEMAS = ['/app/node_modules/zod/v4/classic/schemas.js', '/app/node_modules/zod/v4/core/core.js', '/app/node_modules/zod/v4/locales/en.js'];
const WHOLE = [...SCHEMAS, '/app/node_modules/zod/v4/locales/index.js', '/app/node_modules/zod/v4/locales/de.js', '/app/node_modules/zod/v4/locales/fr-CA.js'];

const context = (dynamicallyImportedIds: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => ({ dynamicallyImportedIds: dynamicallyImportedIds[id] ?? [] }),
  error: (message: string) => {
    throw new Error(message);
  },
});
const PROBLEM =
  "the build carries all of Zod, every language's messages included (~60 kB gzip more, parsed on every page once idle): an import('zod'), or its namespace used as a value, keeps every export; import schemas from a contracts module instead";

describe('the whole-Zod guard', () => {
  it("fails the build naming the module that imports Zod dynamically, when other languages' messages are bundled", () => {
    expect(() => refuseWholeZod(context({ [CONTRACT]: [ZOD] }), [CONTRACT, ZOD, ...WHOLE])).toThrow(`${PROBLEM}:\n  ${CONTRACT} imports ${ZOD} dynamically`);
  });

  it('fails the build even when it cannot tell the way in', () => {
    expect(() => refuseWholeZod(context({}), [CONTRACT, ZOD, ...WHOLE])).toThrow(PROBLEM);
  });

  it('lets through a build with only the schemas the app names and English messages', () => {
    expect(() => refuseWholeZod(context({}), [CONTRACT, ZOD, ...SCHEMAS])).not.toThrow();
  });
});
