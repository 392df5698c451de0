// "What is a stop-loss order and when should I use one?": the definition answers what it is, and the
// Simulator is where a learner would use one, so the answer also says where it is placed. Written from
// the order ticket's Order type (OrderTicket.tsx) and the Advanced orders panel's kinds
// (AdvancedOrderForm.tsx).

/** Asks when or how to use, place or set a thing, not what happened to one. */
const ASKS_USE =
  /\b(?:when|how|why) (?:should|would|do|does|can|could|might|to) (?:i |you |we |one |someone |people |investors? |traders? )?(?:use|place|set|put|choose|pick)\b|\bwhen to use\b|\bwhat (?:is|are) (?:it|they|one|an? [\w -]+?) (?:used|for)\b/i;

const TICKET = 'choose it as the Order type on the Simulator’s order ticket';
const ADVANCED = 'open the Simulator’s Advanced orders panel and pick';

/** Each order type the Simulator offers, the words that name it, and where it is placed. */
const PLACES: { names: RegExp; where: string }[] = [
  {
    names: /\bstop[- ]?loss(?:es)?\b/i,
    where: `${ADVANCED} Stop-loss, with the shares and the stop price. A plain Stop on the order ticket does the same for a single order`,
  },
  { names: /\btrailing stops?\b/i, where: `${ADVANCED} Trailing stop, trailing by a percent or an amount` },
  {
    names: /\bbracket(?: orders?)?\b/i,
    where: `${ADVANCED} Bracket, with its entry, stop loss and take profit`,
  },
  {
    names: /\b(?:oco|one[- ]cancels[- ](?:the[- ])?other)\b/i,
    where: `${ADVANCED} One-cancels-other, for shares you already hold`,
  },
  {
    names: /\bstop[- ]limit(?: orders?)?\b/i,
    where: `${TICKET} (Stop-limit), with the stop and the limit price`,
  },
  { names: /\bstop orders?\b/i, where: `${TICKET} (Stop), with the stop price` },
  { names: /\blimit orders?\b/i, where: `${TICKET} (Limit), with your price` },
  { names: /\bmarket orders?\b/i, where: `${TICKET} (Market)` },
];

/** Where in the Simulator the order type a "when should I use one?" question asks about is placed. */
export function wherePlaced(message: string): string | undefined {
  if (!ASKS_USE.test(message)) return undefined;
  const place = placeNamed(message);
  return place && `To practise with one in ThinkStreet, ${place.where}. It uses your virtual cash only.`;
}

/**
 * "How do I place a stop order?": the order type the message names, as said, and where the Simulator
 * places it, whatever the words that ask how.
 */
export function placeNamed(message: string): { name: string; where: string } | undefined {
  for (const p of PLACES) {
    const m = p.names.exec(message);
    if (m) return { name: m[0].toLowerCase(), where: p.where };
  }
  return undefined;
}
