import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactOnPreact } from './build/react-on-preact';
import { reactRouterProductionBuild } from './build/react-router-production';

// The landing page's first screen, rendered by the server (src/first-screen/render.tsx, docs/decisions/0093): one
// self-contained module, libraries included, so the server needs none of the web app's packages to run it.
export default defineConfig({
  plugins: [react(), reactRouterProductionBuild()],
  resolve: { alias: reactOnPreact },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/first-screen/render.tsx',
    outDir: 'dist-first-screen',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
  },
});
