import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console: its own app, built to apps/console/dist and served by the server at /admin (lib/console.ts).
// Nothing here is imported by the viewer app, so none of it reaches the viewer bundle.
const backend = 'http://localhost:8080';
const SHELL_LIBRARIES = /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|react-hook-form|@hookform\/resolvers|@tanstack\/(query-core|react-query|react-table|table-core)|zod)\//;

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // The shell's libraries are one ~180 kB gzip chunk, loaded once and cached: operators work on desktops and tablets.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // The shell's libraries change less often than the console: a release keeps them cached. Libraries only a
        // feature's lazy screens use (the player, drag and drop) stay with those screens.
        codeSplitting: { groups: [{ name: 'libraries', test: SHELL_LIBRARIES }] },
      },
    },
  },
  server: { port: 5174, proxy: { '/api': { target: backend, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: backend, changeOrigin: false } } },
});
