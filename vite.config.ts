import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress';
import { prerenderPlugin } from './scripts/prerender';
import { serviceWorkerPlugin } from './scripts/service-worker';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/market-data': api, '/health': api, '/docs': api },
  },
});
