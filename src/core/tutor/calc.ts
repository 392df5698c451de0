import { formatUsdGrouped, toCents } from '../trading/money';
import { type Citation, citation, link } from './cite';

// Sums a learner asks the tutor to work out: a percentage of an amount, money growing at a yearly
// rate, and how long it takes to double. Each is shown with its working, as the lessons show theirs
// (each found nothing: "what is 15% of 200?" quoted the CARES Act's $1,200 payments).

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const RATE = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent|per ?cent)`;

/** "What is 15% of 200?", "15 percent of $1,200". */
const PERCENT_OF = new RegExp(
  String.raw`^\s*(?:what(?:'s|’s| is)\s+|how much is\s+|calculate\s+)?${RATE} of (\$?)(${NUMBER})\s*(?:dollars)?[\s?.!]*$`,
  'i',
);

/** "How much is $1000 at 7% for 10 years?", "what will $500 grow to at 5% a year over 20 years?". */
const GROWS = new RegExp(
  String.raw`\$\s?(${NUMBER})\b.*?\bat ${RATE}(?:\s+(?:a|per) year|\s+annually|\s+yearly|\s+interest|\s+a year interest)?\s+(?:for|over|after|in)\s+(\d{1,3})\s+years?\b`,
  'i',
);

/**
 * "How much will $1000 grow in 30 years?", "what will $500 be worth after 20 years?": no rate given (it
 * quoted Japan's growth in the 1990s). Worked out at a few yearly rates instead.
 */
const GROWS_UNSAID = new RegExp(
  String.raw`\$\s?(${NUMBER})\b(?!.*\bat \d+(?:\.\d+)?\s*(?:%|percent|per ?cent)).*?\b(?:grow|be worth|become|turn into|make|earn)\b.*?\b(?:in|after|over|for)\s+(\d{1,3})\s+years?\b`,
  'i',
);
/** The rates worked out when none is given: a bond-like, a middling and a share-like yearly return. */
const RATES_SHOWN = [0.02, 0.05, 0.07];

/** "How long does it take to double my money at 8%?", "how many years to double at 6 percent?". */
const DOUBLES = new RegExp(String.raw`\bdouble\b.*?\bat ${RATE}`, 'i');

const money = (dollars: number) => formatUsdGrouped(toCents(dollars));
const plain = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const number = (text: string) => Number(text.replace(/,/g, ''));
/** 10 → "¹⁰": a power as a sum is written, not "^10". */
const superscript = (n: number) => [...String(n)].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join('');
/** A multiplier in full: 0.025, not 0.03. */
const factor = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** `principal` after `years` of yearly compounding at `rate` (0.07 for 7%). */
export function grown(principal: number, rate: number, years: number): number {
  return principal * (1 + rate) ** years;
}

/** The years money takes to double at a steady yearly `rate` (0.07 for 7%). */
export function yearsToDouble(rate: number): number {
  return Math.log(2) / Math.log(1 + rate);
}

const COMPOUNDING = 'stock-market-basics';

/** The worked answer to a sum the message asks for, or undefined when it asks none. */
export function composeCalcAnswer(
  message: string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const percent = PERCENT_OF.exec(message);
  if (percent) {
    const [rate, dollars, amount] = [number(percent[1]!), percent[2] === '$', number(percent[3]!)];
    const sum = (n: number) => (dollars ? money(n) : plain(n));
    const part = (amount * rate) / 100;
    return {
      topic: 'content',
      citations: [],
      text: `${plain(rate)}% of ${sum(amount)} is **${sum(part)}**: ${sum(amount)} × ${factor(rate / 100)} = ${sum(part)}.`,
    };
  }
  const grows = GROWS.exec(message);
  if (grows) {
    const [principal, rate, years] = [number(grows[1]!), number(grows[2]!) / 100, Number(grows[3])];
    if (principal <= 0 || rate <= 0 || rate > 1 || years < 1) return undefined;
    const total = grown(principal, rate, years);
    const simple = principal * rate * years;
    const cited = citation(COMPOUNDING);
    return {
      topic: 'content',
      citations: [cited],
      text: [
        `At ${plain(rate * 100)}% a year, added once a year, ${money(principal)} grows to about **${money(total)}** in ${years} year${years === 1 ? '' : 's'}: ${money(principal)} × ${factor(1 + rate)}${superscript(years)} ≈ ${money(total)}.`,
        `Of the ${money(total - principal)} gained, ${money(simple)} is ${plain(rate * 100)}% of the first ${money(principal)} each year; the other ${money(total - principal - simple)} is interest earned on earlier interest, which is what compounding means. Real returns vary from year to year, and inflation takes its share.`,
        `Read more in ${link(cited)}.`,
      ].join('\n\n'),
    };
  }
  const unsaid = GROWS_UNSAID.exec(message);
  if (unsaid) {
    const [principal, years] = [number(unsaid[1]!), Number(unsaid[2])];
    if (principal <= 0 || years < 1) return undefined;
    const cited = citation(COMPOUNDING);
    return {
      topic: 'content',
      citations: [cited],
      text: [
        `That depends on the yearly return, which no one can promise. Worked out at three rates, added once a year, ${money(principal)} after ${years} year${years === 1 ? '' : 's'} would be:`,
        RATES_SHOWN.map(
          (rate) =>
            `- **At ${plain(rate * 100)}% a year:** ${money(principal)} × ${factor(1 + rate)}${superscript(years)} ≈ ${money(grown(principal, rate, years))}`,
        ).join('\n'),
        'Since 1900 US shares have returned about 6–7% a year after inflation and government bonds about 1–2%, by the figures our lessons cite, with very different single decades. Ask with a rate ("how much is $1,000 at 7% for 30 years?") for the working in full.',
        `Read more in ${link(cited)}.`,
      ].join('\n\n'),
    };
  }
  const doubles = DOUBLES.exec(message);
  if (doubles) {
    const rate = number(doubles[1]!) / 100;
    if (rate <= 0 || rate > 1) return undefined;
    const cited = citation(COMPOUNDING);
    return {
      topic: 'content',
      citations: [cited],
      text: [
        `At ${plain(rate * 100)}% a year, money doubles in about **${plain(Math.round(yearsToDouble(rate) * 10) / 10)} years**: ${factor(1 + rate)} raised to that power is 2.`,
        `The rule of 72 gives nearly the same in your head: 72 ÷ ${plain(rate * 100)} = ${plain(Math.round((72 / (rate * 100)) * 10) / 10)} years.`,
        `Read more in ${link(cited)}.`,
      ].join('\n\n'),
    };
  }
  return undefined;
}
