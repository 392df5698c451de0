import { equityOf, START_CENTS } from '../../../core/games/engine';
import { assetsOf, newsAt, quotes } from '../../../core/games/path';
import { resultOf } from '../../../core/games/score';
import type { AssetId, GameDefinition, GameState } from '../../../core/games/types';
import { assetName } from './format';

// What the 3D street (and its flat fallback) shows for one state of a running game: a pure reading
// of the engine's state, so the street is a view of the same game, not a game of its own.

export type Weather = 'sun' | 'clouds' | 'rain' | 'storm';

export type Building = { asset: AssetId; label: string; height: number; change: number };

export type StreetView = {
  date: string;
  index: number;
  /** Index change since the previous date, fraction (the weather, the ticker tape). */
  dayChange: number;
  /**
   * Index change since the start of the game, fraction: the game's own index return (`resultOf`),
   * the figure set beside the learner's `equityChange`, as on the game page.
   */
  indexChange: number;
  /** Index fall from its highest level so far, fraction (0 at a record). */
  fromPeak: number;
  /** 0 calm … 1 panic. */
  panic: number;
  weather: Weather;
  /** People on the street and the trading floor. */
  crowd: number;
  buildings: Building[];
  ticker: { label: string; change: number }[];
  headline: string | null;
  equity: number;
  equityChange: number;
};

export const MAX_CROWD = 120;

export function streetView(game: GameDefinition, state: GameState): StreetView {
  const q = quotes(game);
  const k = state.step;
  const today = q[k]!;
  const before = q[Math.max(0, k - 1)]!;
  const peak = Math.max(...q.slice(0, k + 1).map((x) => x.index));
  const dayChange = today.index / before.index - 1;
  const fromPeak = 1 - today.index / peak;
  // A fall of 5 % in a step or 40 % from the peak is full panic.
  const panic = Math.min(1, Math.max(0, -dayChange / 0.05, fromPeak / 0.4));
  const weather: Weather =
    dayChange <= -0.05 || panic >= 0.85
      ? 'storm'
      : dayChange < -0.01 || panic >= 0.5
        ? 'rain'
        : dayChange < 0 || panic >= 0.2
          ? 'clouds'
          : 'sun';
  const buildings = assetsOf(game).map((asset) => {
    const price = today.prices[asset]!;
    const prev = before.prices[asset]!;
    return {
      asset,
      label: assetName(game, asset),
      height: Math.max(0.4, Math.min(4, price / 100)) * 4,
      change: price / prev - 1,
    };
  });
  // Ticker tape symbols: the index's short name, each stock's symbol, the bond fund.
  const ticker = [
    { label: game.indexName === 'S&P 500' ? 'S&P 500' : 'DOW', change: dayChange },
    ...buildings.map((b) => ({
      label:
        b.asset === 'index' ? 'INDEX FUND' : b.asset === 'bonds' ? 'BONDS' : b.asset.slice('stock:'.length),
      change: b.change,
    })),
  ];
  const news = newsAt(game, k);
  const equity = equityOf(state);
  return {
    date: today.date,
    index: today.index,
    dayChange,
    indexChange: resultOf(game, state).indexReturn,
    fromPeak,
    panic,
    weather,
    crowd: Math.round(20 + panic * (MAX_CROWD - 20)),
    buildings,
    ticker,
    headline: news.length > 0 ? news[news.length - 1]!.headline : null,
    equity,
    equityChange: equity / START_CENTS - 1,
  };
}

/** Whether this browser can draw WebGL at all (the street falls back to a flat view if not). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
