import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';
// The home screen and the catalogue pieces it shares with the other screens (event cards, state
// messages, the data hook) travel as one chunk: the landing page then makes one request for its code.
const HOME_AND_CATALOGUE = /\/src\/(features\/home\/(routes|api|components\/(HeroCarousel|HomeSections))|components\/(events\/|content\/RegionNotice|ui\/StateMessages)|lib\/(event-|use-api-data|use-auto-advance|format|categories))/;
const proxiedPrefixes = ['/api', '/keys', '/storage', '/media', '/datalake'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: backend, changeOrigin: false }]));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the es2022 target covers preloads modules natively; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'home', test: HOME_AND_CATALOGUE, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
