import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MarketDataService } from './service';
import { StreamHub } from './stream';

/** A stand-in for a client's response that records what the hub writes. */
class FakeResponse extends EventEmitter {
  writes: (string | Buffer)[] = [];
  destroyed = false;
  writableEnded = false;
  writableLength = 0;
  headers: Record<string, string> = {};
  writeHead(_status: number, headers: Record<string, string>) {
    this.headers = headers;
    return this;
  }
  write(chunk: string | Buffer) {
    this.writes.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  events(): { quotes: { symbol: string }[]; timestamp: string }[] {
    return this.writes
      .map(String)
      .filter((w) => w.startsWith('data: '))
      .map((w) => JSON.parse(w.slice(6)));
  }
}

const open = new Date('2026-11-23T16:00:00Z');

function hub() {
  const clock = { now: open };
  const service = new MarketDataService({ clock: () => clock.now });
  return { hub: new StreamHub(service, { intervalMs: 60_000 }), clock };
}

const asResponse = (r: FakeResponse) => r as unknown as ServerResponse;

describe('StreamHub', () => {
  it('sends SSE headers and a first message at once', async () => {
    const { hub: h } = hub();
    const res = new FakeResponse();
    await h.add(asResponse(res), ['AAPL', 'MSFT']);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.events()).toHaveLength(1);
    expect(res.events()[0]!.quotes.map((q) => q.symbol)).toEqual(['AAPL', 'MSFT']);
    h.close();
  });

  it("writes each client's symbols in one write per tick, the same bytes for the same symbol set", async () => {
    const { hub: h, clock } = hub();
    const a = new FakeResponse();
    const b = new FakeResponse();
    const c = new FakeResponse();
    await h.add(asResponse(a), ['AAPL', 'TSLA']);
    await h.add(asResponse(b), ['AAPL', 'TSLA']);
    await h.add(asResponse(c), ['SPY']);
    for (const r of [a, b, c]) r.writes = [];
    clock.now = new Date(open.getTime() + 1000);
    await h.tick();
    expect(a.writes).toHaveLength(1);
    expect(c.writes).toHaveLength(1);
    expect(a.writes[0]).toBe(b.writes[0]); // one encoding shared by both clients
    expect(c.events()[0]!.quotes.map((q) => q.symbol)).toEqual(['SPY']);
    expect(a.events()[0]!.timestamp).toBe('2026-11-23T16:00:01.000Z');
    h.close();
  });

  it('drops a client as soon as it disconnects, and one that stops reading', async () => {
    const { hub: h } = hub();
    const gone = new FakeResponse();
    const slow = new FakeResponse();
    const fine = new FakeResponse();
    await h.add(asResponse(gone), ['AAPL']);
    await h.add(asResponse(slow), ['AAPL']);
    await h.add(asResponse(fine), ['AAPL']);
    gone.emit('close');
    expect(h.size).toBe(2);
    slow.writableLength = 10 * 1024 * 1024;
    await h.tick();
    expect(slow.destroyed).toBe(true);
    expect(h.size).toBe(1);
    expect(fine.events().length).toBe(2);
    h.close();
    expect(h.size).toBe(0);
  });
});
