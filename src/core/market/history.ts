// Candles for the chart ranges, from the same paths as the quotes: the last candle ends at the
// current price. Intraday ranges use the full-resolution path; daily and weekly candles of past
// sessions take their high and low from a coarser (nested) grid of the same path.
import { locate, newYorkDate, sessionOfIndex } from './calendar';
import { splitFactor } from './corporate-actions';
import {
  closeLogs,
  dayNodes,
  marketParams,
  type SessionPath,
  type SymbolModel,
  sessionPath,
  sessionPathFrom,
  symbolModel,
} from './model';
import { volumeFactor, volumeShare } from './quote';
import type { Candle, HistoryRange } from './types';
import { instrument } from './universe';

const round2 = (v: number) => Math.max(Math.round(v * 100) / 100, 0.01);

type Segment = { open: number; high: number; low: number; close: number };

function valueAt(knots: Float64Array, x: number): number {
  const k = Math.floor(x);
  if (k >= knots.length - 1) return knots[knots.length - 1]!;
  return knots[k]! + (knots[k + 1]! - knots[k]!) * (x - k);
}

/** Open, high, low and close (log) of the path between two fractions of its session. */
export function segment(path: SessionPath, from: number, to: number): Segment {
  const last = path.knots.length - 1;
  const a = from * last;
  const b = to * last;
  const open = valueAt(path.knots, a);
  const close = valueAt(path.knots, b);
  let high = Math.max(open, close);
  let low = Math.min(open, close);
  for (let j = Math.ceil(a); j <= Math.floor(b); j++) {
    const v = path.knots[j]!;
    if (v > high) high = v;
    if (v < low) low = v;
  }
  return { open, high, low, close };
}

function candle(startMs: number, s: Segment, volume: number): Candle {
  return {
    time: Math.floor(startMs / 1000),
    date: new Date(startMs).toISOString(),
    open: round2(Math.exp(s.open)),
    high: round2(Math.exp(s.high)),
    low: round2(Math.exp(s.low)),
    close: round2(Math.exp(s.close)),
    volume: Math.round(volume),
  };
}

/** Bars of `minutes` over sessions [first, last], the last one cut at `fraction`. */
function intradayBars(
  m: SymbolModel,
  first: number,
  last: number,
  fraction: number,
  minutes: number,
): Candle[] {
  const out: Candle[] = [];
  for (let d = first; d <= last; d++) {
    const session = sessionOfIndex(d);
    const openMs = session.open.getTime();
    const lengthMs = session.close.getTime() - openMs;
    const end = d === last ? fraction : 1;
    const path = sessionPath(m, d);
    const dayVolume = m.instrument.avgVolume * volumeFactor(m, path);
    const barMs = minutes * 60_000;
    const bars = Math.round(lengthMs / barMs);
    for (let b = 0; b < bars; b++) {
      const from = (b * barMs) / lengthMs;
      if (b > 0 && from >= end) break;
      const to = Math.min(((b + 1) * barMs) / lengthMs, end);
      out.push(
        candle(
          openMs + from * lengthMs,
          segment(path, from, to),
          dayVolume * (volumeShare(to) - volumeShare(from)),
        ),
      );
    }
  }
  return out;
}

const DAILY_SESSIONS: Partial<Record<HistoryRange, number>> = {
  '1M': 21,
  '3M': 63,
  '6M': 126,
  '1Y': 252,
  '5Y': 1260,
};

/** Daily candles of sessions [first, last]; the last session at `fraction`, at full resolution. */
function dailyCandles(
  m: SymbolModel,
  first: number,
  last: number,
  fraction: number,
  level: number,
): Candle[] {
  const market = dayNodes(marketParams(), first, last);
  const idio = m.isMarket ? market : dayNodes(m.idio, first, last);
  const out: Candle[] = [];
  for (let d = first; d <= last; d++) {
    const path =
      d === last ? sessionPath(m, d) : sessionPathFrom(m, d, market[d - first]!, idio[d - first]!, level);
    const share = d === last ? fraction : 1;
    const volume = m.instrument.avgVolume * volumeFactor(m, path) * volumeShare(share);
    out.push(candle(sessionOfIndex(d).open.getTime(), segment(path, 0, share), volume));
  }
  return out;
}

function weekly(days: Candle[]): Candle[] {
  const out: Candle[] = [];
  let week = -1;
  for (const c of days) {
    // Weeks start on Monday: days since the Unix epoch (a Thursday) shifted by 3.
    const w = Math.floor((Math.floor(c.time / 86_400) + 3) / 7);
    const current = out[out.length - 1];
    if (w !== week || !current) {
      out.push({ ...c });
      week = w;
    } else {
      current.high = Math.max(current.high, c.high);
      current.low = Math.min(current.low, c.low);
      current.close = c.close;
      current.volume += c.volume;
    }
  }
  return out;
}

/**
 * Candles of a symbol (or index such as ^GSPC) over a range ending at `at`: 1D 5-minute bars,
 * 5D 30-minute bars, 1M–1Y daily, 5Y weekly. Empty for an unknown symbol.
 */
export function history(symbol: string, range: HistoryRange, at: Date): Candle[] {
  const inst = instrument(symbol);
  if (!inst) return [];
  // Split-adjusted, as charts are: every candle in the shares of `at` (corporate-actions.ts).
  const f = splitFactor(inst.symbol, newYorkDate(at));
  const candles = unadjustedHistory(inst.symbol, range, at);
  if (f === 1) return candles;
  return candles.map((c) => ({
    ...c,
    open: round2(c.open / f),
    high: round2(c.high / f),
    low: round2(c.low / f),
    close: round2(c.close / f),
    volume: Math.round(c.volume * f),
  }));
}

function unadjustedHistory(symbol: string, range: HistoryRange, at: Date): Candle[] {
  const inst = instrument(symbol);
  if (!inst) return [];
  const m = symbolModel(inst);
  const position = locate(at);
  const d = position.session.index;
  const fraction = position.fraction;
  if (range === '1D') return intradayBars(m, d, d, fraction, 5);
  if (range === '5D') return intradayBars(m, Math.max(d - 4, 0), d, fraction, 30);
  const sessions = DAILY_SESSIONS[range] ?? 21;
  const days = dailyCandles(m, Math.max(d - sessions + 1, 0), d, fraction, range === '5Y' ? 3 : 5);
  return range === '5Y' ? weekly(days) : days;
}

/**
 * Daily closes of a symbol, oldest first: the `days − 1` sessions before the current one, then the
 * current price (what risk and correlation checks use). Empty for an unknown symbol.
 */
export function dailyCloses(symbol: string, at: Date, days: number): number[] {
  const inst = instrument(symbol);
  if (!inst || days <= 0) return [];
  const m = symbolModel(inst);
  const position = locate(at);
  const d = position.session.index;
  const from = Math.max(d - days + 1, 0);
  const f = splitFactor(inst.symbol, newYorkDate(at));
  const past = closeLogs(m, from, d).map((v) => round2(Math.exp(v) / f));
  const now = segment(sessionPath(m, d), 0, position.fraction).close;
  return [...past, round2(Math.exp(now) / f)];
}
