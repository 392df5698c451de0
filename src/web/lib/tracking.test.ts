import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../shared/api/auth';
import { enterGuestMode, signIn } from './session';
import { flushTracking, pendingTracking, resetTracking, trackEvent } from './tracking';

const user = { id: 'u1', firstName: 'T', role: 'user' } as unknown as UserView;

function server(status: number) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, stored: 1 }), { status }));
}

beforeEach(() => {
  resetTracking();
  signIn('a.b.c', user);
});
afterEach(() => vi.unstubAllGlobals());

describe('behaviour tracking in the browser', () => {
  it('sends a batch of 10 events with the session id and bearer token as soon as the tenth is queued', async () => {
    const fetch = server(200);
    vi.stubGlobal('fetch', fetch);
    for (let i = 0; i < 9; i++) trackEvent('click', `button ${i}`);
    expect(fetch).not.toHaveBeenCalled();
    trackEvent('view', '/library');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/ai-learning/track');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer a.b.c');
    const body = JSON.parse(init.body as string);
    expect(body.events).toHaveLength(10);
    expect(body.sessionId).toMatch(/^s-/);
    expect(body.events[0].context.sessionId).toBe(body.sessionId);
    expect(pendingTracking()).toHaveLength(0);
  });

  it('puts a failed batch back in the queue and sends it on the next flush', async () => {
    vi.stubGlobal('fetch', server(503));
    trackEvent('search', 'library', { query: 'tulips' });
    expect(await flushTracking()).toBe(false);
    expect(pendingTracking()).toHaveLength(1);
    const ok = server(200);
    vi.stubGlobal('fetch', ok);
    expect(await flushTracking()).toBe(true);
    expect(pendingTracking()).toHaveLength(0);
    expect(
      JSON.parse((ok.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).events[0]
        .eventType,
    ).toBe('search');
  });

  it('never records anything for a guest', async () => {
    const fetch = server(200);
    vi.stubGlobal('fetch', fetch);
    enterGuestMode();
    for (let i = 0; i < 12; i++) trackEvent('click', 'x');
    expect(pendingTracking()).toHaveLength(0);
    await flushTracking();
    expect(fetch).not.toHaveBeenCalled();
  });
});
