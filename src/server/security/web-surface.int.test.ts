import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDECODABLE_ADDRESS } from '../app';
import { startTestServer, type TestServer } from '../test/server';

// Issue 15, point 5: what any browser or script meets before the API's own rules: static files
// that never leave the web folder, CORS only for configured origins, and the security headers on
// the HTML and on the API alike.

const SECRET_TEXT = 'root:x:0:0-thinkstreet-outside-the-web-folder';
let parent: string;
let root: string;
let s: TestServer;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'thinkstreet-surface-'));
  root = join(parent, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets/app-Ab12Cd34.js'), 'export {};\n');
  // A file beside the web folder: no path, however written, may reach it.
  writeFileSync(join(parent, 'secret.txt'), SECRET_TEXT);
  s = await startTestServer({ webRoot: root, config: { CORS_ORIGINS: 'https://app.example.com' } });
});

afterAll(async () => {
  await s?.close();
  rmSync(parent, { recursive: true, force: true });
});

/** A raw GET whose path goes on the wire exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/.%2e/secret.txt',
    '/assets/..%c0%afsecret.txt',
    '/secret.txt%00.js',
    '/....//secret.txt',
  ])('never serve a file outside the web folder: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET_TEXT);
  });

  it('serve the files inside it (the control for the refusals above)', async () => {
    expect((await rawGet('/assets/app-Ab12Cd34.js')).body).toContain('export');
  });
});

describe('CORS', () => {
  it('gives no CORS headers to an unknown origin, on a simple request or a preflight', async () => {
    const simple = await s.fetch('/api/auth/providers', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await s.fetch('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A look-alike of the configured origin is just as unknown.
    const lookalike = await s.fetch('/health', {
      headers: { origin: 'https://app.example.com.evil.example' },
    });
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the configured origin, never with a wildcard', async () => {
    const friend = await s.fetch('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });
});

describe('security headers', () => {
  it.each([
    ['the HTML at /', '/'],
    ['the HTML at a client-side route', '/dashboard'],
    ['a script', '/assets/app-Ab12Cd34.js'],
    ['an API answer', '/api/auth/providers'],
    ['an API refusal', '/api/trading/portfolio'],
    ['an unknown API path', '/api/no-such-route'],
    ['an API path with a broken %-escape', '/api/trading/orders/%ff'],
  ])('are on %s', async (_, path) => {
    const res = await s.fetch(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // Scripts only from this origin: no inline script, no eval, no other host.
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('a path that cannot be decoded', () => {
  // Fastify answered these itself, outside every hook: {"error":"Bad Request","code":"FST_ERR_BAD_URL",
  // "message":"'<the path>' is not a valid url component","statusCode":400}, with no security header.
  it.each([
    ['GET', '/api/trading/orders/%ff'],
    ['DELETE', '/api/trading/orders/%zz'],
    ['GET', '/market-data/quote/%ED%A0%80'],
    ['GET', '/api/games/%C0%AF/leaderboard'],
    ['POST', '/api/x%'],
    ['GET', '/lessons/%E2%82'],
  ])("%s %s answers 400 with the API's error shape, not stored", async (method, path) => {
    const res = await s.fetch(path, { method });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: UNDECODABLE_ADDRESS });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves a path with well-formed escapes alone', async () => {
    const res = await s.fetch('/market-data/quote/%41APL');
    expect(res.status).toBe(200);
  });
});
