// The deterministic market model: the log price of a symbol at (session, point of the session) is a
// pure function built from counter-based bridge trees, so it is the same in every process and the
// browser, and costs one walk down fixed-depth trees (16 levels of sessions, 11 within a session)
// whatever the date. Small memo caches make repeated quotes cheap without changing any value.
//
//   log P(d, j) = log P_A + β·(M(d, j) − M_A) + σ·(I(d, j) − I_A) + α·(position − position_A)
//
// M is the market factor: a bridge tree calibrated on the real S&P 500, pinned to the real closes
// 2000-01-03..2020-04-17 and to the index's level at the anchor (close of 2024-12-31) by linear
// corrections (a Brownian bridge conditioned on its ends stays a Brownian bridge). I is the symbol's
// own unit bridge tree. Within a session, 2048 steps (about 11 s each) follow an opening gap; the
// price moves linearly between steps, so highs and lows over the steps are exact.
import { type BridgeParams, type Node, range, walk } from './bridge';
import { dayOfDate, sessionsBefore } from './calendar';
import { calibration, DAILY_CASCADE_LEVELS } from './calibration';
import { normal, streamId } from './random';
import { sp500Series } from './sp500';
import type { Instrument } from './universe';

export const DAILY_DEPTH = 16; // 65,536 sessions from 1970-01-02: past 2199
export const INTRADAY_DEPTH = 11;
export const STEPS_PER_SESSION = 2 ** INTRADAY_DEPTH;
/** Share of a session's variance that arrives at the open, as the overnight gap. */
const GAP_SHARE = 0.2;
export const ANCHOR_DATE = '2024-12-31';
/** The S&P 500's real close on the anchor date. */
export const ANCHOR_INDEX_LEVEL = 5881.63;
const TRADING_DAYS = 252;

const MARKET_STREAM = streamId('market-factor');

function dailyParams(stream: number, mean: number, variance: number): BridgeParams {
  return {
    stream,
    tag: 0,
    depth: DAILY_DEPTH,
    mean,
    variance,
    cascadeLevels: DAILY_CASCADE_LEVELS,
    spread: calibration().spread,
  };
}

let marketParamsCache: BridgeParams | undefined;
export function marketParams(): BridgeParams {
  const c = calibration();
  marketParamsCache ??= dailyParams(MARKET_STREAM, c.dailyMean, c.dailyVariance);
  return marketParamsCache;
}

/** An instrument's own daily tree: unit variance, no drift (scaled by its idiosyncratic volatility). */
function idioParams(symbol: string): BridgeParams {
  return dailyParams(streamId(symbol), 0, 1);
}

// ---- memo caches (values never depend on them) ---------------------------------------------------

const memos: { clear(): void }[] = [];

/** A bounded memo table; clearModelCaches empties every one. */
export class Memo<V> {
  private map = new Map<string, V>();
  constructor(private readonly limit: number) {
    memos.push(this);
  }
  get(key: string, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }
  clear() {
    this.map.clear();
  }
}

const dayNodeMemo = new Memo<DayNode>(20_000);
const knotsMemo = new Memo<Float64Array>(600);
const constantsMemo = new Memo<number>(1_000);

/** Empties the memo caches (tests measure cold work with it). */
export function clearModelCaches(): void {
  for (const memo of memos) memo.clear();
  pins = undefined;
}

// ---- sessions of a daily tree --------------------------------------------------------------------

/** A session of a daily tree: the sum of every session before it, and its own node. */
export type DayNode = { before: number; node: Node };

export function dayNode(p: BridgeParams, d: number): DayNode {
  return dayNodeMemo.get(`${p.stream}:${d}`, () => {
    const { before, step } = walk(p, d);
    return { before, node: step };
  });
}

/** Sessions [from, to) in one pass (history, 52-week range). */
export function dayNodes(p: BridgeParams, from: number, to: number): DayNode[] {
  const { before, steps } = range(p, from, to);
  const out: DayNode[] = [];
  let cum = before;
  for (const node of steps) {
    out.push({ before: cum, node });
    cum += node.sum;
  }
  return out;
}

/**
 * The path within session d, relative to the previous close, at 2^level + 1 points: [0] is the
 * open (after the gap), [2^level] the close (= the session's sum). Coarser levels are exact subsets.
 */
export function intradayKnots(p: BridgeParams, d: number, day: Node, level = INTRADAY_DEPTH): Float64Array {
  const make = () => {
    const gapMean = GAP_SHARE * p.mean;
    const gap =
      gapMean +
      GAP_SHARE * (day.sum - p.mean) +
      Math.sqrt(GAP_SHARE * (1 - GAP_SHARE) * day.variance) * normal(p.stream, 63, d, 7);
    const session: Node = { sum: day.sum - gap, variance: (1 - GAP_SHARE) * day.variance };
    const intraday: BridgeParams = {
      stream: p.stream,
      tag: 64 + d * 16,
      depth: INTRADAY_DEPTH,
      mean: ((1 - GAP_SHARE) * p.mean) / STEPS_PER_SESSION,
      variance: session.variance / STEPS_PER_SESSION,
      cascadeLevels: INTRADAY_DEPTH,
      // Volatility clusters within the session down to blocks of 32 steps (~6 minutes); the finer
      // splits are even, which halves the draws of a new session.
      evenBottomLevels: 5,
      spread: p.spread,
    };
    const count = 2 ** level;
    const { steps } = range(intraday, 0, count, session, level);
    const knots = new Float64Array(count + 1);
    let cum = gap;
    knots[0] = gap;
    for (let j = 0; j < count; j++) {
      cum += steps[j]!.sum;
      knots[j + 1] = cum;
    }
    knots[count] = day.sum;
    return knots;
  };
  return level === INTRADAY_DEPTH ? knotsMemo.get(`${p.stream}:${d}`, make) : make();
}

// ---- pins of the market factor -------------------------------------------------------------------

type Pins = {
  first: number;
  last: number;
  anchor: number;
  realLogs: Float64Array;
  before: number;
  between: number;
  after: number;
};
let pins: Pins | undefined;

function pinsOf(): Pins {
  if (pins) return pins;
  const p = marketParams();
  const series = sp500Series();
  const first = sessionsBefore(dayOfDate(series[0]!.date));
  const last = first + series.length - 1;
  const anchor = sessionsBefore(dayOfDate(ANCHOR_DATE));
  const realLogs = Float64Array.from(series, (r) => Math.log(r.close));
  const closeSum = (d: number) => {
    const n = dayNode(p, d);
    return n.before + n.node.sum;
  };
  pins = {
    first,
    last,
    anchor,
    realLogs,
    before: realLogs[0]! - closeSum(first),
    between: realLogs[realLogs.length - 1]! - closeSum(last),
    after: Math.log(ANCHOR_INDEX_LEVEL) - closeSum(anchor),
  };
  return pins;
}

/** The correction added to the market tree's cumulative sum at the close of session d. */
function correction(d: number, closeSum: number): number {
  const q = pinsOf();
  if (d < q.first) return q.before;
  if (d <= q.last) return q.realLogs[d - q.first]! - closeSum;
  if (d >= q.anchor) return q.after;
  return q.between + ((q.after - q.between) * (d - q.last)) / (q.anchor - q.last);
}

// ---- a symbol's log prices -----------------------------------------------------------------------

export type SymbolModel = {
  instrument: Instrument;
  /** Daily standard deviation of the idiosyncratic part. */
  idioDaily: number;
  /** Drift per session on top of beta × market. */
  alphaDaily: number;
  idio: BridgeParams;
  isMarket: boolean;
};

const modelMemo = new Map<string, SymbolModel>();

export function symbolModel(instrument: Instrument): SymbolModel {
  const hit = modelMemo.get(instrument.symbol);
  if (hit) return hit;
  const c = calibration();
  const marketAnnual = c.stats.stdev * Math.sqrt(TRADING_DAYS);
  const isMarket = instrument.symbol === '^GSPC';
  const idioAnnual = isMarket
    ? 0
    : Math.sqrt(Math.max(instrument.volatility ** 2 - (instrument.beta * marketAnnual) ** 2, 0.003 ** 2));
  const model: SymbolModel = {
    instrument,
    idioDaily: idioAnnual / Math.sqrt(TRADING_DAYS),
    alphaDaily:
      instrument.drift === null ? 0 : instrument.drift / TRADING_DAYS - instrument.beta * c.dailyMean,
    idio: idioParams(instrument.symbol),
    isMarket,
  };
  modelMemo.set(instrument.symbol, model);
  return model;
}

/** Log levels at the anchor close that every price is measured from. */
function anchorIdio(m: SymbolModel): number {
  return constantsMemo.get(`idio:${m.instrument.symbol}`, () => {
    const n = dayNode(m.idio, pinsOf().anchor);
    return n.before + n.node.sum;
  });
}

function logPrice(m: SymbolModel, marketLog: number, idioCum: number, position: number): number {
  const q = pinsOf();
  if (m.isMarket) return marketLog;
  const own = m.idioDaily * (idioCum - anchorIdio(m)) + m.alphaDaily * (position - (q.anchor + 1));
  return (
    Math.log(m.instrument.anchorPrice) +
    m.instrument.beta * (marketLog - Math.log(ANCHOR_INDEX_LEVEL)) +
    OWN_BOUND * Math.tanh(own / OWN_BOUND)
  );
}

/**
 * A symbol's own part (idiosyncratic noise and drift) is bounded to ×/÷ 50 around the market's over
 * the model's two centuries (soft: tanh, ~2% compression after a typical year), so a volatile name
 * neither vanishes nor explodes decades from the anchor.
 */
const OWN_BOUND = Math.log(50);

export type SessionPath = {
  session: number;
  /** Log price at the previous close. */
  previousClose: number;
  /** Log prices at the 2^level + 1 points of the session ([0] open … [last] close). */
  knots: Float64Array;
};

/** A symbol's path through session d, from already-walked day nodes (history passes them in bulk). */
export function sessionPathFrom(
  m: SymbolModel,
  d: number,
  market: DayNode,
  idio: DayNode,
  level = INTRADAY_DEPTH,
): SessionPath {
  const count = 2 ** level;
  const mk = intradayKnots(marketParams(), d, market.node, level);
  const ik = m.isMarket ? undefined : intradayKnots(m.idio, d, idio.node, level);
  const previousMarket = market.before + correction(d - 1, market.before);
  const close = market.before + market.node.sum;
  const correctionStep = correction(d, close) - correction(d - 1, market.before);
  const knots = new Float64Array(count + 1);
  for (let j = 0; j <= count; j++) {
    const marketLog = previousMarket + mk[j]! + (correctionStep * j) / count;
    knots[j] = logPrice(m, marketLog, idio.before + (ik ? ik[j]! : 0), d + j / count);
  }
  return { session: d, previousClose: logPrice(m, previousMarket, idio.before, d), knots };
}

const pathMemo = new Memo<SessionPath>(600);

/** A symbol's full-resolution path through session d. */
export function sessionPath(m: SymbolModel, d: number): SessionPath {
  return pathMemo.get(`${m.instrument.symbol}:${d}`, () =>
    sessionPathFrom(
      m,
      d,
      dayNode(marketParams(), d),
      m.isMarket ? dayNode(marketParams(), d) : dayNode(m.idio, d),
    ),
  );
}

/** Log closes of sessions [from, to) (one range pass per tree). */
export function closeLogs(m: SymbolModel, from: number, to: number): number[] {
  const market = dayNodes(marketParams(), from, to);
  const idio = m.isMarket ? market : dayNodes(m.idio, from, to);
  return market.map((n, i) => {
    const close = n.before + n.node.sum;
    const idioNode = idio[i]!;
    return logPrice(
      m,
      close + correction(from + i, close),
      idioNode.before + idioNode.node.sum,
      from + i + 1,
    );
  });
}
