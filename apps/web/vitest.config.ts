import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { reactBoundPackages } from './build/react-bound-packages';
import { reactOnPreact } from './build/react-on-preact';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export default defineProject({
  plugins: [react()],
  resolve: {
    // The build's own conditions (Vite's for the browser): packages resolve to the ES module builds the app ships, not
    // to CommonJS builds that would require('react') past the aliases.
    conditions: [...defaultClientConditions],
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
    server: { deps: { inline: reactBoundPackages(fileURLToPath(new URL('.', import.meta.url))).map((name) => new RegExp(`/node_modules/${escapeForRegExp(name)}/`)) } },
    // Tests that render the whole app take seconds on a busy 2-core machine; vitest's 5 s would fail them there.
    testTimeout: 20_000,
  },
});
