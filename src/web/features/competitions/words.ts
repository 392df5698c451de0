// A trading game's rules, status and dates in plain words (issue 21 point 1), for the game page,
// the lists and the Simulator's header when the learner trades in a game.
import type { CompetitionRules } from '../../../core/competitions/rules';
import { RISK_LIMITS } from '../../../core/trading/constants';
import { capitalised, countText, listed } from '../../../core/words';
import type { CompetitionSummary } from '../../../shared/api/competitions';

const money = (x: number, decimals = 2) =>
  `$${x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;

/**
 * The Simulator's own pre-trade risk rules (spec §5) hold in every game, as in the personal
 * portfolio: one buy at most 10% of the portfolio and $50,000, one holding at most 25%. A game's
 * largest-position rule can only make the holding limit stricter, so the words say what binds.
 */
export const HOUSE_RISK_RULES = `The Simulator's risk rules apply in every competition: one buy may be at most ${RISK_LIMITS.positionSize}% of the portfolio and ${money(RISK_LIMITS.orderValue, 0)}, and one holding at most ${RISK_LIMITS.concentration}%.`;

/** The largest holding a buy may leave, percent: the game's rule or the Simulator's 25%. */
export const holdingLimit = (rules: Pick<CompetitionRules, 'maxPositionPercent'>) =>
  Math.min(rules.maxPositionPercent, RISK_LIMITS.concentration);

/** One sentence per rule, as the game page lists them. */
export function rulesInWords(rules: CompetitionRules): string[] {
  return [
    `Order types allowed: ${listed(rules.orderTypes)}.`,
    rules.advancedOrders
      ? 'Advanced orders (stop-loss, trailing stops, brackets, OCO and OTO) are allowed.'
      : 'No advanced orders (stop-loss, trailing stops, brackets, OCO and OTO).',
    rules.shorting ? 'Short selling is allowed (every player gets a margin account).' : 'No short selling.',
    rules.options ? 'Options trading is allowed.' : 'No options trading.',
    rules.maxPositionPercent < RISK_LIMITS.concentration
      ? `No position may grow above ${rules.maxPositionPercent}% of the portfolio with a buy.`
      : `No competition limit on position size beyond the Simulator's own (below).`,
    rules.minSharePrice > 0
      ? `Shares priced under ${money(rules.minSharePrice)} cannot be bought.`
      : 'Shares at any price may be bought.',
    rules.commission > 0
      ? `Every fill costs a commission of ${money(rules.commission)}.`
      : 'No commission is charged.',
    HOUSE_RISK_RULES,
  ];
}

/** The rules in one line, for the Simulator's header. */
export function rulesSummary(rules: CompetitionRules): string {
  const parts = [
    `${listed(rules.orderTypes)} orders`,
    rules.advancedOrders ? 'advanced orders' : 'no advanced orders',
    rules.shorting ? 'shorting' : 'no shorting',
    rules.options ? 'options' : 'no options',
  ];
  parts.push(`buys up to ${RISK_LIMITS.positionSize}%, positions up to ${holdingLimit(rules)}%`);
  if (rules.minSharePrice > 0) parts.push(`shares from ${money(rules.minSharePrice)}`);
  if (rules.commission > 0) parts.push(`${money(rules.commission)} commission a fill`);
  const line = parts.join(' · ');
  return capitalised(line);
}

export const STATUS_WORDS: Record<CompetitionSummary['status'], string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  ended: 'Ended',
};

export const STATUS_TONES: Record<CompetitionSummary['status'], string> = {
  upcoming: 'bg-sky-900/60 text-sky-100',
  active: 'bg-emerald-900/60 text-emerald-100',
  ended: 'bg-slate-800 text-slate-200',
};

/** "11 Mar 2026" from "2026-03-11" (a calendar date: no time zone shifts it). */
export function dayText(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const datesText = (g: Pick<CompetitionSummary, 'startDate' | 'endDate'>) =>
  `${dayText(g.startDate)} – ${dayText(g.endDate)}`;

/** "30 Nov 2026 – 28 Dec 2026 (New York market days)": a game's dates wherever they are listed. */
export const marketDatesText = (g: Pick<CompetitionSummary, 'startDate' | 'endDate'>) =>
  `${datesText(g)} (New York market days)`;

/**
 * What a competition's dates mean. They are New York market days, as the server counts "today"
 * (`newYorkDate`): a game made late in the New York evening starts that day, which is already the
 * next day in Europe or Asia, so a player could read "started 30 Nov" beside "joined 1 Dec".
 */
export const MARKET_DAYS_NOTE =
  'Competition dates are New York market days, so they can be a day behind or ahead of the date where you are.';

export const cashText = (x: number) => money(x, 0);

export const playersText = (n: number) => countText(n, 'player');
