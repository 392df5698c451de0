// A sliding one-minute window of requests per provider (spec §9: 50 requests a minute).

export const REQUESTS_PER_MINUTE = 50;

export class RateLimiter {
  private stamps: number[] = [];

  constructor(
    private readonly now: () => number,
    readonly limit = REQUESTS_PER_MINUTE,
    private readonly windowMs = 60_000,
  ) {}

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    let drop = 0;
    while (drop < this.stamps.length && this.stamps[drop]! <= cutoff) drop++;
    if (drop > 0) this.stamps.splice(0, drop);
  }

  /** Takes one request from the window; false when the minute's budget is spent. */
  tryTake(): boolean {
    this.prune();
    if (this.stamps.length >= this.limit) return false;
    this.stamps.push(this.now());
    return true;
  }

  used(): number {
    this.prune();
    return this.stamps.length;
  }
}
