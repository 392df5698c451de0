// Server-sent quote ticks. One timer per hub (one hub per server process) makes a tick: the quotes of
// the union of every client's symbols are computed once, each distinct symbol set's message is
// serialised once, and each client gets one write per tick. A client that disconnects is dropped at
// once; one that stops reading (its buffer passes a limit) is dropped too.
import type { ServerResponse } from 'node:http';
import type { Quote } from '../../../core/market';
import type { MarketDataService } from './service';

/** Bytes a client may leave unread before it is dropped (a few seconds of ticks). */
const MAX_BUFFERED_BYTES = 256 * 1024;

type Client = { res: ServerResponse; symbols: string[]; key: string };

export type StreamHubOptions = { intervalMs?: number; onError?: (error: unknown) => void };

export class StreamHub {
  private readonly clients = new Set<Client>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  readonly intervalMs: number;
  /** Ticks sent so far (tests and the benchmark read it). */
  ticks = 0;
  /** Milliseconds from each recent tick's start to its last write handed to the sockets. */
  readonly fanOutMs: number[] = [];

  constructor(
    private readonly service: MarketDataService,
    private readonly options: StreamHubOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1_000;
  }

  get size(): number {
    return this.clients.size;
  }

  /** Takes over a response: SSE headers, a first message at once, then every tick until it closes. */
  async add(res: ServerResponse, symbols: string[], headers: Record<string, string> = {}): Promise<void> {
    const client: Client = { res, symbols, key: symbols.join(',') };
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    this.clients.add(client);
    res.on('close', () => this.remove(client));
    this.start();
    const messages = await this.messages(symbols);
    const first = messages.get(client.key);
    if (first && this.clients.has(client)) this.send(client, first);
  }

  private remove(client: Client): void {
    this.clients.delete(client);
    if (this.clients.size === 0) this.stop();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private send(client: Client, message: Buffer): void {
    const { res } = client;
    if (res.destroyed || res.writableEnded) {
      this.remove(client);
      return;
    }
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(client);
      res.destroy();
      return;
    }
    res.write(message);
  }

  /** One serialised message per distinct symbol set. */
  private async messages(symbols: Iterable<string>, keys?: Iterable<string>): Promise<Map<string, Buffer>> {
    const union = [...new Set(symbols)];
    // The tick's instant: the quotes are for it and the message carries it (delays are measured from it).
    const at = this.service.now();
    const { quotes, answers } = await this.service.quotes(union, at);
    const json = new Map<string, string>();
    for (const q of quotes) json.set(q.symbol, JSON.stringify(q satisfies Quote));
    const first = answers.find((a) => a.value) ?? answers[0] ?? { dataSource: 'simulated', fallback: false };
    const health = JSON.stringify(this.service.health(first));
    const timestamp = JSON.stringify(at.toISOString());
    // Encoded once per symbol set, written as the same bytes to every client of that set.
    const out = new Map<string, Buffer>();
    for (const key of keys ?? [union.join(',')]) {
      const parts = key
        .split(',')
        .map((s) => json.get(s))
        .filter((s): s is string => s !== undefined);
      const message = `data: {"quotes":[${parts.join(',')}],"providerHealth":${health},"timestamp":${timestamp}}\n\n`;
      out.set(key, Buffer.from(message));
    }
    return out;
  }

  /** Makes one tick now (the timer calls it every interval). */
  async tick(): Promise<void> {
    if (this.ticking || this.clients.size === 0) return;
    this.ticking = true;
    const started = performance.now();
    try {
      const symbols = new Set<string>();
      const keys = new Set<string>();
      for (const c of this.clients) {
        keys.add(c.key);
        for (const s of c.symbols) symbols.add(s);
      }
      const messages = await this.messages(symbols, keys);
      for (const c of this.clients) {
        const message = messages.get(c.key);
        if (message) this.send(c, message);
      }
      this.ticks++;
      this.fanOutMs.push(performance.now() - started);
      if (this.fanOutMs.length > 120) this.fanOutMs.shift();
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.ticking = false;
    }
  }

  close(): void {
    this.stop();
    for (const c of this.clients) c.res.end();
    this.clients.clear();
  }
}
