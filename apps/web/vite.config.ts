import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { landingPageGuard, playerScreenGuard } from './build/landing-page-guard';
import { playerPage } from './build/player-page';
import { reactOnPreact } from './build/react-on-preact';
import { reactRouterProductionBuild } from './build/react-router-production';
import { wholeZodGuard } from './build/whole-zod-guard';

const backend = 'http://localhost:8080';
// The home screen and the catalogue pieces it shares with the other screens (event cards, state messages, the data
// hook) travel in the shell: the landing page, the most common first screen, then makes one request for its code, and
// saves the ~0.5 kB gzip a chunk of its own cost. Other first screens carry the home screen's ~2 kB gzip in exchange.
const HOME_AND_CATALOGUE = /\/src\/(features\/home\/(routes|api|components\/(HeroCarousel|HomeSections))|components\/(events\/|content\/RegionNotice|ui\/StateMessages)|lib\/(event-|use-api-data|query-client|use-auto-advance|format|categories))/;
const SHELL_LIBRARIES = /\/node_modules\/(preact|react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/(query-core|react-query))\//;
// Start-up code (main.tsx only imports it): with it, everything it statically imports, i.e. the whole shell.
const APP_SHELL = /\/src\/app\/start\.tsx$/;
// What the player pages' opening script runs, in one chunk beside its entry: the opening page (a group takes a module's
// imports with it: the event, preroll and stream engine code) and what it shares with the shell, out of the shell
// chunk so that the opening script need not wait for the shell to download and run: the API client (one instance for
// both, with the kit's core under it) and Vite's preload helper (docs/decisions/0032-player-pages-play-before-the-app.md).
// One chunk, not four: a player page's first requests then leave HTTP/1.1's six connections to the event and hls.js,
// at the price of the opening page's code (~5 kB gzip) on the landing page, which loads the API client from it
// (docs/decisions/0105-opening-scripts-in-one-chunk.md).
const SHARED_WITH_OPENING = /(\/src\/lib\/(api|api-call|api-client|api-endpoints|endpoint-client|key-store|storage|config|requested-channel|preview-frame|early-responses)\.ts|\/packages\/client\/src\/(api-error|endpoint-call|error-body|transport)\.ts|\/packages\/contracts\/src\/(endpoint|endpoints\/viewer\/events)\.ts|vite\/preload-helper\.js)$/;
const OPENING_PAGE = /\/src\/features\/watch\/player\/opening-page\.ts$/;
const OPENING_SCRIPT = /\/src\/app\/opening\.ts$/;
const EARLY_REQUESTS = /\/src\/app\/early-requests\.ts$/;
// Libraries only later screens use (forms, checkout, the player, page texts); the build fails if the landing page's
// scripts carry one. Zod arrives with any value import from a contracts module that defines schemas; react-i18next is
// the console's (the viewer translates with its own hook, lib/i18n-react.ts).
const LATER_SCREENS_ONLY = /\/node_modules\/(zod|react-i18next|react-hook-form|@hookform\/resolvers|@stripe\/[^/]+|hls\.js|media-chrome|markdown-to-jsx)\//;
// The player screen, which player pages fetch as the app starts, and the chat beside its player: they must not carry
// what only checks input (Zod checks the clip form, which loads when opened, and a live chat's events).
const PLAYER_SCREEN = /\/src\/features\/watch\/routes\/index\.tsx$/;
const CHAT_PANEL = /\/src\/features\/chat\/index\.ts$/;
// What checks input (forms, a live chat's events): loaded with the part that needs it.
const INPUT_CHECKS = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//;
const proxiedPrefixes = ['/api', '/keys', '/storage', '/media', '/datalake'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: backend, changeOrigin: false }]));

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    landingPageGuard(LATER_SCREENS_ONLY),
    playerScreenGuard([PLAYER_SCREEN, CHAT_PANEL], INPUT_CHECKS),
    wholeZodGuard(),
    // A player page opened from a shared link or an embed runs only the opening script, which starts the stream first.
    playerPage({ engineModule: /\/hls\.js\/dist\/hls\.light/, openingModule: OPENING_SCRIPT, earlyModule: EARLY_REQUESTS, screenModule: PLAYER_SCREEN }),
    // Compressed once at build time; the server sends the .br or .gz copy the browser accepts (lib/spa.ts).
    compression({
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', {})],
    }),
  ],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the es2022 target covers preloads modules natively; the polyfill would only cost bytes.
    modulePreload: {
      polyfill: false,
      // A lazy screen preloads only its style sheets, so it never paints unstyled. Its shared script chunks load
      // when it runs (one round trip later): listing them in the shell cost ~0.4 kB of the landing page's budget.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      // The opening script and the early requests are entries of their own: watch.html runs the opening script, and both
      // pages carry the early requests written in (build/player-page.ts).
      input: { index: 'index.html', opening: 'src/app/opening.ts', early: 'src/app/early-requests.ts' },
      output: {
        codeSplitting: {
          groups: [
            // Ahead of the shell group, which would otherwise take these with start.tsx's dependencies.
            { name: 'opening-page', test: (id: string) => SHARED_WITH_OPENING.test(id) || OPENING_PAGE.test(id), priority: 2 },
            // Libraries, app shell and home screen as one chunk. Apart, the libraries stayed cached across releases, but
            // Rolldown split the entry into several small common chunks as soon as lazy screens imported shell
            // modules (the session, the API client): one chunk is ~1.5 kB gzip smaller on the landing page
            // (docs/decisions/0021-one-shell-chunk.md). Named, so a library only a later screen needs never
            // lands on the landing page.
            { name: 'shell', test: (id: string) => SHELL_LIBRARIES.test(id) || APP_SHELL.test(id) || HOME_AND_CATALOGUE.test(id) },
            // Layout pieces most screens share, each a few hundred bytes: one request instead of three.
            { name: 'screen-kit', test: /\/src\/components\/ui\/(PageLayout|Spinner|VideoFrame)\.tsx$/ },
          ],
        },
      },
    },
  },
  resolve: { alias: reactOnPreact },
  server: { proxy },
  preview: { proxy },
});
