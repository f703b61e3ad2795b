import { defineConfig } from 'vitest/config';

// One runner, eight projects: `npm run test:unit` / `test:integration` pick them by name.
export default defineConfig({
  test: {
    // Four files at once on a 2-core machine: most of a file's time is spent waiting (the sandbox's settling delay,
    // PostgreSQL, child processes), so two workers left the cores half idle (12.4 min against 6.4 min with four).
    maxWorkers: 4,
    projects: [
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server-unit', root: './apps/server', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-integration',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Generous: with four files at once on two slow cores, a test that makes video with ffmpeg (a demo
          // ladder, a transcode) can take several times what it takes alone, and a timeout there is no finding.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      'packages/client/vitest.config.ts',
      'apps/web/vitest.config.{ts,mts}',
      'apps/console/vitest.config.ts',
    ],
  },
});
