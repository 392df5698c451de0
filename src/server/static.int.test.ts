import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { startTestServer, type TestServer } from './test/server';

// The built web app through the real server (issue 14 point 2): precompressed files by content
// negotiation, hashed assets immutable for a year, the HTML revalidated with its ETag.

const script = `export const lessons = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `lesson ${i}`))};\n`;
const html = `<!doctype html><html><head><title>ThinkStreet</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

// What scripts/prerender.ts writes for the landing and a legal page.
const landing = html.replace(
  '<div id="root"></div>',
  `<div id="root"><h1>Learn Finance</h1>${'x'.repeat(2000)}</div>`,
);
const terms = html.replace('<div id="root"></div>', '<div id="root"><h1>Terms of Service</h1></div>');

let root: string;
let server: TestServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'thinkstreet-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(root, 'assets/tiny-Ef56Gh78.js'), 'export {};\n');
  mkdirSync(join(root, 'prerendered'));
  writeFileSync(join(root, 'prerendered/index.html'), landing);
  writeFileSync(join(root, 'prerendered/terms.html'), terms);
  precompress(root);
  server = await startTestServer({ webRoot: root });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { headers });
}

describe('the web app served by the server', () => {
  it('sends Brotli to a browser that accepts it, and says the answer varies on Accept-Encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes the body itself: it must be the original script.
    expect(await res.text()).toBe(script);
  });

  it('sends gzip when Brotli is not accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('made compressed copies that decode to the original file', () => {
    const file = join(root, 'assets/index-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('serves a file too small to compress as it is', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('export {};\n');
  });

  it('caches hashed assets for a year without revalidation', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate the HTML, at / and at a client-side route', async () => {
    for (const path of ['/', '/library', '/lessons/tulip-mania']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(path === '/' ? landing : html);
    }
  });

  it('sends the prerendered landing and legal pages at their addresses, the app shell elsewhere', async () => {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(await home.text()).toBe(landing);
    expect(await (await get('/terms')).text()).toBe(terms);
    // An address without a prerendered page, or one that only looks like a file, gets the shell.
    for (const path of ['/privacy', '/dashboard', '/prerendered', '/..%2Fprerendered%2Fterms'])
      expect(await (await get(path)).text(), path).toBe(html);
  });

  it('answers 304 Not Modified to a request carrying the ETag it gave', async () => {
    for (const [path, encoding] of [
      ['/', 'br'],
      ['/assets/index-Ab12Cd34.js', 'gzip'],
      ['/assets/index-Ab12Cd34.js', 'identity'],
    ] as const) {
      const first = await get(path, { 'accept-encoding': encoding });
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      // fetch adds `cache-control: no-cache` to a request with If-None-Match unless told otherwise;
      // a browser revalidating sends max-age=0.
      const again = await get(path, {
        'accept-encoding': encoding,
        'if-none-match': etag ?? '',
        'cache-control': 'max-age=0',
      });
      expect(again.status, `${path} ${encoding}`).toBe(304);
    }
  });

  it('still answers the API in JSON, and a missing API path with 404', async () => {
    const res = await get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found: no route answers this method and address.' });
  });
});

describe('the rate limit and the web app', () => {
  it('does not count the hashed files a first load and the service worker fetch, and still counts the API', async () => {
    const limited = await startTestServer({ webRoot: root, config: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const assets = await Promise.all(
        Array.from({ length: 12 }, () => fetch(`${limited.url}/assets/tiny-Ef56Gh78.js`)),
      );
      expect(assets.map((r) => r.status)).toEqual(Array(12).fill(200));
      const api: number[] = [];
      for (let i = 0; i < 4; i++) api.push((await fetch(`${limited.url}/api/auth/providers`)).status);
      expect(api).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
