// A game's calendar and prices: the steps' dates, the index level on each (the real S&P 500 close, or
// a published level / a bridge between two of them), and every asset's price, deterministic from the
// game's seed.
import { normal, streamId } from '../market/random';
import { sp500Close, sp500Series } from '../market/sp500';
import { universe } from '../market/universe';
import type { Anchor, AssetId, GameDefinition, Quote, Segment } from './types';

const DAY_MS = 86_400_000;
/** The market's own annual volatility the universe's betas are measured against. */
const MARKET_VOLATILITY = 0.2;

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Monday-based week number, so a week is Monday..Sunday. */
function weekOf(day: number): number {
  return Math.floor((day + 3) / 7); // 1970-01-01 was a Thursday
}

function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * Picks the steps of one segment from the candidate days after `from` up to `to`: every day, the
 * last of each week, or the last of each month; `to` itself is always a step.
 */
function segmentDays(candidates: readonly string[], segment: Segment): string[] {
  const out: string[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const d = candidates[i]!;
    const next = candidates[i + 1];
    const last = d === segment.to || next === undefined;
    if (segment.every === 'day' || last) out.push(d);
    else if (segment.every === 'week' && weekOf(dayNumber(next)) !== weekOf(dayNumber(d))) out.push(d);
    else if (segment.every === 'month' && monthOf(next) !== monthOf(d)) out.push(d);
  }
  return out;
}

/** Fixed-date exchange holidays of the anchor games' eras (Memorial Day was 30 May until 1971). */
function closedOn(date: string): boolean {
  const md = date.slice(5);
  return md === '01-01' || md === '07-04' || md === '12-25' || (md === '05-30' && date < '1971');
}

/**
 * Weekdays after `from` up to `to` without the fixed-date holidays (the calendar of the 1929 and
 * 1987 games); `to` itself is always included, it is a published level's date.
 */
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = dayNumber(from) + 1; day < dayNumber(to); day++) {
    const weekday = (((day + 4) % 7) + 7) % 7; // 0 Sunday (1970-01-01 was a Thursday)
    const date = dateOfDay(day);
    if (weekday !== 0 && weekday !== 6 && !closedOn(date)) out.push(date);
  }
  out.push(to);
  return out;
}

/** Real trading days of the embedded series after `from` up to and including `to`. */
function tradingDays(from: string, to: string): string[] {
  return sp500Series()
    .filter((r) => r.date > from && r.date <= to)
    .map((r) => r.date);
}

export function stepDates(game: GameDefinition): string[] {
  const dates = [game.start];
  let from = game.start;
  for (const segment of game.segments) {
    const candidates =
      game.path.kind === 'sp500' ? tradingDays(from, segment.to) : weekdays(from, segment.to);
    dates.push(...segmentDays(candidates, segment));
    from = segment.to;
  }
  return dates;
}

/** Folds a number into [0, 1] by reflection, so a bridge bounces off its end levels. */
export function reflect(u: number): number {
  const r = ((u % 2) + 2) % 2;
  return r > 1 ? 2 - r : r;
}

/**
 * Levels on `dates` from published anchors: an anchor's date gets its level exactly; a date between
 * two anchors gets a Brownian bridge between them in log space, reflected so it never leaves the
 * range of the two levels.
 */
export function bridgeLevels(
  anchors: readonly Anchor[],
  dates: readonly string[],
  volatility: number,
  seed: number,
): number[] {
  const byDate = new Map(anchors.map((a) => [a.date, a.level]));
  const out: number[] = new Array(dates.length).fill(0);
  for (let a = 0; a + 1 < anchors.length; a++) {
    const left = anchors[a]!;
    const right = anchors[a + 1]!;
    const d0 = dayNumber(left.date);
    const d1 = dayNumber(right.date);
    const inside = dates
      .map((date, i) => ({ date, i, t: (dayNumber(date) - d0) / (d1 - d0) }))
      .filter((p) => p.t > 0 && p.t < 1);
    if (inside.length === 0) continue;
    const span = Math.log(right.level / left.level);
    const years = (d1 - d0) / 365;
    // Brownian motion at the interior points, then pinned to zero at both ends.
    let w = 0;
    let tPrev = 0;
    const walk = inside.map((p, k) => {
      w += normal(seed, a, k, 1) * Math.sqrt(p.t - tPrev);
      tPrev = p.t;
      return w;
    });
    const wEnd = w + normal(seed, a, inside.length, 1) * Math.sqrt(1 - tPrev);
    const scale = span === 0 ? 0 : (volatility * Math.sqrt(years)) / Math.abs(span);
    inside.forEach((p, k) => {
      const bridge = walk[k]! - p.t * wEnd;
      const u = reflect(p.t + scale * bridge);
      out[p.i] = round2(Math.exp(Math.log(left.level) + u * span));
    });
  }
  dates.forEach((date, i) => {
    const level = byDate.get(date);
    if (level !== undefined) out[i] = level;
  });
  return out;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function indexLevels(game: GameDefinition, dates: readonly string[]): number[] {
  if (game.path.kind === 'sp500') {
    return dates.map((d) => {
      const close = sp500Close(d);
      if (close === undefined) throw new Error(`${game.id}: no S&P 500 close on ${d}`);
      return close;
    });
  }
  return bridgeLevels(game.path.anchors, dates, game.path.volatility, game.seed);
}

export function stockAsset(symbol: string): AssetId {
  return `stock:${symbol}`;
}

/** The assets of a game in display order: index fund, stocks, bonds. */
export function assetsOf(game: GameDefinition): AssetId[] {
  return ['index', ...game.stocks.map((s) => stockAsset(s.symbol)), 'bonds'];
}

/** A stock's own (not market) volatility from the universe: total² = β²·market² + own². */
function stockParams(symbol: string): { beta: number; own: number } {
  const inst = universe.find((u) => u.symbol === symbol);
  if (!inst) throw new Error(`unknown symbol ${symbol}`);
  const own = Math.sqrt(Math.max(0, inst.volatility ** 2 - (inst.beta * MARKET_VOLATILITY) ** 2));
  return { beta: inst.beta, own };
}

export function betaOf(symbol: string): number {
  return stockParams(symbol).beta;
}

const cache = new Map<string, Quote[]>();

/** Every step's quote. Asset prices start at 100; the same game always gives the same quotes. */
export function quotes(game: GameDefinition): readonly Quote[] {
  const hit = cache.get(game.id);
  if (hit) return hit;
  const dates = stepDates(game);
  const levels = indexLevels(game, dates);
  const i0 = levels[0]!;
  const stocks = game.stocks.map((s) => ({ id: stockAsset(s.symbol), ...stockParams(s.symbol) }));
  const own = stocks.map(() => 0);
  let bondMoves = 0;
  let cashRate = game.cashRate;
  const out: Quote[] = dates.map((date, k) => {
    const prev = dates[k - 1];
    const years = prev ? (dayNumber(date) - dayNumber(prev)) / 365 : 0;
    for (const item of game.news) {
      if (item.date <= date && (prev === undefined || item.date > prev)) {
        if (item.bondMove !== undefined) bondMoves += Math.log(1 + item.bondMove);
        if (item.cashRate !== undefined) cashRate = item.cashRate;
      }
    }
    const market = Math.log(levels[k]! / i0);
    const prices: Record<AssetId, number> = { index: 100 * (levels[k]! / i0), bonds: 0 };
    stocks.forEach((s, j) => {
      if (k > 0) own[j]! += s.own * Math.sqrt(years) * normal(game.seed ^ streamId(s.id), k, j, 2);
      prices[s.id] = 100 * Math.exp(s.beta * market + own[j]!);
    });
    const elapsed = (dayNumber(date) - dayNumber(dates[0]!)) / 365;
    prices.bonds = 100 * Math.exp(game.bondYield * elapsed + bondMoves);
    return { date, index: levels[k]!, prices, cashRate };
  });
  cache.set(game.id, out);
  return out;
}

/** The step whose index level is lowest (the bottom a panicked seller hits). */
export function bottomStep(game: GameDefinition): number {
  const q = quotes(game);
  let low = 0;
  q.forEach((x, k) => {
    if (x.index < q[low]!.index) low = k;
  });
  return low;
}

/** News that arrives with step k: dated after the previous step, up to this one. */
export function newsAt(game: GameDefinition, k: number) {
  const q = quotes(game);
  const date = q[k]?.date ?? '';
  const prev = k > 0 ? (q[k - 1]?.date ?? '') : '';
  return game.news.filter((n) => n.date <= date && (k === 0 ? true : n.date > prev));
}
