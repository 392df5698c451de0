import { lessons } from '../../content/catalogue';
import { listed, numberWord } from '../words';
import { type Citation, citation, link } from './cite';
import type { TutorAnswer } from './compose';
import { type Passage, splitSentences, stem, words } from './retrieval';

// "Who was the Fed chairman in 2008?" asks who held an office at a time. Our lessons list the real
// figures of each story with their office and its years ("Ben Bernanke: Chair of the Federal Reserve,
// 2006–2014"), in the "Who else is in this story" details a reader opens. Those roles answer it, and
// only they: an office no lesson lists for that time gets no answer from here.

/** A real figure's office as a lesson lists it, with the years it says the office was held. */
export type Role = {
  name: string;
  /** The role as the lesson writes it, without "(real figure)". */
  role: string;
  influence: string;
  lessonId: string;
  from: number;
  to: number;
};

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \\d{1,2})?';
const Y = '(1[6-9]\\d\\d|20\\d\\d)';

/**
 * The years a role says its office was held: "2006–2014", "1990–93", "December 1999 to December 2001",
 * "March–August 1998"; "from August 1987" and "until October 2011" claim no more than the lesson's own
 * year beside the one written; a role with no year is held in the year the lesson tells.
 */
export function yearsOf(role: string, lessonYear: number): { from: number; to: number } {
  const range = new RegExp(`${Y}(?: ${MONTH})?\\s*(?:–|-|to)\\s*(?:${MONTH} )?(\\d{2,4})\\b`).exec(role);
  if (range) {
    const from = Number(range[1]);
    const end = range[2]!;
    const to = end.length === 2 ? Math.floor(from / 100) * 100 + Number(end) : Number(end);
    return to >= from ? { from, to } : { from, to: from };
  }
  const since = new RegExp(`\\bfrom (?:${MONTH} )?${Y}`).exec(role);
  if (since) {
    const from = Number(since[1]);
    return { from, to: Math.max(from, lessonYear) };
  }
  const until = new RegExp(`\\buntil (?:[\\w ]+ )?(?:${MONTH} )?${Y}`).exec(role);
  if (until) {
    const to = Number(until[1]);
    return { from: Math.min(to, lessonYear), to };
  }
  const within = new RegExp(`${Y}`).exec(role);
  if (within) return { from: Number(within[1]), to: Number(within[1]) };
  return { from: lessonYear, to: lessonYear };
}

/**
 * A role without the years it gives ("Chair of the Federal Reserve from August 1987" → "Chair of the
 * Federal Reserve") or an aside ("(acting until confirmed in April)").
 */
const officeOf = (role: string) =>
  role
    .replace(/\([^)]*\)/g, ' ')
    .replace(new RegExp(`\\b(?:from|until|to|in)\\b|${MONTH}|\\d+`, 'g'), ' ')
    .replace(/[–,]/g, ' ');

/** Every real figure's role our lessons list (a composite character holds no real office). */
export const ROLES: readonly Role[] = lessons.flatMap((l) =>
  (l.supportingCharacters ?? []).flatMap((c) => {
    if (/\bcomposite\b/i.test(c.role)) return [];
    // "(real figure, 1942–2006)" is a lifetime, not a term of office.
    const role = c.role.replace(/\s*\(real figure[^)]*\)/gi, '').trim();
    // "Economy minister who created convertibility in 1991 and returned in March 2001": its years are
    // not one term of office.
    if (/\bwho\b/.test(role)) return [];
    return [{ name: c.name, role, influence: c.influence, lessonId: l.id, ...yearsOf(role, l.year) }];
  }),
);

/** Offices a learner names, each as the words a role uses for it. */
const OFFICES: readonly (readonly string[])[] = [
  ['chair', 'chairman', 'chairwoman', 'chairperson'],
  ['president'],
  ['governor'],
  ['secretary'],
  ['chancellor'],
  ['minister'],
  ['commissioner'],
  ['ceo', 'chief executive'],
  ['cfo', 'chief financial officer'],
];

/** Short names of institutions, as the roles spell them out. */
const INSTITUTIONS: readonly [RegExp, string][] = [
  [/\bthe fed\b|\bfed\b/g, 'federal reserve'],
  [/\becb\b/g, 'european central bank'],
  [/\bboj\b/g, 'bank of japan'],
  [/\bboe\b/g, 'bank of england'],
  [/\bsec\b/g, 'securities and exchange commission'],
  // "Who was the CEO of SVB?" (it quoted "SVB’s chief executive tells customers to stay calm").
  [/\bsvb\b/g, 'silicon valley bank'],
  [/\bu\.?s\.?a?\b|\bamerican?\b/g, 'united states'],
];

/** Words that ask who led, whatever the office was called. */
const LED = /^(?:led|ran|run|running|head|headed|leader|leading|boss|charg|top|chaired|in)$/;
const FILLER = new Set(['the', 'of', 'a', 'an', 'and', 'at', 'on', 'was', 'were', 'who']);

/**
 * "Who was the Fed chairman in 2008?", "who ran the Fed during the 1987 crash?", "who led the ECB in
 * 2010?": the office asked and the time (a year, or the event a lesson tells). Not "who is…" (today).
 */
const ASKS =
  /^\s*who\s+(?:(?:was|were)\s+(?:the\s+)?(.+?)|((?:led|ran|headed|chaired)\s+(?:the\s+)?.+?)|(?:was|were)\s+(?:in charge of|running|leading|heading)\s+(?:the\s+)?(.+?))\s+(?:in|during|at the time of|back in|by|around)\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/i;

const normalised = (text: string) => {
  let t = ` ${text.toLowerCase().replace(/[’']s\b/g, '')} `;
  for (const [short, long] of INSTITUTIONS) t = t.replace(short, long);
  for (const group of OFFICES)
    for (const w of group.slice(1)) t = t.replace(new RegExp(`\\b${w}\\b`, 'g'), group[0]!);
  return t;
};

const stems = (text: string) => words(normalised(text)).map(stem);

type Asked = { offices: string[]; institution: string[]; year?: number; lessonId?: string };

/** What a "who led…" question asks, with the year its time names (or undefined if it asks no time). */
export function officeAsked(
  message: string,
  eventLesson: (text: string) => { lessonId: string } | undefined,
): Asked | undefined {
  const m = ASKS.exec(message);
  if (!m) return undefined;
  const office = (m[1] ?? m[2] ?? m[3])!;
  const when = m[4]!;
  const yearText = /\b(1[6-9]\d\d|20\d\d)\b/.exec(when)?.[1];
  const lessonId = eventLesson(when)?.lessonId;
  const year = yearText
    ? Number(yearText)
    : lessonId
      ? lessons.find((l) => l.id === lessonId)?.year
      : undefined;
  if (year === undefined) return undefined;
  const said = stems(office);
  const offices = OFFICES.map((g) => stem(g[0]!)).filter((o) => said.includes(o));
  const institution = said.filter((w) => !offices.includes(w) && !LED.test(w) && !FILLER.has(w));
  // "Who was the man in 2008?" names no office and no institution; "who was Bernie Madoff in 2008?"
  // names a person: asked with "was", only an office or a word of leading ("head", "boss") asks who held one.
  if (offices.length === 0 && institution.length === 0) return undefined;
  if (m[1] !== undefined && offices.length === 0 && !said.some((w) => LED.test(w))) return undefined;
  return { offices, institution, year, lessonId };
}

/** The roles that hold the office asked in the year asked: those of the event's own lesson first. */
export function holdersOf(asked: Asked): Role[] {
  const fits = ROLES.filter((r) => {
    if (asked.year === undefined || asked.year < r.from || asked.year > r.to) return false;
    const said = new Set(stems(r.role));
    return asked.offices.every((o) => said.has(o)) && asked.institution.every((w) => said.has(w));
  });
  // The event's own lesson first ("during the 1987 crash": Black Monday's "Chair of the Federal Reserve
  // from August 1987", not Volcker's 1979–1987), then the fewest words beyond those asked: "Chair of the
  // Federal Reserve" before "President of the Federal Reserve Bank of New York" for "who led the Fed?".
  const own = fits.filter((r) => r.lessonId === asked.lessonId);
  // "Who was the prime minister during Black Wednesday?" names no country: another lesson's prime
  // minister of that year (Malaysia's) is not the one asked about.
  const placeless = asked.institution.every((w) => w === stem('prime')); // the office's word, no place
  if (own.length === 0 && asked.lessonId !== undefined && placeless) return [];
  const pool = own.length > 0 ? own : fits;
  const extra = (r: Role) => stems(officeOf(r.role)).filter((w) => !FILLER.has(w)).length;
  const least = Math.min(...pool.map(extra));
  const chosen = pool.filter((r) => extra(r) === least);
  // One line per person, from the lesson nearest the year asked.
  return onePerName(chosen);
}

/** The first role of each person, in the order given. */
function onePerName(roles: readonly Role[]): Role[] {
  const byName = new Map<string, Role>();
  for (const r of roles) if (!byName.has(r.name)) byName.set(r.name, r);
  return [...byName.values()];
}

/**
 * The answer to "who was the Fed chairman in 2008?" from the roles our lessons list, or undefined when
 * the message asks no such thing or no lesson lists the office for that time.
 */
export function composeLeaderAnswer(
  message: string,
  eventLesson: (text: string) => { lessonId: string } | undefined,
  /** The lessons' passages: with none that names the office, the answer says so. */
  passages?: readonly Passage[],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked = officeAsked(message, eventLesson);
  if (!asked) return undefined;
  const holders = holdersOf(asked).slice(0, 3);
  if (holders.length === 0)
    return passages && !namesAnyHolder(asked, passages) ? unnamed(message, asked) : undefined;
  const cites = [...new Set(holders.map((h) => h.lessonId))].slice(0, 2).map(citation);
  const lines = holders.map((h) => `**${h.name}**: ${h.role}. ${h.influence}`);
  return {
    topic: 'content',
    citations: cites,
    text: [
      `Our lessons name ${holders.length === 1 ? 'who held that office then' : 'these holders of that office then'}:`,
      lines.map((l) => (holders.length === 1 ? l : `- ${l}`)).join('\n'),
      `Read more in ${listed(cites.map(link))}.`,
    ].join('\n\n'),
  };
}

/**
 * "Who ran LTCM?", "who led Enron?", "who was the CEO of Lehman?": asked with no time, so every leader
 * our lessons list for it. Before, "ran" found "on-the-run" Treasury bonds. Not "who runs…" (today).
 */
const ASKS_EVER =
  /^\s*who\s+(?:(led|ran|headed|chaired|managed|was (?:in charge of|running|leading|heading))|was\s+the\s+(.+?)\s+(?:of|at))\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/i;

/** An office that leads, as the roles write it: not a vice president, a partner or a finance chief. */
const LEADS = /\b(?:founder|chair(?:man|woman)?|president|chief executive|ceo|head|governor)\b/i;

export function leadersOf(message: string): Role[] {
  const m = ASKS_EVER.exec(message);
  if (!m || YEAR_IN.test(message)) return [];
  const offices = m[2] ? OFFICES.map((g) => stem(g[0]!)).filter((o) => stems(m[2]!).includes(o)) : [];
  // "Who was the first chairman of the SEC?" asks for one of them, which the roles may not say.
  if (m[2] && (offices.length === 0 || ONE_OF.test(m[2]))) return [];
  const institution = stems(m[3]!).filter((w) => !FILLER.has(w));
  if (institution.length === 0) return [];
  // "President of the Federal Reserve Bank of New York" and "head of the New York Fed" led a bank of
  // the Fed, not the Fed, unless New York is asked.
  const asked = normalised(m[3]!).trim();
  const branch = asked.includes('new york') ? /$^/ : new RegExp(`${asked} bank\\b|\\bnew york ${asked}\\b`);
  const fits = ROLES.filter((r) => {
    const said = new Set(stems(r.role));
    return (
      institution.every((w) => said.has(w)) &&
      offices.every((o) => said.has(o)) &&
      LEADS.test(r.role) &&
      !/\bvice\b/i.test(r.role) &&
      !branch.test(normalised(r.role))
    );
  });
  return onePerName(fits.sort((a, b) => a.from - b.from));
}

const ONE_OF = /\b(?:first|last|second|third|current|new|next|previous|youngest|oldest|longest|only)\b/i;

const YEAR_IN = /\b(?:1[6-9]\d\d|20\d\d)\b|\b(?:in|during|at the time of|back in|by|around) /i;

/** The answer to "who ran LTCM?" from the roles our lessons list, or undefined. */
export function composeLeadersAnswer(message: string): TutorAnswer | undefined {
  const leaders = leadersOf(message).slice(0, 6);
  if (leaders.length === 0) return undefined;
  const cites = [...new Set(leaders.map((h) => h.lessonId))].slice(0, 3).map(citation);
  const one = leaders.length === 1;
  const lines = leaders.map(
    (h) => `**${h.name}**: ${h.role}.${leaders.length <= 2 ? ` ${h.influence}` : ''}`,
  );
  return {
    topic: 'content',
    citations: cites,
    text: [
      `Our lessons name ${one ? 'who led it' : `${numberWord(leaders.length)} who led it`}:`,
      lines.map((l) => (one ? l : `- ${l}`)).join('\n'),
      `Read more in ${listed(cites.map(link))}.`,
    ].join('\n\n'),
  };
}

/**
 * Whether a sentence of our lessons names the institution asked beside an office, in the year asked or in
 * the event's own lesson ("On 26 July 2012, in London, ECB president Mario Draghi said…"): then its holder
 * may be told there, though no role lists them. "In 2008 the Fed, led by Ben Bernanke…" does not tell
 * who led it in 1960.
 */
function namesAnyHolder(asked: Asked, passages: readonly Passage[]): boolean {
  const offices = OFFICES.map((g) => stem(g[0]!));
  return passages.some(
    (p) =>
      p.kind !== 'glossary' &&
      splitSentences(p.text).some((sentence) => {
        const said = new Set(stems(sentence));
        return (
          asked.institution.every((w) => said.has(w)) &&
          (offices.some((o) => said.has(o)) || said.has('led')) &&
          (sentence.includes(String(asked.year)) || p.lessonId === asked.lessonId)
        );
      }),
  );
}

/**
 * "Who led the Bank of England in 1992?": no lesson names its governor. Say so, and where that time is
 * told, rather than quote a sentence on the Bank that names no one.
 */
function unnamed(message: string, asked: Asked): { text: string; citations: Citation[]; topic: 'content' } {
  const question = message
    .trim()
    .replace(/[\s?.!]+$/, '')
    .replace(/^who\b/i, 'who');
  const told = asked.lessonId ?? lessons.find((l) => l.year === asked.year)?.id;
  const cites = told ? [citation(told)] : [];
  return {
    topic: 'content',
    citations: cites,
    text: [
      `None of our lessons says ${question}, so I would rather not guess: that is outside what ThinkStreet teaches.`,
      ...(told ? [`What happened then is told in ${link(cites[0]!)}.`] : []),
    ].join('\n\n'),
  };
}
