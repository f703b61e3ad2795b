import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { reactBoundPackages } from './build/react-bound-packages';
import { reactOnPreact } from './build/react-on-preact';

/**
 * Most test files share their worker's modules and page (`isolate: false`): a fresh jsdom and module graph per file was
 * most of this project's time (217 s against 48 s alone). These need a module registry of their own and run isolated in
 * `web-mocks` (vitest.mocks.config.ts): the files that replace a module with `vi.mock` (scripts/vitest-isolation.test.ts
 * keeps that part of the list whole), and two that fail after other files in a shared module state (which state, not
 * yet found): the navigation rules' (the temporary-password redirect stays on the earlier page), and the player page's
 * first script's, which counts every request the page's `fetch` sees and failed once in ten shared runs, passing alone.
 */
export const MOCKING_TESTS = [
  'src/app/opening.test.ts',
  'src/components/score/score.test.tsx',
  'src/features/auth/social-login.test.tsx',
  'src/features/buy/stripe-checkout.test.tsx',
  'src/features/chat/chat-panel.test.tsx',
  'src/features/home/components/live-now.test.tsx',
  'src/features/profile/clips.test.tsx',
  'src/features/share/share.test.tsx',
  'src/features/watch/live-dvr.test.tsx',
  'src/features/watch/live-slate.test.tsx',
  'src/features/watch/live-state.test.tsx',
  'src/features/watch/player-markers.test.tsx',
  'src/features/watch/player-menus.test.tsx',
  'src/features/watch/player/media-chrome-elements.test.ts',
  'src/features/watch/player/opening-page.test.ts',
  'src/features/watch/player/stream-engine.test.ts',
  'src/features/watch/resume-watching.test.tsx',
  'src/features/watch/score-bug.test.tsx',
  'src/features/watch/stream-limit.test.tsx',
  'src/features/watch/watch.test.tsx',
  'src/lib/use-live-state.test.tsx',
];
export const STATEFUL_TESTS = ['src/lib/navigation-rules.test.tsx', 'src/app/early-requests.player.test.ts', 'src/app/early-requests.site.test.ts', 'src/first-screen/render.test.tsx'];

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
  // A file that renders as the server does (`@vitest-environment node`) resolves packages as the app does too: the
  // server renders the same build of each (vite.first-screen.config.ts bundles them through the same aliases).
  ssr: { resolve: { conditions: [...defaultClientConditions] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MOCKING_TESTS, ...STATEFUL_TESTS],
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Libraries written for React run through the same aliases as the app's own code, so tests render with Preact too.
    // So does Preact's server renderer (src/first-screen), which must render with the app's copy of Preact.
    server: {
      deps: {
        inline: [...reactBoundPackages(fileURLToPath(new URL('.', import.meta.url))), 'preact-render-to-string'].map((name) => new RegExp(`/node_modules/${escapeForRegExp(name)}/`)),
      },
    },
    // Tests that render the whole app take seconds on a busy 2-core machine; vitest's 5 s would fail them there.
    testTimeout: 20_000,
  },
});
