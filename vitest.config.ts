import { defineConfig } from 'vitest/config';

// One runner, seven projects: `npm run test:unit` / `test:integration` pick them by name.
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.{ts,mts}',
      'apps/console/vitest.config.ts',
    ],
  },
});
