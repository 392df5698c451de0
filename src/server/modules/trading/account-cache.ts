// The spec's analytics caches (§9 "Metrics cache: 5 min. Risk cache: 60 s."), on the server: one
// entry per learner, kept for its time to live and only while the account is as it was when the entry
// was stored. The account's fingerprint comes from the ledger each read loads anyway, so a trade, a
// fill by a job, a dividend, a split, a fee or a settings change is seen at once, on every server
// instance, without any writer having to remember to invalidate (decision 0026). What the time to live
// bounds is the rest: price moves.
import type { Ledger } from '../../../core/trading';

export const METRICS_TTL_MS = 5 * 60_000;
export const RISK_PROFILE_TTL_MS = 60_000;
/** Past this many learners the oldest entries go first (a Map keeps insertion order). */
const MAX_ENTRIES = 5_000;

/** What a ledger's analytics depend on besides prices and time. */
export function accountFingerprint(ledger: Ledger): string {
  const positions = ledger.positions.map((p) => `${p.symbol}:${p.shares}:${p.costBasis}`).join(',');
  const options = (ledger.optionPositions ?? []).map((o) => JSON.stringify(o)).join(',');
  return [
    ledger.cash,
    ledger.startingCash,
    ledger.peakValue,
    ledger.tradesToday.day,
    ledger.tradesToday.count,
    ledger.emergencyMode,
    ledger.settings?.accountType ?? '',
    ledger.settings?.realism ?? '',
    ledger.margin ? JSON.stringify(ledger.margin) : '',
    positions,
    options,
    // The nightly snapshot adds a point to the equity curve (when the read loads snapshots).
    ledger.snapshots.length,
    ledger.snapshots.at(-1)?.date ?? '',
  ].join('|');
}

type Entry<V> = { value: V; fingerprint: string; storedAt: number };

export class AccountCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The learner's value if it is younger than the time to live and the account has not changed. */
  get(userId: string, fingerprint: string): V | undefined {
    const e = this.entries.get(userId);
    if (e && e.fingerprint === fingerprint && this.now() - e.storedAt < this.ttlMs) {
      this.hits++;
      return e.value;
    }
    if (e) this.entries.delete(userId);
    this.misses++;
    return undefined;
  }

  set(userId: string, fingerprint: string, value: V): void {
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { value, fingerprint, storedAt: this.now() });
  }

  /** The cached value, or `compute`'s, stored for next time. */
  async through(userId: string, fingerprint: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(userId, fingerprint);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(userId, fingerprint, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
