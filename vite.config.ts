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
    // Module preloads only for what the HTML loads (the entry and its chunks). Left on for dynamic
    // imports, every lazy part of a page (the Simulator has twelve) added preload links for its
    // chunks' dependencies as it was asked for, and those requests shared the first load's bandwidth
    // and main thread with the page's own code (issue 14; figures in bench/web/README.md). A lazy
    // part now fetches its imports when its chunk runs, one round trip later, after the page.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Fewer, not smaller, files on a route's first load (issue 14): left to itself the bundler made a
    // chunk for every set of routes sharing a module, so /dashboard fetched 36 files, ten of them a
    // single 1 KB icon, and on HTTP/1.1 (six connections) each round of them costs a phone a round
    // trip. The entry's modules make one file, and the icons the routes use another (5 KB gzipped).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/market-data': api, '/health': api, '/docs': api },
  },
});
