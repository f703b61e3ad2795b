import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

describe('the failures repeated at the end of npm test', () => {
  it('names each failed Vitest test with its file and the first line of its error, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/server/test/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'works' },
            { status: 'failed', fullName: 'clips › turns ready', failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x'] },
            { status: 'failed', fullName: 'clips › waits', duration: 30012.4, failureMessages: ['Error: STACK_TRACE_ERROR\n    at task (runner.js:1:1)'] },
          ],
        },
        { name: '/repo/apps/web/src/b.test.tsx', status: 'failed', message: 'SyntaxError: bad import\nmore', assertionResults: [] },
        { name: '/repo/apps/web/src/c.test.tsx', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'apps/server/test/a.test.ts › clips › turns ready: AssertionError: expected 1 to be 2',
      'apps/server/test/a.test.ts › clips › waits: timed out after 30012 ms',
      'apps/web/src/b.test.tsx: SyntaxError: bad import',
    ]);
  });

  it('names each unexpected Playwright result by its titles and project, and a global error', () => {
    const report = {
      suites: [
        {
          title: 'clips.spec.ts',
          specs: [
            { title: 'ok', tests: [{ status: 'expected', projectName: 'chromium', results: [] }] },
            { title: 'retried', tests: [{ status: 'flaky', projectName: 'chromium', results: [] }] },
          ],
          suites: [
            {
              title: 'clips',
              specs: [
                {
                  title: 'a clip turns ready',
                  tests: [{ status: 'unexpected', projectName: 'chromium', results: [{ error: { message: 'Timeout 30000ms exceeded.\nCall log' } }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: web server exited' }],
    };
    expect(playwrightFailures(report)).toEqual([
      'clips.spec.ts › clips › a clip turns ready (chromium): Timeout 30000ms exceeded.',
      'browser journeys: Error: web server exited',
    ]);
  });

  it('has nothing to say about a report without failures or without a report', () => {
    expect(vitestFailures(null, '/repo')).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
  });
});
