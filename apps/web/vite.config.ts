import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';
// The home screen and the catalogue pieces it shares with the other screens (event cards, state
// messages, the data hook) travel as one chunk: the landing page then makes one request for its code.
const HOME_AND_CATALOGUE = /\/src\/(features\/home\/(routes|api|components\/(HeroCarousel|HomeSections))|components\/(events\/|content\/RegionNotice|ui\/StateMessages)|lib\/(event-|use-api-data|use-auto-advance|format|categories))/;
const SHELL_LIBRARIES = /\/node_modules\/(react|react-dom|scheduler|react-router|i18next)\//;
const ALWAYS_LOADED = /\/(vendor|rolldown-runtime)-[\w-]+\.js$/;
const proxiedPrefixes = ['/api', '/keys', '/storage', '/media', '/datalake'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: backend, changeOrigin: false }]));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the es2022 target covers preloads modules natively; the polyfill would only cost bytes.
    modulePreload: {
      polyfill: false,
      // A lazy screen preloads its own chunks only: the page has already loaded the libraries and the runtime.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'home', test: HOME_AND_CATALOGUE, includeDependenciesRecursively: false },
            // The shell's libraries change far less often than the app: their own chunk stays cached across
            // releases. Named, so a library only a later screen needs never lands on the landing page.
            { name: 'vendor', test: SHELL_LIBRARIES },
            // Layout pieces most screens share, each a few hundred bytes: one request instead of three.
            { name: 'screen-kit', test: /\/src\/components\/ui\/(PageLayout|Spinner|VideoFrame)\.tsx$/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
