import { describe, expect, it } from 'vitest';

/**
 * Screens and components never call the console's `api` client themselves: each call lives in its feature's `api.ts`
 * (or `api/`), where it names its endpoint definition. `lib/` (the client and the endpoint layer) and tests are exempt.
 */
/** Every source file of the console, by its path from src/ (`features/media/api.ts`). */
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../**/*.ts', '../**/*.tsx'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [path.replace(/^\.\.\//, '').replace(/^\.\//, 'lib/'), text]),
);
const DIRECT_CALL = /\bapi\.(get|post|put|patch|delete|list|upload)\s*[<(]/g;

function directApiCalls(source: string): string[] {
  return [...source.matchAll(DIRECT_CALL)].map((match) => match[0].replace(/\s*[<(]$/, ''));
}

const isExempt = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('lib/') || path.startsWith('test/') || /(^|\/)api\.ts$/.test(path) || /(^|\/)api\/[^/]+\.ts$/.test(path);

describe('the console’s API boundary', () => {
  it('finds a direct call, typed or not, and not a mention of another object', () => {
    expect(directApiCalls("const a = await api.get<AdminEvent>('/x'); api.post('/y', {}); myapi.list('/z'); call(api, x)")).toEqual(['api.get', 'api.post']);
  });

  it('has no screen or component calling `api` outside a feature’s api files and lib/', () => {
    expect(Object.keys(SOURCES)).toContain('features/media/screens/LibraryScreen.tsx');
    const offenders = Object.entries(SOURCES)
      .filter(([path, text]) => !isExempt(path) && directApiCalls(text).length > 0)
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
