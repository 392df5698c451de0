import { SYMBOL_PATTERN } from '../../../core/trading/validate';
import { clipped } from '../../../core/words';

// What "Add" does with what the learner typed in the watchlist's field: a symbol ("aapl") or a
// company's name ("apple"), looked up in the market's own symbol search (backend.search).

/** A search result: its symbol and its company's name. */
export type WatchMatch = { symbol: string; name: string };

export type WatchAdd =
  /** The symbol the text names: typed exactly, or the one company whose name matches. */
  | { kind: 'add'; symbol: string }
  /** Several companies match the name: the learner picks one. */
  | { kind: 'choose'; matches: WatchMatch[] }
  /** Shaped like a symbol but not in the search: a price source may still know it. */
  | { kind: 'check'; symbol: string }
  /** Neither a symbol nor a name we know. */
  | { kind: 'unknown' };

/** At most this many companies are offered to choose from. */
export const CHOICES = 5;

export function resolveWatchAdd(text: string, matches: readonly WatchMatch[]): WatchAdd {
  const upper = text.trim().toUpperCase();
  const exact = matches.find((m) => m.symbol === upper);
  if (exact) return { kind: 'add', symbol: exact.symbol };
  if (matches.length === 1) return { kind: 'add', symbol: matches[0]!.symbol };
  if (matches.length > 1) return { kind: 'choose', matches: matches.slice(0, CHOICES) };
  if (SYMBOL_PATTERN.test(upper)) return { kind: 'check', symbol: upper };
  return { kind: 'unknown' };
}

/** The message for text that names no symbol or company we have prices for: what was typed is echoed
 * up to 40 characters, so a pasted paragraph does not fill the panel. */
export const unknownWatchText = (text: string) =>
  `We found no company or symbol called “${clipped(text.trim())}”. Type a symbol such as AAPL or a company name such as Apple.`;

/** Offered on an empty watchlist, each added with one tap. */
export const WATCH_SUGGESTIONS: readonly (readonly [symbol: string, name: string])[] = [
  ['AAPL', 'Apple'],
  ['MSFT', 'Microsoft'],
  ['KO', 'Coca-Cola'],
];
