import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';
const proxiedPrefixes = ['/api', '/keys', '/storage', '/media', '/datalake'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: backend, changeOrigin: false }]));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { proxy },
  preview: { proxy },
});
