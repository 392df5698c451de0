// ThinkStreet's service worker (issue 14 point 4; spec app-and-learning §7: /sw.js). The build
// (scripts/service-worker.ts) fills in BUILD, PRECACHE and PAGES, so every release is a new sw.js the
// browser notices. Rules:
// - the app shell (index.html and its entry files) is cached at install, so the app opens offline,
//   and so is every page's code, so a tab never opened opens offline too (one that fails to arrive
//   does not fail the install: it is cached when first opened, as before);
// - hashed files under /assets/ are cached the first time they load (the lessons a learner opened,
//   their chunks) and then served from the cache: their names change with their content;
// - a page navigation goes to the network first, then falls back to its cached copy or the shell;
// - the API, the market stream and the docs are never cached (the app keeps its own queue);
// - a new version waits until the page asks it to take over (the "Refresh" toast), never forced.
const BUILD = '__BUILD__';
const PRECACHE = /*__PRECACHE__*/ [];
const PAGES = /*__PAGES__*/ [];
const SHELL = '/index.html';
const CACHE = `thinkstreet-${BUILD}`;

/** How a GET request of this origin is answered: 'network' (not cached), 'page', 'asset' or 'static'. */
function strategyFor(url, mode) {
  if (/^\/(api|market-data|docs|health)(\/|$)/.test(url.pathname) || url.pathname === '/sw.js')
    return 'network';
  if (mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'static';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([SHELL, ...PRECACHE]);
      await Promise.allSettled(PAGES.map((path) => cache.add(path)));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Earlier releases' caches go; this release's lesson chunks are fetched as they open.
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith('thinkstreet-') && name !== CACHE);
      const current = await caches.open(CACHE);
      for (const name of old) {
        // Keep what the learner opened before (hashed files never change) so it stays offline.
        const previous = await caches.open(name);
        for (const request of await previous.keys())
          if (new URL(request.url).pathname.startsWith('/assets/') && !(await current.match(request)))
            await current.put(request, await previous.match(request));
        await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkThenCache(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) || (fallback && (await cache.match(fallback)));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const strategy = strategyFor(url, request.mode);
  if (strategy === 'network') return;
  if (strategy === 'asset') event.respondWith(fromCacheOrNetwork(request));
  else if (strategy === 'page') event.respondWith(networkThenCache(request, SHELL));
  else event.respondWith(networkThenCache(request));
});
