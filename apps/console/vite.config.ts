import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console: its own app, built to apps/console/dist and served by the server at /admin (lib/console.ts).
// Nothing here is imported by the viewer app, so none of it reaches the viewer bundle.
const backend = 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { port: 5174, proxy: { '/api': { target: backend, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: backend, changeOrigin: false } } },
});
