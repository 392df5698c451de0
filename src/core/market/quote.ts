// A quote of the simulated market at an instant: every field of the spec's Quote.
import { dateOfDay, locate, type Position } from './calendar';
import { splitFactor } from './corporate-actions';
import { liquidityOf } from './liquidity';
import { closeLogs, Memo, type SessionPath, type SymbolModel, sessionPath, symbolModel } from './model';
import { normal } from './random';
import type { Quote } from './types';
import { instrument } from './universe';

const round2 = (v: number) => Math.round(v * 100) / 100;
/** Prices are quoted in cents: nothing trades below one. */
const price2 = (v: number) => Math.max(round2(v), 0.01);
const memo52 = new Memo<{ high: number; low: number }>(5_000);

/** Log price at a fraction of the session, linear between steps; plus the running high and low. */
export function pointOf(path: SessionPath, fraction: number): { price: number; high: number; low: number } {
  const x = Math.min(Math.max(fraction, 0), 1) * (path.knots.length - 1);
  const k = Math.floor(x);
  const knots = path.knots;
  const value =
    k >= knots.length - 1 ? knots[knots.length - 1]! : knots[k]! + (knots[k + 1]! - knots[k]!) * (x - k);
  let high = value;
  let low = value;
  for (let j = 0; j <= Math.min(k, knots.length - 1); j++) {
    const v = knots[j]!;
    if (v > high) high = v;
    else if (v < low) low = v;
  }
  return { price: value, high, low };
}

/** Share of a session's volume traded by a fraction of it: U-shaped (busy open and close). */
export function volumeShare(fraction: number): number {
  const f = Math.min(Math.max(fraction, 0), 1);
  const a = 3;
  return (f + (a * ((2 * f - 1) ** 3 + 1)) / 6) / (1 + a / 3);
}

/** A session's volume relative to average: busier on big moves, with some noise of its own. */
export function volumeFactor(m: SymbolModel, path: SessionPath): number {
  const move = path.knots[path.knots.length - 1]! - path.previousClose;
  const dailySd = m.instrument.volatility / Math.sqrt(252);
  const z = dailySd > 0 ? move / dailySd : 0;
  return (
    (0.6 + 0.4 * Math.min(z * z, 25)) * Math.exp(0.25 * normal(m.idio.stream, 62, path.session, 3) - 0.03)
  );
}

/** 52-week range of closes before session d (memoised per session: it changes once a day). */
function week52(m: SymbolModel, d: number): { high: number; low: number } {
  return memo52.get(`${m.instrument.symbol}:${d}`, () => {
    const closes = closeLogs(m, Math.max(d - 251, 0), d);
    return { high: Math.max(...closes), low: Math.min(...closes) };
  });
}

export function quoteAt(m: SymbolModel, position: Position, at: Date): Quote {
  const inst = m.instrument;
  const path = sessionPath(m, position.session.index);
  const point = pointOf(path, position.fraction);
  const range52 = week52(m, position.session.index);
  // Split-adjusted: from a split's ex-date on, every price (previous close and 52-week range included)
  // is in post-split shares, as a broker quotes them.
  const f = splitFactor(inst.symbol, dateOfDay(position.day));
  // Rounded to the cent before and after the split, as the chart's candles are (history.ts), so the
  // last candle and the quote agree to the cent.
  const px = (log: number) => price2(price2(Math.exp(log)) / f);
  const price = px(point.price);
  const previousClose = px(path.previousClose);
  const high = px(point.high);
  const low = px(point.low);
  const eps = inst.pe ? inst.anchorPrice / inst.pe / f : null;
  const annualDividend = ((inst.dividendYield / 100) * inst.anchorPrice) / f;
  const change = round2(price - previousClose);
  const dayVolume = inst.avgVolume * volumeFactor(m, path);
  const book = liquidityOf(
    price,
    inst.volatility,
    inst.avgVolume,
    dayVolume,
    position.fraction,
    (a, b) => volumeShare(b) - volumeShare(a),
  );
  return {
    symbol: inst.symbol,
    name: inst.name,
    price,
    change,
    changePercent: previousClose > 0 ? round2((change / previousClose) * 100) : 0,
    high,
    low,
    open: px(path.knots[0]!),
    previousClose,
    volume: Math.round(dayVolume * volumeShare(position.fraction)),
    avgVolume: inst.avgVolume,
    marketCap: Math.round((inst.marketCap / inst.anchorPrice) * price * f),
    pe: eps ? round2(price / eps) : null,
    dividend: round2((annualDividend / price) * 100),
    beta: inst.beta,
    sector: inst.sector,
    week52High: Math.max(px(range52.high), high),
    week52Low: Math.min(px(range52.low), low),
    timestamp: at.toISOString(),
    dataDelay: 0,
    marketState: position.state,
    dataSource: 'simulated',
    isRealtime: true,
    ...book,
  };
}

/**
 * The simulated quote of a symbol at an instant, or undefined when the market does not list it.
 * Pure: the same (symbol, instant) gives the same quote everywhere. While the market is closed the
 * price stands at the last close and marketState says why.
 */
export function simulatedQuote(symbol: string, at: Date): Quote | undefined {
  const inst = instrument(symbol);
  if (!inst || inst.kind === 'index') return undefined;
  return quoteAt(symbolModel(inst), locate(at), at);
}
