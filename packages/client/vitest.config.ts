import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A first render pays for loading React, react-hook-form and zod: on a busy 2-core machine that is seconds.
    testTimeout: 20_000,
  },
});
