// Orders a signed-in learner placed while the server could not be reached: each keeps the
// Idempotency-Key it was first sent with, so sending it again (after a lost answer, or from the
// outbox when the connection returns) can never execute it twice on the server.

/** One attempt's outcome, as the caller's transport reports it. */
export type SendOutcome<A> =
  | { kind: 'answered'; answer: A }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

export type OutboxEntry<B> = { key: string; body: B; queuedAt: string };

/** The server forgets keys after 24 h; an entry older than this is no longer safe to send. */
export const OUTBOX_MAX_AGE_MS = 23 * 3600_000;

/** Waits between the retries of one order whose answer was lost (three more tries, ~5 s in all). */
export const RETRY_DELAYS_MS = [500, 1500, 3000] as const;

/**
 * Sends once, then again with the same key after each delay while the server stays unreachable.
 * `onRetry` fires before each retry (the screen says it is checking whether the order arrived).
 */
export async function sendWithRetries<A>(
  send: () => Promise<SendOutcome<A>>,
  delays: readonly number[],
  sleep: (ms: number) => Promise<void>,
  onRetry: (attempt: number) => void = () => {},
): Promise<SendOutcome<A>> {
  let outcome = await send();
  for (let i = 0; i < delays.length && outcome.kind === 'unreachable'; i++) {
    onRetry(i + 1);
    await sleep(delays[i] ?? 0);
    outcome = await send();
  }
  return outcome;
}

export type ReplayResult<B, A> =
  | { key: string; body: B; kind: 'answered'; answer: A }
  | { key: string; body: B; kind: 'refused'; message: string }
  | { key: string; body: B; kind: 'expired' };

/**
 * Sends the outbox oldest first with each entry's own key. An answer or a refusal takes the entry
 * out; an unreachable server stops the replay and keeps it and all later ones, in order (a sell may
 * depend on the buy queued before it). An entry too old for the server to still know its key is
 * taken out unsent: sending it could execute an order the server already ran.
 */
export async function replayOutbox<B, A>(
  entries: readonly OutboxEntry<B>[],
  send: (entry: OutboxEntry<B>) => Promise<SendOutcome<A>>,
  now: Date,
): Promise<{ results: ReplayResult<B, A>[]; left: OutboxEntry<B>[] }> {
  const results: ReplayResult<B, A>[] = [];
  let i = 0;
  for (; i < entries.length; i++) {
    const entry = entries[i] as OutboxEntry<B>;
    if (now.getTime() - Date.parse(entry.queuedAt) > OUTBOX_MAX_AGE_MS) {
      results.push({ key: entry.key, body: entry.body, kind: 'expired' });
      continue;
    }
    const outcome = await send(entry);
    if (outcome.kind === 'unreachable') break;
    results.push(
      outcome.kind === 'answered'
        ? { key: entry.key, body: entry.body, kind: 'answered', answer: outcome.answer }
        : { key: entry.key, body: entry.body, kind: 'refused', message: outcome.message },
    );
  }
  return { results, left: entries.slice(i) };
}

/** Adds an entry unless its key is already waiting (a second click on the same submit). */
export function enqueue<B>(entries: readonly OutboxEntry<B>[], entry: OutboxEntry<B>): OutboxEntry<B>[] {
  return entries.some((e) => e.key === entry.key) ? [...entries] : [...entries, entry];
}

/** Takes out the entries a replay settled, keeping any queued meanwhile. */
export function settle<B>(
  entries: readonly OutboxEntry<B>[],
  settledKeys: Iterable<string>,
): OutboxEntry<B>[] {
  const done = new Set(settledKeys);
  return entries.filter((e) => !done.has(e.key));
}
