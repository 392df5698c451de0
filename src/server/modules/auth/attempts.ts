// Counts sign-in and sign-up attempts so guessing is throttled before any password is hashed.
// Failed logins are counted per (e-mail, IP) pair, so a stranger cannot lock a user out from
// another address; a much higher per-e-mail ceiling still stops a distributed guess.

export type Window = { limit: number; ms: number };

export class AttemptCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly window: Window) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.window.limit ? entry.resetAt - now : 0;
  }

  hit(key: string, now: number): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.window.ms });
      if (this.hits.size > 50_000) this.sweep(now);
      return;
    }
    entry.count += 1;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
