// The years a question or a sentence names, so an answer keeps to the time asked about: "what happened
// in March 2020?" is not answered by "In March 2023 Silicon Valley Bank…".

/** A year from 1600 to 2099 ("1929"), a span ("1636–37", "1929–1932") or a decade ("1920s"). */
export const YEAR = /\b(1[6-9]\d\d|20\d\d)\b/;
const YEAR_SPAN_OR_DECADE = /\b(1[6-9]\d\d|20\d\d)(?:(s)\b|\s*[–-]\s*(\d{4}|\d{2})\b|\b)/g;

/** Every year named, a span or decade as each year in it; a decade reaches `slack` years either side. */
export function yearsNamed(text: string, slack = 0): number[] {
  const years: number[] = [];
  for (const m of text.matchAll(YEAR_SPAN_OR_DECADE)) {
    const from = Number(m[1]);
    let [start, to] = [from, from];
    if (m[2] && from % 10 === 0) [start, to] = [from - slack, from + 9 + slack];
    else if (m[3]) to = m[3].length === 2 ? from - (from % 100) + Number(m[3]) : Number(m[3]);
    if (to < from || to - from > 50) to = from;
    for (let y = start; y <= to; y++) years.push(y);
  }
  return years;
}

const NONE = { before: 0, after: 0 };

/** A sentence that takes its time from the one before it ("Within weeks the pound had fallen…"). */
const DATED_BY_THE_STORY = /^Within (?:hours|days|weeks|months|a (?:day|week|month|year))\b/;

/**
 * Whether a sentence names years and none that the message asks about: it tells of another time. The
 * years asked are read once; the test runs on every sentence searched.
 */
export function tellsAnotherTime(
  message: string,
  around: { before: number; after: number } = NONE,
): (sentence: string) => boolean {
  // "How high did inflation get in the 1970s?" is answered by its peak in March 1980.
  const named = yearsNamed(message, 2);
  const days = daysNamed(message);
  // "What did the Dow fall on Friday 16 October 1987?" is not answered by 19 October.
  const anotherDay = (sentence: string) => {
    const told = daysNamed(sentence);
    return days.length > 0 && told.length > 0 && !told.some((d) => days.includes(d));
  };
  if (named.length === 0) return anotherDay;
  // "How many people lost their homes in 2008?": the year names the crisis, whose toll is counted from
  // the years before it to those after ("by early 2011"): the years `around` each year asked are asked too.
  const asked = named.flatMap((y) =>
    Array.from({ length: around.before + around.after + 1 }, (_, i) => y - around.before + i),
  );
  return (sentence) => {
    const told = yearsNamed(sentence);
    // "What happened to oil prices in 1986?" is not answered by "Within months the price of oil was about
    // four times higher", which the story around it dates to 1973: a sentence dated only by the one
    // before it cannot be known to tell the year asked.
    if (told.length === 0) return DATED_BY_THE_STORY.test(sentence) || anotherDay(sentence);
    return !told.some((y) => asked.includes(y)) || anotherDay(sentence);
  };
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DAY_MONTH = new RegExp(`\\b(\\d{1,2}) (${MONTHS})\\b|\\b(${MONTHS}) (\\d{1,2})\\b(?!,? \\d{3})`, 'gi');

/** The days a text names, as "16 october" ("16 October", "October 16"). */
export function daysNamed(text: string): string[] {
  return [...text.matchAll(DAY_MONTH)].map((m) => `${Number(m[1] ?? m[4])} ${(m[2] ?? m[3])!.toLowerCase()}`);
}

/**
 * "What happened in the 1920s?", "tell me about the 1970s": asks about a decade and nothing more ("the
 * 1970s" alone names the stagflation lesson, and "what happened to banks in the 1930s?" asks about banks).
 * Its first year, if so.
 */
export function decadeAsked(message: string): number | undefined {
  const m = ASKS_DECADE.exec(message);
  return m ? Number(m[1]) : undefined;
}

const ASKS_DECADE =
  /^\s*(?:(?:so|and)\s+)?(?:what (?:happened|was happening|went on)|tell me about|what were the (?:main |big |key )?events)(?:\s+(?:in|during|through|of|over))?\s+(?:the\s+)?((?:1[6-9]|20)\d0)['’]?s\s*[?.!]*\s*$/i;
