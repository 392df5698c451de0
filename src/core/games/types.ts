// The crisis games as data (issue 11): a game is its dates, its index path, its assets, its news and
// the tools its era had; `engine.ts` is one transition function over it.

export const GAME_IDS = [
  'crash-1929',
  'black-monday-1987',
  'dotcom-2000',
  'financial-crisis-2008',
  'covid-2020',
] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The era tools a game may offer besides buy, sell, rebalance and hold. */
export type EraTool = 'margin' | 'insurance' | 'fed';

/** Where a dated index level comes from. */
export type Source = { id: string; title: string; publisher: string; year: number };

/** A published index level on a date (1929 and 1987 games). */
export type Anchor = { date: string; level: number; source: string };

/** How the calendar advances through part of a game. */
export type Segment = { to: string; every: 'day' | 'week' | 'month' };

export type IndexPath =
  /** The embedded real daily S&P 500 closes, read on each step's date. */
  | { kind: 'sp500' }
  /** Published levels at dated points; the steps between are bridged, never leaving their range. */
  | { kind: 'anchors'; anchors: readonly Anchor[]; volatility: number };

export type StockAsset = {
  /** A symbol of the market universe (its beta and volatility are used). */
  symbol: string;
  /** The name shown in the game (the company of that era). */
  name: string;
  sector: string;
};

export type NewsKind = 'news' | 'fed' | 'policy';

export type NewsItem = {
  date: string;
  headline: string;
  kind: NewsKind;
  /** Fed actions change the rate cash earns from this date on (annual, e.g. 0.0025). */
  cashRate?: number;
  /** Fed actions move bond prices on the day (e.g. 0.02 for +2 %). */
  bondMove?: number;
};

export type GameDefinition = {
  id: GameId;
  title: string;
  era: string;
  summary: string;
  goal: string;
  /** The lesson about this crisis (a catalogue id). */
  lessonId: string;
  indexName: string;
  /** Number stream of the bridge and the stocks' own moves: the same seed, the same market. */
  seed: number;
  start: string;
  segments: readonly Segment[];
  path: IndexPath;
  stocks: readonly StockAsset[];
  /** Annual yield of the bond fund. */
  bondYield: number;
  /** Annual rate cash earns at the start (Fed actions change it). */
  cashRate: number;
  tools: readonly EraTool[];
  news: readonly NewsItem[];
  sources: readonly Source[];
};

export type AssetId = 'index' | 'bonds' | `stock:${string}`;

export type Action =
  | { type: 'hold' }
  | { type: 'buy'; asset: AssetId; cents: number }
  | { type: 'sell'; asset: AssetId; cents: number }
  /** Target weights in whole percent of equity per asset; the rest is cash. Repays any margin loan. */
  | { type: 'rebalance'; weights: Partial<Record<AssetId, number>> }
  /** Portfolio insurance on or off (1987). */
  | { type: 'insure'; on: boolean };

/** One market snapshot on a step's date. */
export type Quote = {
  date: string;
  index: number;
  /** Price of every asset on this date (index fund, bonds, each stock). */
  prices: Record<AssetId, number>;
  /** Annual rate cash earns until the next step. */
  cashRate: number;
};

/** Something the market or the era's machinery did to the portfolio between two steps. */
export type GameEvent = {
  step: number;
  kind: 'margin-call' | 'insurance-sale' | 'wiped-out';
  cents: number;
};

export type GameState = {
  gameId: GameId;
  /** Index of the current date in the game's calendar. */
  step: number;
  cash: number;
  /** Margin loan (1929), cents. */
  loan: number;
  /** Value of each position at the current step's prices, cents. */
  positions: Record<AssetId, number>;
  insurance: boolean;
  /** Equity (cash + positions − loan) at each step reached, cents. */
  equity: number[];
  actions: Action[];
  events: GameEvent[];
  finished: boolean;
};

export type StepResult = { ok: true; state: GameState } | { ok: false; reason: string };

export type GameResult = {
  finalCents: number;
  startCents: number;
  /** Fractions, e.g. -0.25 for −25 %. */
  return: number;
  indexReturn: number;
  maxDrawdown: number;
  /** Risk-adjusted points (see `score.ts`). */
  score: number;
};
