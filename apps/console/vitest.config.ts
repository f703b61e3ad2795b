import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files share their worker's modules and page (`isolate: false`), but for these, which replace a module with
 * `vi.mock` and run isolated in `console-mocks` (vitest.mocks.config.ts; scripts/vitest-isolation.test.ts keeps the list
 * whole).
 */
export const MOCKING_TESTS = [
  'src/features/analytics/components/RevenuePanel.test.tsx',
  'src/features/analytics/components/TimeChart.test.tsx',
  'src/features/analytics/screens/AnalyticsScreen.test.tsx',
  'src/features/catalogue/components/PreviewPlayer.test.tsx',
];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Tests that render the whole app take seconds on a busy 2-core machine; vitest's 5 s would fail them there.
    testTimeout: 20_000,
  },
});
