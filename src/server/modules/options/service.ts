// Option use cases on the paper-trading ledger: a trade runs in the same transaction as stock orders
// (portfolio row locked, ledger loaded, pure engine, write back), with the same Idempotency-Key table;
// expired contracts are settled by a job.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  expiryInstant,
  type OptionOrder,
  optionPositionView,
  placeOptionOrder,
  settleExpired,
} from '../../../core/options';
import { type Context, type Ledger, type PriceSource, type Trade, toDollars } from '../../../core/trading';
import { modelCorrelation } from '../../../core/trading/model-risk';
import { normalizeSymbol } from '../../../shared/api/market-data';
import type { OptionTradeBody } from '../../../shared/api/options';
import { optionPositions } from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { rememberAnswer, storedAnswer } from '../trading/idempotency';
import { lockAndLoad } from '../trading/locked-load';
import { marketPrices, prefetch, syncPrices } from '../trading/prices';
import { userSymbols } from '../trading/service';
import { dayChangeSince, type Executor, persist, type Tx } from '../trading/store';
import { transaction } from '../trading/tx';
import { persistOptionPositions } from './store';

type Answer = { status: number; body: Record<string, unknown> };

/** Quotes without an instant are taken as of `now`, so option positions can be marked to the model. */
export function stamped(prices: PriceSource, now: Date): PriceSource {
  const at = now.toISOString();
  return (symbol) => {
    const q = prices(symbol);
    return q && !q.timestamp ? { ...q, timestamp: at } : q;
  };
}

async function optionSymbols(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: optionPositions.symbol })
    .from(optionPositions)
    .where(eq(optionPositions.userId, userId));
  return rows.map((r) => r.symbol);
}

function fingerprint(body: OptionTradeBody): string {
  const canonical = [
    'option',
    body.symbol.trim().toUpperCase(),
    body.optionType,
    body.strike,
    body.expiration,
    body.side,
    body.contracts,
    body.orderType,
    body.limitPrice ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function tradeDto(t: Trade, underlying: string) {
  return {
    id: t.id,
    type: t.type as 'option_buy' | 'option_sell',
    symbol: underlying,
    contract: t.symbol,
    contracts: t.shares,
    price: toDollars(t.price),
    totalValue: toDollars(t.totalValue),
    commission: toDollars(t.commission),
    realizedPnL: t.realizedPnL === null ? null : toDollars(t.realizedPnL),
    timestamp: t.timestamp,
  };
}

export function createOptionsService(deps: Deps) {
  const { db } = deps;

  /** Prices for a command: lazily from a market without I/O, else prefetched for every held symbol. */
  async function pricesFor(userId: string, extra: string[], now: Date): Promise<PriceSource> {
    const lazy = syncPrices(now);
    if (lazy) return stamped(lazy, now);
    const [held, options] = await Promise.all([
      userSymbols(db, userId, dayChangeSince(now)),
      optionSymbols(db, userId),
    ]);
    return stamped(await prefetch([...held, ...options, ...extra], now), now);
  }

  /** POST /api/trading/options/trade. */
  async function trade(userId: string, body: OptionTradeBody, key: string | undefined): Promise<Answer> {
    const hash = fingerprint(body);
    if (key) {
      const first = await storedAnswer<Answer['body']>(db, userId, key, hash);
      if (first) return first;
    }
    const symbol = normalizeSymbol(body.symbol);
    if (!symbol) throw httpError(400, 'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)');
    const now = deps.clock();
    const prices = await pricesFor(userId, [symbol], now);
    const ctx: Context = { now, prices, newId: () => crypto.randomUUID(), correlation: modelCorrelation };
    const order: OptionOrder = { ...body, symbol };
    return transaction(db, async (tx) => {
      // Today's trades, so the daily-loss breaker measures today's buys from their own price.
      const ledger = await lockAndLoad(tx, userId, { tradesSince: dayChangeSince(now) });
      if (key) {
        const first = await storedAnswer<Answer['body']>(tx, userId, key, hash);
        if (first) return first;
      }
      const out = placeOptionOrder(ledger, order, ctx);
      let answer: Answer;
      if (!out.ok) answer = { status: out.status, body: { error: out.error } };
      else {
        await write(tx, userId, ledger, out.state, [out.trade], now);
        answer = {
          status: 200,
          body: {
            message: out.message,
            trade: tradeDto(out.trade, symbol),
            cash: toDollars(out.state.cash),
            optionsPositions: (out.state.optionPositions ?? []).map((p) => optionPositionView(p, prices)),
          },
        };
      }
      if (key) await rememberAnswer(tx, userId, key, hash, answer, now);
      return answer;
    });
  }

  async function write(tx: Tx, userId: string, before: Ledger, after: Ledger, trades: Trade[], now: Date) {
    await persistOptionPositions(tx, userId, before.optionPositions, after.optionPositions);
    await persist(tx, userId, before, after, { trades, orders: [], advanced: [] }, now);
  }

  /** Settles one user's expired contracts at intrinsic value against the close at expiry. */
  async function settle(userId: string): Promise<number> {
    const now = deps.clock();
    const rows = await db
      .selectDistinct({ symbol: optionPositions.symbol, expiration: optionPositions.expiration })
      .from(optionPositions)
      .where(eq(optionPositions.userId, userId));
    const closes = new Map<string, number>();
    for (const r of rows) {
      const at = expiryInstant(r.expiration);
      if (at.getTime() > now.getTime()) continue;
      const q = await marketPrices().quote(r.symbol, at);
      if (q && q.price > 0) closes.set(`${r.symbol}|${r.expiration}`, q.price);
    }
    if (closes.size === 0) return 0;
    const ctx: Context = { now, prices: () => undefined, newId: () => crypto.randomUUID() };
    return transaction(db, async (tx) => {
      const ledger = await lockAndLoad(tx, userId);
      const out = settleExpired(ledger, ctx, (s, e) => closes.get(`${s}|${e}`));
      if (out.trades.length) await write(tx, userId, ledger, out.state, out.trades, now);
      return out.trades.length;
    });
  }

  /** Users holding a contract whose expiry has passed. */
  async function usersWithExpired(): Promise<string[]> {
    const today = deps.clock().toISOString().slice(0, 10);
    const result = (await db.execute(
      sql`select distinct user_id from ${optionPositions} where expiration <= ${today}`,
    )) as unknown as { rows: { user_id: string }[] };
    return result.rows.map((r) => r.user_id);
  }

  return { trade, settle, usersWithExpired };
}

export type TickReport = { users: number; trades: number; errors: number };

/** The options job: cash-settles expired contracts of every user. */
export async function optionExpiryTick(deps: Deps): Promise<TickReport> {
  const service = createOptionsService(deps);
  const users = await service.usersWithExpired();
  const report: TickReport = { users: users.length, trades: 0, errors: 0 };
  for (const userId of users) {
    try {
      report.trades += await service.settle(userId);
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'option settlement failed');
    }
  }
  return report;
}
