import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Every server test file but these shares its worker's modules with the files before it (`isolate: false`): each file
 * builds its own app and database, and loading Fastify, the AWS SDK and the rest once per worker instead of once per
 * file took the server's files 37 % (integration) and 62 % (unit) less time. Files that replace a module with
 * `vi.mock` need a module registry of their own, and run isolated in `server-mocks` (scripts/vitest-isolation.test.ts
 * keeps this list whole).
 */
export const MOCKING_SERVER_TESTS = ['src/modules/auth/password.test.ts', 'test/viewer-endpoint-definitions.test.ts'];

// Generous: with four files at once on two slow cores, a test that makes video with ffmpeg (a demo ladder, a
// transcode) can take several times what it takes alone, and a timeout there is no finding.
const integrationTimeouts = { testTimeout: 90_000, hookTimeout: 120_000 };

/**
 * Files that run far longer than the rest, first. Without a record of earlier runs (a clean install, as in CI) Vitest
 * starts the larger files first, and the demo media's file, short but two minutes of ffmpeg, started at 735 s of an
 * 865 s run and was all that still ran for its last two minutes.
 */
export const LONG_TEST_FILES = ['apps/server/test/media-demo-job.test.ts'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_TEST_FILES.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

// One runner, its projects picked by name by `npm run test:unit` (with the three `*-mocks`) and `test:integration`.
export default defineConfig({
  test: {
    // Four files at once on a 2-core machine: most of a file's time is spent waiting (the sandbox's settling delay,
    // PostgreSQL, child processes), so two workers left the cores half idle (12.4 min against 6.4 min with four).
    maxWorkers: 4,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server-unit', root: './apps/server', include: ['src/**/*.test.ts'], exclude: MOCKING_SERVER_TESTS, environment: 'node', isolate: false } },
      {
        test: {
          name: 'server-integration',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          exclude: MOCKING_SERVER_TESTS,
          isolate: false,
          environment: 'node',
          ...integrationTimeouts,
        },
      },
      { test: { name: 'server-mocks', root: './apps/server', include: MOCKING_SERVER_TESTS, environment: 'node', ...integrationTimeouts } },
      'packages/client/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocks.config.ts',
      'apps/console/vitest.config.ts',
      'apps/console/vitest.mocks.config.ts',
    ],
  },
});
