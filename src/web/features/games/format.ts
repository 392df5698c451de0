import type { Action, AssetId, GameDefinition } from '../../../core/games/types';
import { calendarDayText } from '../../lib/dates';

// How the games name dates, assets and decisions.

/** 1929-10-29 → "Tue 29 Oct 1929" (long: "Tuesday 29 October 1929"), day first as the app writes dates. */
export function gameDate(date: string, long = false): string {
  return calendarDayText(date, { weekday: true, long });
}

/** 1929-10-29 → "29 Oct 1929": a chart's date axis, where the weekday would crowd the ticks. */
export function axisDate(date: string): string {
  return calendarDayText(date);
}

export function assetName(game: GameDefinition, asset: AssetId): string {
  if (asset === 'index') return `${game.indexName} fund`;
  if (asset === 'bonds') return 'Government bonds';
  const symbol = asset.slice('stock:'.length);
  return game.stocks.find((s) => s.symbol === symbol)?.name ?? symbol;
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function describeAction(game: GameDefinition, action: Action): string {
  switch (action.type) {
    case 'hold':
      return 'Held';
    case 'buy':
      return `Bought ${dollars(action.cents)} of ${assetName(game, action.asset)}`;
    case 'sell':
      return `Sold ${dollars(action.cents)} of ${assetName(game, action.asset)}`;
    case 'rebalance': {
      const parts = Object.entries(action.weights)
        .filter(([, w]) => (w ?? 0) > 0)
        .map(([a, w]) => `${w}% ${assetName(game, a as AssetId)}`);
      return parts.length === 0 ? 'Sold everything for cash' : `Rebalanced to ${parts.join(', ')}`;
    }
    case 'insure':
      return action.on ? 'Turned portfolio insurance on' : 'Turned portfolio insurance off';
  }
}

export function wholeDollars(cents: number): string {
  return dollars(cents);
}

/**
 * How the learner's final value compares with buying and holding, in the whole dollars both are shown
 * in: "the same as" when they read the same, never "$0 more".
 */
export function versusHoldText(mineCents: number, holdCents: number): string {
  const diff = Math.round(mineCents / 100) - Math.round(holdCents / 100);
  if (diff === 0) return 'That is the same as buying and holding the starting portfolio.';
  return `That is ${dollars(Math.abs(diff) * 100)} ${diff > 0 ? 'more' : 'less'} than buying and holding the starting portfolio.`;
}
