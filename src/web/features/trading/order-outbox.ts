// A signed-in learner's orders on an unreliable connection. An order whose answer is lost is sent
// again with the same Idempotency-Key (the server answers a known key with its first answer, never
// trading twice); if the server stays out of reach, the order waits in this user's outbox on the
// device, still with its key, and is replayed when the connection returns. An order placed in a
// trading game keeps the game's id beside it, so it is replayed into that game's portfolio, never
// into the personal one.
import {
  enqueue,
  type OutboxEntry,
  RETRY_DELAYS_MS,
  type ReplayResult,
  replayOutbox,
  type SendOutcome,
  sendWithRetries,
  settle,
} from '../../../core/trading/outbox';
import type { TradeAnswer, TradeBody } from '../../../shared/api/trading';
import { ApiError, api, userMessage } from '../../lib/api';
import { readJson, userKey, writeJson } from '../../lib/storage';

/** `competitionId`: the game whose portfolio the order was for (absent: the personal portfolio). */
export type QueuedOrder = OutboxEntry<TradeBody> & { competitionId?: string };
export type OrderReplay = ReplayResult<TradeBody, TradeAnswer>;
export type QueuedAnswer = { queued: true; message: string; trade: null };

export const CHECKING = 'Checking whether your order reached the server…';
export const QUEUED =
  'The server could not be reached: your order is waiting on this device and will be sent when the connection returns.';
const FAILED = 'Failed to execute trade';
/** Each attempt gives up after this long: a hung request counts as a lost answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const OUTBOX = 'order-outbox';
const CHANGED = 'thinkstreet:order-outbox-changed';

export function readOutbox(userId: string): QueuedOrder[] {
  const stored = readJson<QueuedOrder[]>(userKey(userId, OUTBOX));
  return Array.isArray(stored) ? stored : [];
}

function writeOutbox(userId: string, entries: QueuedOrder[]): void {
  writeJson(userKey(userId, OUTBOX), entries);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls back when any outbox changes, in this tab or another. */
export function subscribeOutbox(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A trading path for one portfolio: the personal one as it is, a game's with `?competitionId=`
 * (the server then acts on that game's portfolio and applies its rules). Only /api/trading paths
 * are about a portfolio; market data is the same for everyone.
 */
export function portfolioPath(path: string, competitionId: string | null | undefined): string {
  if (!competitionId || !path.startsWith('/api/trading')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}competitionId=${encodeURIComponent(competitionId)}`;
}

/** One POST: the answer, or unreachable (no network, or no answer in time); a refusal throws. */
async function post(
  body: TradeBody,
  key: string,
  competitionId: string | null | undefined,
): Promise<SendOutcome<TradeAnswer>> {
  try {
    const answer = await api<TradeAnswer>(portfolioPath('/api/trading/trade', competitionId), {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    return { kind: 'answered', answer };
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) return { kind: 'unreachable' };
    // Spec §8: the server's own message, or "Failed to execute trade" when it gave none.
    if (error instanceof ApiError && error.message.startsWith('Request failed'))
      throw new ApiError(error.status, FAILED);
    throw error;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Places an order: sent, then re-sent with the same key a few times while the answer is missing
 * (`onChecking` tells the screen), and queued in the outbox if the server stays out of reach.
 */
export async function submitOrder(
  userId: string,
  body: TradeBody,
  key: string,
  onChecking: () => void = () => {},
  delays: readonly number[] = RETRY_DELAYS_MS,
  competitionId: string | null = null,
): Promise<TradeAnswer | QueuedAnswer> {
  const outcome = await sendWithRetries(() => post(body, key, competitionId), delays, sleep, onChecking);
  if (outcome.kind === 'answered') return outcome.answer;
  if (outcome.kind === 'refused') throw new ApiError(400, outcome.message);
  const entry: QueuedOrder = { key, body, queuedAt: new Date().toISOString() };
  if (competitionId) entry.competitionId = competitionId;
  writeOutbox(userId, enqueue(readOutbox(userId), entry));
  return { queued: true, message: QUEUED, trade: null };
}

let replaying: Promise<OrderReplay[]> | null = null;

/**
 * Sends this user's waiting orders, oldest first, each with its own key; one replay at a time.
 * Returns what became of each order sent (executed, refused, or too old to send safely).
 */
export function replayOrders(userId: string, now: () => Date = () => new Date()): Promise<OrderReplay[]> {
  if (replaying) return replaying;
  const run = async () => {
    const { results } = await replayOutbox(
      readOutbox(userId),
      async (entry) => {
        try {
          return await post(entry.body, entry.key, (entry as QueuedOrder).competitionId);
        } catch (error) {
          return { kind: 'refused', message: userMessage(error, FAILED) };
        }
      },
      now(),
    );
    if (results.length > 0)
      writeOutbox(
        userId,
        settle(
          readOutbox(userId),
          results.map((r) => r.key),
        ),
      );
    return results;
  };
  replaying = run().finally(() => {
    replaying = null;
  });
  return replaying;
}

/** What the learner reads about one replayed order. */
export function replayText(result: OrderReplay): string {
  const order = `${result.body.type === 'sell' ? 'Sell' : 'Buy'} ${result.body.shares} ${result.body.symbol}`;
  if (result.kind === 'answered') return `${order}: sent. ${result.answer.message}`;
  if (result.kind === 'refused') return `${order}: refused by the server. ${result.message}`;
  return `${order}: not sent. It waited more than 23 hours, so the server can no longer tell whether it already ran; check your trade history and place it again if needed.`;
}
