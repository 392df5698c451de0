import { instrument } from '../market/universe';

// The ticker symbols a learner's message names. A capitalised word is not a symbol: "I", "A", "AM",
// "IT", "ETF" and "AI" are words a learner writes in capitals, and "what is a stop-loss order and when
// do I use one?" was answered "I can't find any orders for I in your account". A symbol is a word the
// simulated market lists (core/market/universe), or one written as a cashtag ("$XYZ").

/** Every run of capitals that could be a symbol, with the "$" before it if there is one. */
const CANDIDATE = /(\$?)\b([A-Z]{1,5}(?:\.[A-Z])?)\b/g;

/**
 * Listed symbols that are also everyday words or abbreviations a learner writes in capitals ("NOW",
 * "3 PM", "Plan C", "the DOW"): taken only as a cashtag or beside a word that makes them a ticker.
 */
const WORDLIKE = new Set([
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'NOW',
  'LOW',
  'COST',
  'CAT',
  'SO',
  'DE',
  'MO',
  'PM',
  'MA',
  'MS',
  'MAR',
  'DOW',
  'ICE',
  'UPS',
  'EL',
  'CL',
  'CI',
  'CB',
  'GM',
  'EA',
  'DIA',
  'GE',
  'KR',
  'GIS',
]);

/** Words that make the capitals beside them a ticker: "C stock", "shares of C", "buy F". */
const BEFORE = /\b(?:buy|buying|bought|sell|selling|sold|short|shorting|shorted|cover|of|on|in)\s+$/i;
const AFTER = /^\s+(?:stock|stocks|shares?|orders?|position|positions|calls?|puts?|options?|limit|stop)\b/i;

/** The symbols a message names: cashtags, and listed symbols not read as everyday words. */
export function symbolsNamed(message: string): string[] {
  const out: string[] = [];
  for (const m of message.matchAll(CANDIDATE)) {
    const [whole, cash, word] = m as unknown as [string, string, string];
    const at = m.index ?? 0;
    const listed = instrument(word) !== undefined;
    const tagged = cash === '$';
    if (!tagged && !listed) continue;
    if (!tagged && WORDLIKE.has(word)) {
      const before = message.slice(0, at);
      const after = message.slice(at + whole.length);
      if (!BEFORE.test(before) && !AFTER.test(after)) continue;
    }
    if (!out.includes(word)) out.push(word);
  }
  return out;
}
