// TEMPORARY stand-in until src/core/market (simulatedQuote, history) lands: a deterministic price per
// (symbol, minute) so the trading module runs end to end. Replace by the market model in prices.ts.
import type { PriceQuote } from '../../../core/trading';
import { SYMBOL_PATTERN } from '../../../core/trading';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

function priceAt(symbol: string, minute: number): number {
  const base = 20 + hash(symbol) * 480;
  const phase = hash(`${symbol}#`) * Math.PI * 2;
  const daily = 0.08 * Math.sin(minute / (60 * 24 * 9) + phase);
  const intraday = 0.01 * Math.sin(minute / 45 + phase * 3);
  return Math.round(base * Math.exp(daily + intraday) * 100) / 100;
}

export function standInQuote(symbol: string, at: Date): PriceQuote | undefined {
  if (!SYMBOL_PATTERN.test(symbol)) return undefined;
  const minute = Math.floor(at.getTime() / 60_000);
  const price = priceAt(symbol, minute);
  const previousClose = priceAt(symbol, minute - 24 * 60);
  return {
    symbol,
    name: symbol,
    price,
    previousClose,
    changePercent: Math.round(((price - previousClose) / previousClose) * 10000) / 100,
    volume: 1_000_000,
    avgVolume: 1_000_000,
    sector: ['Technology', 'Financials', 'Health Care', 'Energy', 'Consumer'][
      Math.floor(hash(`${symbol}s`) * 5)
    ],
    beta: 1,
    marketState: 'REGULAR',
    isRealtime: false,
    dataSource: 'simulated',
  };
}

export function standInCloses(symbol: string, at: Date, days: number): number[] {
  const minute = Math.floor(at.getTime() / 60_000);
  return Array.from({ length: days }, (_, i) => priceAt(symbol, minute - (days - 1 - i) * 24 * 60));
}
