// The quote cache of the spec (§9): answers live 60 s, realtime answers (market open) 15 s. Expired
// entries stay as a last resort when every real provider fails ("stale if error"), until the cleanup
// drops them: quote entries at 2× their time (120 s), realtime entries at 3× (45 s).

export const QUOTE_TTL_MS = 60_000;
export const REALTIME_TTL_MS = 15_000;
export const QUOTE_STALE_FACTOR = 2;
export const REALTIME_STALE_FACTOR = 3;

type Entry<V> = { value: V; storedAt: number; ttl: number; realtime: boolean };

export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(private readonly now: () => number) {}

  set(key: string, value: V, realtime: boolean): void {
    this.entries.set(key, {
      value,
      storedAt: this.now(),
      ttl: realtime ? REALTIME_TTL_MS : QUOTE_TTL_MS,
      realtime,
    });
  }

  /** A fresh entry, or undefined. */
  fresh(key: string): V | undefined {
    const e = this.entries.get(key);
    return e && this.now() - e.storedAt < e.ttl ? e.value : undefined;
  }

  /** An entry that expired but has not been cleaned up yet. */
  stale(key: string): V | undefined {
    const e = this.entries.get(key);
    return e && this.now() - e.storedAt < e.ttl * (e.realtime ? REALTIME_STALE_FACTOR : QUOTE_STALE_FACTOR)
      ? e.value
      : undefined;
  }

  /** Drops entries past their cleanup time; returns how many went. */
  cleanup(): number {
    const now = this.now();
    let dropped = 0;
    for (const [key, e] of this.entries) {
      if (now - e.storedAt >= e.ttl * (e.realtime ? REALTIME_STALE_FACTOR : QUOTE_STALE_FACTOR)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }
}
