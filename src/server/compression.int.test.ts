import { get as httpGet, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/server';

// API answers compressed by content negotiation above 1 KB (issue 14 point 2); the SSE stream
// neither compressed nor buffered. Plain node:http so the raw bytes and headers are what we read.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-11-23T16:00:00Z') });
});
afterAll(() => s.close());

function request(path: string, acceptEncoding: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpGet(`${s.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, resolve).on(
      'error',
      reject,
    );
  });
}

async function body(res: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of res) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

// A year of daily S&P 500 closes: several KB of JSON.
const LARGE = '/market-data/history/%5EGSPC?range=1Y';

describe('API compression', () => {
  it('sends a large JSON answer as Brotli when the client accepts it', async () => {
    const plain = await body(await request(LARGE, 'identity'));
    expect(plain.length).toBeGreaterThan(1024);
    const res = await request(LARGE, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const raw = await body(res);
    expect(raw.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(brotliDecompressSync(raw).toString())).toEqual(JSON.parse(plain.toString()));
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await request(LARGE, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = JSON.parse((await body(await request(LARGE, 'identity'))).toString());
    expect(JSON.parse(gunzipSync(await body(res)).toString())).toEqual(plain);
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const res = await request(LARGE, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse((await body(res)).toString());
    expect(Object.keys(json).length).toBeGreaterThan(0);
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await request('/health', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse((await body(res)).toString())).toBeTruthy();
  });

  it('keeps the error shape of a bad request, compressed or not', async () => {
    const res = await request('/market-data/history/AAPL?range=2W', 'identity');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse((await body(res)).toString())).toHaveProperty('error');
  });
});

describe('the SSE stream', () => {
  it('stays uncompressed and unbuffered even when the client accepts Brotli and gzip', async () => {
    const res = await request('/market-data/stream?symbols=AAPL', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toContain('no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    // The first event arrives as plain text while the stream stays open.
    let text = '';
    for await (const part of res) {
      text += (part as Buffer).toString();
      if (text.includes('data: ')) break;
    }
    res.destroy();
    expect(text).toContain('retry: 3000');
    expect(text).toMatch(/data: \{.*"AAPL"/);
  });
});
