import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_MEDIA } from './app';
import { startTestServer, type TestServer } from './test/server';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-03-02T15:00:00Z') });
  token = (await s.signUp()).token;
});
afterAll(() => s.close());

/** A raw request: `type` undefined sends no content-type at all (fetch would add text/plain). */
function send(
  path: string,
  body: string | undefined,
  type?: string,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(path, s.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (type) headers['content-type'] = type;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ORDER = JSON.stringify({ type: 'buy', symbol: 'AAPL', shares: 1 });
const REFUSED = { error: UNSUPPORTED_MEDIA };

describe('a body that is not JSON', () => {
  it('answers 415 with a message for text/plain, a form, an odd type or none named, and never repeats it', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'x<script>/y',
    ]) {
      expect(await send('/api/trading/trade', ORDER, type), type).toEqual({ status: 415, json: REFUSED });
    }
    expect(await send('/api/trading/trade', ORDER, undefined)).toEqual({ status: 415, json: REFUSED });
    expect(UNSUPPORTED_MEDIA).toBe(
      'Unsupported media type: send the body as JSON (content-type: application/json)',
    );
    // Nothing was bought by any of them.
    const portfolio = (await (await s.fetch('/api/trading/portfolio', { token })).json()) as {
      portfolio: { positions: unknown[] };
    };
    expect(portfolio.portfolio.positions).toEqual([]);
  });

  it('takes JSON, with or without a charset, and a POST that carries no body at all', async () => {
    expect((await send('/api/trading/trade', ORDER, 'application/json')).status).toBe(200);
    expect((await send('/api/trading/trade', ORDER, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await send('/api/trading/reset', undefined, undefined)).status).toBe(200);
  });

  it('says a body route sent nothing needs a JSON body (400)', async () => {
    expect(await send('/api/trading/trade', undefined, undefined)).toEqual({
      status: 400,
      json: { error: 'The request body must be a JSON object' },
    });
  });
});
