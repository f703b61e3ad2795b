import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './build/react-on-preact';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['module', 'browser', 'development'],
    alias: [
      // Its CommonJS build would require React itself, past the aliases: the ES module build goes through them.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...reactOnPreact,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Libraries written for React run through the same aliases as the app's own code, so tests render with Preact too.
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /react-hook-form/, /@hookform\/resolvers/, /@stripe\/react-stripe-js/, /markdown-to-jsx/, /media-chrome/] } },
    // Tests that render the whole app take seconds on a busy 2-core machine; vitest's 5 s would fail them there.
    testTimeout: 20_000,
  },
});
