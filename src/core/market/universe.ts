// The symbols the simulated market knows, parsed once from universe-data.ts, plus its indices.
import { UNIVERSE_TABLE } from './universe-data';

export type Instrument = {
  symbol: string;
  name: string;
  sector: string;
  kind: 'stock' | 'etf' | 'index';
  /** Price at the model's anchor (close of 2024-12-31). */
  anchorPrice: number;
  beta: number;
  /** Total annual volatility of log returns. */
  volatility: number;
  /** Expected annual log return; null: the market's own (index trackers). */
  drift: number | null;
  pe: number | null;
  dividendYield: number;
  marketCap: number;
  avgVolume: number;
};

function parse(table: string): Instrument[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [symbol, name, sector, kind, price, beta, volatility, drift, pe, dividend, cap, volume] =
        line.split('|');
      const num = (v: string | undefined) => Number(v);
      return {
        symbol: symbol ?? '',
        name: name ?? '',
        sector: sector ?? '',
        kind: kind === 'etf' ? 'etf' : 'stock',
        anchorPrice: num(price),
        beta: num(beta),
        volatility: num(volatility),
        drift: drift ? num(drift) : null,
        pe: pe ? num(pe) : null,
        dividendYield: num(dividend),
        marketCap: num(cap) * 1e9,
        avgVolume: Math.round(num(volume) * 1e6),
      };
    });
}

export const universe: readonly Instrument[] = parse(UNIVERSE_TABLE);

/** The indices shown on the dashboard; ^GSPC is the market factor itself (real 2000–2020). */
export const INDEX_INSTRUMENTS: readonly Instrument[] = [
  index('^GSPC', 'S&P 500', 5881.63, 1, 0.2, null, 0),
  index('^DJI', 'Dow Jones Industrial Average', 42544.22, 0.9, 0.19, null, 350e6),
  index('^IXIC', 'NASDAQ Composite', 19310.79, 1.2, 0.26, 0.1, 8e9),
  index('^RUT', 'Russell 2000', 2230.16, 1.15, 0.26, 0.07, 1e9),
];

function index(
  symbol: string,
  name: string,
  anchorPrice: number,
  beta: number,
  volatility: number,
  drift: number | null,
  avgVolume: number,
): Instrument {
  return {
    symbol,
    name,
    sector: 'Index',
    kind: 'index',
    anchorPrice,
    beta,
    volatility,
    drift,
    pe: null,
    dividendYield: 0,
    marketCap: 0,
    avgVolume,
  };
}

const bySymbol = new Map<string, Instrument>(
  [...universe, ...INDEX_INSTRUMENTS].map((i) => [i.symbol, i] as const),
);

/** The instrument of a symbol (case-insensitive), or undefined when the market does not list it. */
export function instrument(symbol: string): Instrument | undefined {
  return bySymbol.get(symbol.trim().toUpperCase());
}
