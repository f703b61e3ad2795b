import { defineConfig } from 'vitest/config';

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

// One runner, its projects picked by name by `npm run test:unit` (with the three `*-mocks`) and `test:integration`.
export default defineConfig({
  test: {
    // Four files at once on a 2-core machine: most of a file's time is spent waiting (the sandbox's settling delay,
    // PostgreSQL, child processes), so two workers left the cores half idle (12.4 min against 6.4 min with four).
    maxWorkers: 4,
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
