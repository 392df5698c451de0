import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../shared/api/auth';
import { api } from './api';
import { dropEarlyReads, EARLY_READ_TTL_MS, takeEarlyRead } from './early-reads';
import { emitSessionChange, signIn } from './session';

// What public/early-reads.js leaves on the page: the token it used and each read's answer.
function earlyReads(answers: Record<string, Response | null>, token = 'tok', at = performance.now()) {
  window.__earlyReads = {
    token,
    at,
    answers: Object.fromEntries(Object.entries(answers).map(([path, r]) => [path, Promise.resolve(r)])),
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// Storage, session and stubbed globals are reset around every test by src/web/test-setup.ts.
beforeEach(() => {
  signIn('tok', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});
afterEach(() => {
  dropEarlyReads();
});

it('hands an early answer once, to the same address under the same session', async () => {
  earlyReads({ '/api/a': json({ a: 1 }) });
  expect(takeEarlyRead('/api/b', 'tok')).toBeUndefined();
  expect(takeEarlyRead('/api/a', 'other')).toBeUndefined();
  expect(await takeEarlyRead('/api/a', 'tok')).toBeInstanceOf(Response);
  expect(takeEarlyRead('/api/a', 'tok')).toBeUndefined();
  expect(takeEarlyRead('/api/a', null)).toBeUndefined();
});

it('never serves an answer nobody took in time', () => {
  earlyReads({ '/api/a': json({}) }, 'tok', performance.now() - EARLY_READ_TTL_MS - 1);
  expect(takeEarlyRead('/api/a', 'tok')).toBeUndefined();
  expect(window.__earlyReads).toBeUndefined();
});

it('answers the app’s first GET from the early read, without asking the server again', async () => {
  const fetch = vi.fn(async () => json({ from: 'server' }));
  vi.stubGlobal('fetch', fetch);
  earlyReads({ '/api/analytics/dashboard': json({ from: 'early' }) });
  expect(await api('/api/analytics/dashboard')).toEqual({ from: 'early' });
  expect(fetch).not.toHaveBeenCalled();
  // The next read of the same address is the server's.
  expect(await api('/api/analytics/dashboard')).toEqual({ from: 'server' });
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('reports an early refusal as the server’s own', async () => {
  vi.stubGlobal('fetch', vi.fn());
  earlyReads({
    '/api/trading/portfolio': new Response(JSON.stringify({ error: 'Please sign in to continue.' }), {
      status: 401,
    }),
  });
  await expect(api('/api/trading/portfolio')).rejects.toMatchObject({
    status: 401,
    message: 'Please sign in to continue.',
  });
});

it('asks the server itself when the early read failed, or for anything but a plain GET', async () => {
  const fetch = vi.fn(async () => json({ from: 'server' }));
  vi.stubGlobal('fetch', fetch);
  earlyReads({ '/api/a': null, '/api/b': json({ from: 'early' }) });
  expect(await api('/api/a')).toEqual({ from: 'server' });
  expect(await api('/api/b', { method: 'PUT', body: {} })).toEqual({ from: 'server' });
  expect(await api('/api/b', { timeoutMs: 5000 })).toEqual({ from: 'server' });
  expect(fetch).toHaveBeenCalledTimes(3);
});

it('leaves a guest’s reads alone (no session token)', async () => {
  localStorage.clear();
  emitSessionChange();
  const fetch = vi.fn(async () => json({ from: 'server' }));
  vi.stubGlobal('fetch', fetch);
  earlyReads({ '/api/a': json({ from: 'early' }) });
  expect(await api('/api/a')).toEqual({ from: 'server' });
});

it('drops every answer not yet taken once the app writes anything', async () => {
  const fetch = vi.fn(async () => json({ from: 'server' }));
  vi.stubGlobal('fetch', fetch);
  earlyReads({ '/api/trading/portfolio': json({ from: 'early' }) });
  await api('/api/trading/emergency-mode', { method: 'POST', body: { enabled: true } });
  expect(await api('/api/trading/portfolio')).toEqual({ from: 'server' });
  expect(window.__earlyReads).toBeUndefined();
});

// public/early-reads.js itself, run against this page's stand-ins for the browser's globals.
// (From the repository's root, where the tests run: a web test's import.meta.url is not a file URL.)
const script = readFileSync('src/web/public/early-reads.js', 'utf8');
function runScript(page: { token: string | null; appStarted?: boolean; reads?: string }) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => json({}));
  const win: { __appStarted?: boolean; __earlyReads?: { token: string; answers: object } } = {
    __appStarted: page.appStarted,
  };
  const storage = {
    getItem: (key: string) => (key === 'authToken' ? page.token : key === 'user' ? '{}' : null),
  };
  const doc = { currentScript: { dataset: { reads: page.reads ?? '/api/a /api/b' } } };
  new Function('window', 'document', 'localStorage', 'fetch', 'performance', script)(
    win,
    doc,
    storage,
    fetch,
    performance,
  );
  return { fetch, win };
}

it('the page’s script sends each read with the learner’s token and leaves the answers for the app', () => {
  const { fetch, win } = runScript({ token: 'tok' });
  expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/a', '/api/b']);
  expect(fetch.mock.calls[0]![1]).toMatchObject({
    headers: { accept: 'application/json', authorization: 'Bearer tok' },
    credentials: 'include',
  });
  expect(win.__earlyReads?.token).toBe('tok');
  expect(Object.keys(win.__earlyReads?.answers ?? {})).toEqual(['/api/a', '/api/b']);
});

it('the page’s script sends nothing for a guest, nor once the app has started', () => {
  for (const page of [{ token: null }, { token: 'tok', appStarted: true }, { token: 'tok', reads: '' }]) {
    const { fetch, win } = runScript(page);
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__earlyReads).toBeUndefined();
  }
});
