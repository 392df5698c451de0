import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../../scripts/bundle-budget';
import { fillServiceWorker, pageFiles, shellFiles } from '../../../scripts/service-worker';
import { isMidLesson, whenNotInLesson } from './serviceWorker';

// The real public/sw.js, filled in as the build does, run in a sandbox with an in-memory Cache
// Storage and a fetch we control (issue 14 point 4: caching and update rules).

const ORIGIN = 'https://thinkstreet.test';
const indexHtml =
  '<script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/react-B2.js"><link rel="stylesheet" href="/assets/index-C3.css">';
// The build's manifest: the entry loads two pages lazily; the dashboard loads a chart lazily in turn.
const manifest: Manifest = {
  'main.tsx': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react'],
    dynamicImports: ['Dash.tsx', 'Trade.tsx'],
  },
  _react: { file: 'assets/react-B2.js' },
  'Dash.tsx': {
    file: 'assets/Dash-D1.js',
    imports: ['_shared', '_react'],
    dynamicImports: ['Chart.tsx'],
    css: ['assets/Dash-D2.css'],
  },
  'Trade.tsx': { file: 'assets/Trade-T1.js', imports: ['_shared'] },
  _shared: { file: 'assets/shared-S1.js' },
  'Chart.tsx': { file: 'assets/Chart-X1.js' },
};

type Req = { url: string; method: string; mode: string };
const req = (path: string, mode = 'cors', method = 'GET'): Req => ({ url: `${ORIGIN}${path}`, method, mode });
const keyOf = (r: Req | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;

function worker(html = indexHtml, missing: string[] = []) {
  const stores = new Map<string, Map<string, Response>>();
  const cacheFor = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (r: Req | string) => store.get(keyOf(r))?.clone(),
      put: async (r: Req | string, res: Response) => void store.set(keyOf(r), res),
      keys: async () => [...store.keys()].map((p) => req(p)),
      // As the real Cache API: a failed response rejects, and addAll stores all or nothing.
      add: async (p: string) => {
        const res = await network(req(p));
        if (!res.ok) throw new TypeError(`Request failed: ${res.status}`);
        store.set(p, res);
      },
      addAll: async (paths: string[]) => {
        const answers = await Promise.all(paths.map((p) => network(req(p))));
        if (answers.some((res) => !res.ok)) throw new TypeError('Request failed');
        for (const [i, p] of paths.entries()) store.set(p, answers[i]!);
      },
    };
  };
  let online = true;
  const fetched: string[] = [];
  const network = vi.fn(async (r: Req) => {
    fetched.push(keyOf(r));
    if (!online) throw new TypeError('Failed to fetch');
    if (missing.includes(keyOf(r))) return new Response('', { status: 404 });
    return new Response(`network ${keyOf(r)}`, { status: 200 });
  });
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => {
      listeners[type] = fn;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const caches = {
    open: async (name: string) => cacheFor(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const source = readFileSync(resolve(import.meta.dirname, '../public/sw.js'), 'utf8');
  runInNewContext(fillServiceWorker(source, html, manifest), {
    self,
    caches,
    fetch: network,
    URL,
    Response,
    console,
  });
  const lifecycle = async (type: string) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** Dispatches a fetch; answers the worker's response, or undefined when it lets the request pass. */
  const get = async (r: Req) => {
    let answer: Promise<Response> | undefined;
    listeners.fetch!({ request: r, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer ? await answer : undefined;
  };
  return {
    stores,
    self,
    fetched,
    lifecycle,
    get,
    message: (data: unknown) => listeners.message!({ data }),
    setOnline: (value: boolean) => (online = value),
  };
}

describe('the service worker', () => {
  it('caches the app shell, its entry files and every page’s code at install', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    const [name, store] = [...sw.stores][0]!;
    expect(name).toMatch(/^thinkstreet-[0-9a-f]{12}$/);
    const shell = ['/assets/index-A1.js', '/assets/index-C3.css', '/assets/react-B2.js', '/index.html'];
    const pages = [
      '/assets/Dash-D1.js',
      '/assets/Dash-D2.css',
      '/assets/Trade-T1.js',
      '/assets/shared-S1.js',
    ];
    expect([...store.keys()].sort()).toEqual([...shell, ...pages].sort());
  });

  it('opens a page never opened offline, from the code cached at install', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    sw.setOnline(false);
    expect(await (await sw.get(req('/assets/Trade-T1.js')))!.text()).toBe('network /assets/Trade-T1.js');
    // A page's own lazy parts (here the dashboard's chart) are cached when first loaded, not before.
    await expect(sw.get(req('/assets/Chart-X1.js'))).rejects.toThrow('Failed to fetch');
  });

  it('installs even when a page’s file does not arrive, and fetches that one when it is opened', async () => {
    const sw = worker(indexHtml, ['/assets/Trade-T1.js']);
    await sw.lifecycle('install');
    const store = [...sw.stores.values()][0]!;
    expect(store.has('/index.html')).toBe(true);
    expect(store.has('/assets/Dash-D1.js')).toBe(true);
    expect(store.has('/assets/Trade-T1.js')).toBe(false);
  });

  it('a shell file that does not arrive fails the install, so the last worker stays', async () => {
    const sw = worker(indexHtml, []);
    sw.setOnline(false);
    await expect(sw.lifecycle('install')).rejects.toThrow('Failed to fetch');
  });

  it('lists the pages’ code from the manifest: the entry’s lazy parts and their static imports', () => {
    const shell = shellFiles(indexHtml);
    expect(pageFiles(manifest, shell)).toEqual([
      '/assets/Dash-D1.js',
      '/assets/Dash-D2.css',
      '/assets/Trade-T1.js',
      '/assets/shared-S1.js',
    ]);
    expect(pageFiles({}, shell)).toEqual([]);
  });

  it('opens the shell offline for any page, and a page it saw before as it was', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect(await (await sw.get(req('/', 'navigate')))!.text()).toBe('network /');
    sw.setOnline(false);
    expect(await (await sw.get(req('/', 'navigate')))!.text()).toBe('network /');
    expect(await (await sw.get(req('/lessons/tulip-mania', 'navigate')))!.text()).toBe('network /index.html');
  });

  it('keeps a lesson chunk loaded once and serves it from the cache, offline too', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    await sw.get(req('/assets/tulip-mania-D4.js'));
    sw.setOnline(false);
    const again = await sw.get(req('/assets/tulip-mania-D4.js'));
    expect(await again!.text()).toBe('network /assets/tulip-mania-D4.js');
    expect(sw.fetched.filter((p) => p === '/assets/tulip-mania-D4.js')).toHaveLength(1);
    await expect(sw.get(req('/assets/never-opened-E5.js'))).rejects.toThrow('Failed to fetch');
  });

  it('never answers the API, the market stream or other origins from a cache, nor non-GET requests', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    for (const r of [
      req('/api/auth/progress'),
      req('/market-data/stream?symbols=SPY'),
      req('/health'),
      req('/sw.js'),
      req('/api/progress', 'cors', 'POST'),
      { url: 'https://fonts.example/x.woff2', method: 'GET', mode: 'cors' },
    ])
      expect(await sw.get(r), r.url).toBeUndefined();
  });

  it('waits for the page to ask before taking over, then claims the open pages', async () => {
    const sw = worker();
    await sw.lifecycle('install');
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    sw.message({ type: 'SOMETHING_ELSE' });
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    sw.message({ type: 'SKIP_WAITING' });
    expect(sw.self.skipWaiting).toHaveBeenCalledOnce();
    await sw.lifecycle('activate');
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('a new release drops the old cache but keeps the lessons opened before', async () => {
    const old = worker('<script src="/assets/index-OLD.js"></script>');
    await old.lifecycle('install');
    await old.get(req('/assets/tulip-mania-D4.js'));
    const fresh = worker();
    // The same Cache Storage: move the old worker's caches over.
    for (const [name, store] of old.stores) fresh.stores.set(name, store);
    await fresh.lifecycle('install');
    await fresh.lifecycle('activate');
    expect(fresh.stores.size).toBe(1);
    const [name, store] = [...fresh.stores][0]!;
    expect(name).not.toBe([...old.stores.keys()][0]);
    expect(store.has('/assets/tulip-mania-D4.js')).toBe(true);
    expect(store.has('/assets/index-A1.js')).toBe(true);
  });

  it('gets a new build id whenever the built page changes, so the browser sees an update', () => {
    const source = "const BUILD = '__BUILD__';\nconst PRECACHE = /*__PRECACHE__*/ [];";
    const a = fillServiceWorker(source, indexHtml);
    expect(a).toContain('["/assets/index-A1.js","/assets/react-B2.js","/assets/index-C3.css"]');
    expect(a).not.toBe(fillServiceWorker(source, `${indexHtml}<!-- v2 -->`));
    expect(shellFiles('<a href="/library">x</a>')).toEqual([]);
  });
});

describe('announcing a new version', () => {
  it('treats lessons and the 3D street as places not to interrupt', () => {
    expect(isMidLesson('/lessons/tulip-mania')).toBe(true);
    expect(isMidLesson('/games/black-monday-1987/3d')).toBe(true);
    expect(isMidLesson('/dashboard')).toBe(false);
    expect(isMidLesson('/library')).toBe(false);
    expect(isMidLesson('/games/black-monday-1987')).toBe(false);
  });

  it('shows the Refresh toast at once outside a lesson', () => {
    const show = vi.fn();
    whenNotInLesson(
      show,
      () => '/dashboard',
      () => () => undefined,
    );
    expect(show).toHaveBeenCalledOnce();
  });

  it('holds the toast during a lesson and shows it once the learner leaves', () => {
    const show = vi.fn();
    let where = '/lessons/tulip-mania';
    let listener: (() => void) | undefined;
    const stop = vi.fn();
    whenNotInLesson(
      show,
      () => where,
      (l) => {
        listener = l;
        return stop;
      },
    );
    expect(show).not.toHaveBeenCalled();
    where = '/lessons/tulip-mania';
    listener!();
    expect(show).not.toHaveBeenCalled();
    where = '/library';
    listener!();
    expect(show).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledOnce();
  });
});
