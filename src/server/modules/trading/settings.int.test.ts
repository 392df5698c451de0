import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
});
afterAll(async () => {
  await s.close();
});

const settings = async (token: string | undefined, body?: unknown) => {
  const res = await s.fetch('/api/trading/settings', { token, method: body ? 'PUT' : 'GET', body });
  return { status: res.status, json: await res.json() };
};

describe('GET/PUT /api/trading/settings', () => {
  it('a new account is a cash account with realistic fills, before and after it opens', async () => {
    const { token } = await s.signUp();
    expect(await settings(token)).toEqual({
      status: 200,
      json: { accountType: 'cash', realism: 'realistic' },
    });
    await s.fetch('/api/trading/portfolio', { token });
    expect((await settings(token)).json).toEqual({ accountType: 'cash', realism: 'realistic' });
  });

  it('changes one field or both, keeps them, and keeps them through a reset', async () => {
    const { token } = await s.signUp();
    expect((await settings(token, { realism: 'simple' })).json).toEqual({
      accountType: 'cash',
      realism: 'simple',
    });
    expect((await settings(token, { accountType: 'margin' })).json).toEqual({
      accountType: 'margin',
      realism: 'simple',
    });
    await s.fetch('/api/trading/reset', { token, method: 'POST', body: {} });
    expect((await settings(token)).json).toEqual({ accountType: 'margin', realism: 'simple' });
    expect((await settings(token, { accountType: 'cash', realism: 'realistic' })).json).toEqual({
      accountType: 'cash',
      realism: 'realistic',
    });
  });

  it('keeps each learner to their own settings', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    await settings(a.token, { realism: 'simple' });
    expect((await settings(b.token)).json.realism).toBe('realistic');
  });

  it('refuses unknown values with a 400 and leaves the settings alone', async () => {
    const { token } = await s.signUp();
    for (const body of [{ accountType: 'cfd' }, { realism: 'extreme' }, { realism: 3 }, []]) {
      const r = await settings(token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.json.error).toBe('string');
    }
    expect((await settings(token)).json).toEqual({ accountType: 'cash', realism: 'realistic' });
  });

  it('needs a signed-in learner', async () => {
    expect((await settings(undefined)).status).toBe(401);
    expect((await settings(undefined, { realism: 'simple' })).status).toBe(401);
  });
});
