import { getLesson } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { givesReason } from './cause';
import { countriesNamed } from './countries';
import { counts, givesAmount, namesAgent, queryTerms, saysLittleMore, termHits } from './quote';
import { LEANS_BACK, type Passage, splitSentences } from './retrieval';

// "How did the Fed respond to the 2008 crisis?", "how long did it take the market to recover after
// 2008?": the question names an event a lesson tells and asks one thing about it. The words that name
// the event say only where to look; the answer is the sentences of that lesson that speak to the rest
// ("Fed", "recover"), wherever in the lesson they stand, not the search's best passages of any lesson.

/** "How long did it take…?" asks for a span of time: a sentence that gives one answers it. */
// "How fast did the market recover?" asks for the same span; "how fast did the Dow fall?" for the fall.
const HOW_LONG =
  /\b(?:how long|how (?:fast|quickly|soon)(?=.*\b(?:recover\w*|rebound\w*|bounce\w* back|c[oa]me back|get back|got back)\b))\b(?: (?:did|does|do|will|would|could) (?:it|they|the \w+) take)?/i;
const SPAN =
  /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|a|half)(?: \w+){0,3}? (?:years?|months?|weeks?|decades?)\b/i;

/** A word that points back to a thing named before: "it", "they", "them". */
export const POINTS_BACK = /\b(?:it|they|them)\b/i;

/** The place of the first word of a sentence that speaks to what was asked. */
function firstHit(sentence: string, hits: (sentence: string) => number): number {
  const said = sentence.split(/\s+/);
  const at = said.findIndex((w) => hits(w) > 0);
  return at < 0 ? said.length : at;
}

/** The question without "how long did it take", and whether it asks for a span of time. */
export function asksHowLong(message: string): { rest: string; span: boolean } {
  return HOW_LONG.test(message)
    ? { rest: message.replace(HOW_LONG, ' '), span: true }
    : { rest: message, span: false };
}

/**
 * The sentences of one lesson (its pages and its timeline entry) that speak to the most of `specific`
 * (each counted by `hits`), at least one, and give a span of time when one is asked; at most `max`, in
 * the lesson's order. `skip` leaves out sentences that tell an invented protagonist's story.
 */
export function eventSentences(
  lessonId: string,
  passages: readonly Passage[],
  hits: (sentence: string) => number,
  options: {
    span: boolean;
    figure?: boolean;
    /** Asks how many of a thing ("banks"): a sentence that counts it answers. */
    counted?: string;
    /** Asks who did it ("who rescued LTCM?"): a sentence that names someone acting answers. */
    agent?: boolean;
    /** Asks which countries ("which countries were hit…?"): a sentence that names two or more answers. */
    countries?: boolean;
    max?: number;
    skip?: (sentence: string) => boolean;
    /**
     * Asks what someone did ("what did the FDIC do in 2023?"): among sentences that name them alike, the
     * ones closest to what the lesson sums up (its key takeaways, its timeline entry) come first, not
     * whichever opens with their name.
     */
    central?: (sentence: string) => number;
    /**
     * Asks why someone did something ("why did Robinhood stop people buying GameStop?"), the one named
     * first ("robinhood"): a sentence that only tells the deed gives no reason, the sentences before it
     * in its passage that name them may.
     */
    why?: string;
  },
): string[] {
  const {
    span,
    figure = false,
    counted,
    agent = false,
    countries = false,
    max = 2,
    skip = () => false,
    central,
    why,
  } = options;
  const lists = (text: string) => countries && countriesNamed(text) >= 2;
  // What a reader finds by tapping a page's icons ("The rebound: … recovered their losses … in about
  // four and a half years") is the lesson's too, though not searched.
  const tapped = (getLesson(lessonId)?.pages ?? []).flatMap((p) =>
    (p.interactiveElements ?? []).map((e) => e.detail),
  );
  // A detail's later sentence that says "it" ("Heavy buying in March 1968 broke it", after "Eight
  // central banks pooled gold…") names its subject only through the sentence before: alone, "it" is
  // nothing. A page's sentences are read as before.
  const read = (text: string, detail: boolean) =>
    splitSentences(text).filter((s, i) => !detail || i === 0 || !POINTS_BACK.test(s));
  const texts = [
    ...passages
      .filter((p) => p.lessonId === lessonId && (p.kind === 'lesson' || p.kind === 'timeline'))
      .map((p) => read(p.text, p.about !== undefined)),
    ...tapped.map((text) => read(text, true)),
  ];
  // Each sentence with the one after it in its passage, if any.
  const next = new Map(texts.flatMap((said) => said.map((s, i) => [s, said[i + 1]] as const)));
  // Each sentence with the two before it in its passage (where it stands in more than one, the
  // passage where it follows others).
  const before = new Map<string, string[]>();
  for (const said of texts)
    said.forEach((s, i) => {
      if (i > 0 || !before.has(s)) before.set(s, said.slice(Math.max(0, i - 2), i));
    });
  // "It was the largest currency changeover in history: around 15 billion banknotes…" counts what "how
  // many banknotes…?" asks, but says "it": it is read with the sentence it leans on.
  const leaned = (said: readonly string[]) =>
    said.map((s, i) =>
      counted && i > 0 && LEANS_BACK.test(s) && counts(s, counted) ? `${said[i - 1]} ${s}` : s,
    );
  const scored = texts
    .flatMap(leaned)
    .filter((s) => s.length >= 25 && s.length <= 300 && !LEANS_BACK.test(s) && !skip(s))
    .map((text, order) => ({ text, order, n: hits(text), at: firstHit(text, hits) }))
    .filter((s) => (s.n > 0 || lists(s.text)) && (!span || SPAN.test(s.text)));
  // "How much leverage did LTCM have?": a sentence that gives a figure ("roughly 25 to 1"), where one
  // speaks to what was asked, before one that only names it ("Leverage therefore rose…").
  // A figure that speaks to less than another sentence does ("a bet of about $10 billion" beside "made
  // large profits" for "how much did Soros make?") answers less than that sentence.
  const fullest = Math.max(0, ...scored.map((s) => s.n));
  // A count of something else asked ("the Fed raised rates 11 times" for "how many times did circuit
  // breakers halt trading?") is no answer: a count must speak to two thirds as much as the fullest sentence.
  const counting = counted ? scored.filter((s) => s.n >= (fullest * 2) / 3 && counts(s.text, counted)) : [];
  const figures =
    counting.length > 0
      ? counting
      : figure
        ? scored.filter((s) => s.n === fullest && givesAmount(s.text) && !SUPPOSES.test(s.text))
        : [];
  if (figures.length > 0) scored.splice(0, scored.length, ...figures);
  // "Who rescued LTCM?": "the New York Fed convened 14 banks…", not "If it is rescued, the banks take on…".
  const naming = agent ? scored.filter((s) => s.n === fullest && namesAgent(s.text)) : [];
  if (naming.length > 0) scored.splice(0, scored.length, ...naming);
  // "Which countries were hit by the euro crisis?": the sentences that name two or more, though "Bailouts
  // for Greece (2010, 2012), Ireland (2010) and Portugal…" shares no word asked; the ones nearest what the
  // lesson sums up come first (not "Greece, Italy and Spain borrowed at rates close to Germany’s").
  const listing = scored.filter((s) => lists(s.text)).map((s) => ({ ...s, n: 1 }));
  if (listing.length > 0) scored.splice(0, scored.length, ...listing);
  const most = Math.max(0, ...scored.map((s) => s.n));
  const best = [...new Map(scored.filter((s) => s.n === most).map((s) => [s.text, s])).values()];
  // A sentence whose subject is what was asked ("The Fed cut its interest rate…") before one that
  // names it in passing.
  const near = (s: { text: string }) => (central ? central(s.text) : 0);
  // A sentence that says little another one chosen does not ("On Sunday evening, 12 March, … the FDIC
  // used the systemic risk exception." beside "On 12 March … the FDIC used the systemic risk exception
  // to protect all depositors…"), two thirds of its words or more, goes.
  const within = (s: { text: string }, t: { text: string }) =>
    t !== s && t.text.length > s.text.length && saysLittleMore(s.text, t.text, 2 / 3);
  return best
    .filter((s) => !central || !best.some((t) => within(s, t)))
    .sort((a, b) => near(b) - near(a) || a.at - b.at || a.order - b.order)
    .slice(0, max)
    .sort((a, b) => a.order - b.order)
    .map((s, _, chosen) => {
      // The next sentence, when chosen itself, is said once.
      const following = next.get(s.text);
      const told = chosen.some((c) => c.text === following) ? s.text : withWhatFollows(s.text, following);
      return why ? withReasonBefore(told, before.get(s.text) ?? [], why) : told;
    });
}

/**
 * A sentence that supposes ("If the pound broke, it could fall 10 percent or more."): its figure is a
 * guess made at the time, not what happened, so it does not answer "how much did the pound fall?".
 */
const SUPPOSES = /^(?:if|suppose|imagine|unless)\b/i;

/**
 * A deed told with no reason ("Robinhood stopped customers from buying GameStop…"), after the
 * sentences just before it in its passage that name who did it ("Robinhood received a demand…: deposit
 * about $3.7 billion…", "…the clearing house wanted cash to cover the risk that Robinhood…").
 */
function withReasonBefore(told: string, preceding: readonly string[], doer: string): string {
  if (givesReason(told)) return told;
  const run: string[] = [];
  for (const s of [...preceding].reverse()) {
    if (termHits(s, [doer]) === 0 || LEANS_BACK.test(s)) break;
    run.unshift(s);
  }
  return [...run, told].join(' ');
}

/**
 * A short sentence that only leads into the next ("The government helped where it could."), with
 * that next sentence, which says how ("Treasury Secretary George Cortelyou moved millions…").
 */
function withWhatFollows(sentence: string, following: string | undefined): string {
  const leadsIn = sentence.split(/\s+/).length < 8 && !/\d/.test(sentence) && /\.$/.test(sentence);
  return leadsIn && following && !LEANS_BACK.test(following) ? `${sentence} ${following}` : sentence;
}

/**
 * "How long do bear markets last?": no event named, so the lesson that answers best is read for a
 * sentence that gives a span and names all the rest asked ("bear", "markets", "last"), its tapped
 * details included ("US bear markets since the Second World War have lasted a bit over a year…").
 */
export function spanOfIdea(
  lessonId: string,
  passages: readonly Passage[],
  message: string,
): { text: string; lessonId: string }[] {
  const { rest, span } = asksHowLong(message);
  const asked = queryTerms(rest);
  if (!span || asked.length === 0) return [];
  return eventSentences(lessonId, passages, (s) => termHits(s, asked), { span, max: 1 })
    .filter((s) => termHits(s, asked) === asked.length)
    .map((text) => ({ text, lessonId }));
}

/** How many words of a lesson's key takeaways and timeline entry a sentence shares: how central it is. */
export function centralTo(lessonId: string): (sentence: string) => number {
  const summary = getLesson(lessonId)?.pages.find((p) => p.type === 'summary');
  const told = [
    ...(summary?.type === 'summary' ? summary.keyTakeaways : []),
    ...timeline.flatMap((era) => era.stories.filter((e) => e.storyId === lessonId)).map((e) => e.description),
  ];
  const said = [...new Set(queryTerms(told.join(' ')))];
  return (sentence) => termHits(sentence, said);
}
