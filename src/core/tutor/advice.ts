import { getLesson } from '../../content/catalogue';
import { listed } from '../words';
import { citation, link } from './cite';
import { bestSentences, queryTerms } from './quote';
import { type Hit, namesLoosely, namesWhatWasAsked, type Retriever, rankLessons } from './retrieval';
import type { Topic } from './topic';

// A request for advice ("should I buy stocks or bonds?", "is now a good time to buy?") gets none: the
// tutor says so, then what history shows, from our lessons only. A choice between two things we define
// is answered with both definitions and what the lessons say of the two together; a question about
// when to buy or sell, or where the market goes next, with what the lesson on market cycles says of
// timing.

/** A question about what to do with one's own money ("should I buy…?", "how much should I save?"). */
export const ASKS_ADVICE =
  /\b(?:(?<!why )should (?:i|we)|is (?:it|now) (?:a )?(?:good|right|bad) time|is it (?:better|best|wiser|smarter|safer) to|is it (?:ok|okay|alright|all right|safe|wise|smart|a good idea|a bad idea) (?:for (?:me|a beginner|beginners) )?to|which is (?:better|best|safer)|how much (?:should|do|must) (?:i|we)|(?:the )?best (?:\w+ ){1,2}to (?:buy|own|pick|invest in)|\bwhat(?:'s|’s| is| are) the best (?!way|lesson|course|place)\w+|(?:is|are) [\w .&-]{1,30}? (?:a )?(?:good|bad|safe|smart|wise|worth) (?:investment|buy|bet|stock|idea|hedge)s?|worth (?:buying|investing in)|\bgood (?:stock|share|investment|compan(?:y|ie)|coin)s? (?:for|to (?:buy|own|pick))|\bwhat(?:'s|’s| is| are) (?:a )?good (?:first |starter |beginner(?:'s|’s)? |safe )?(?:stock|share|investment)s?(?: (?:to|for (?:a )?beginners?))?[\s?.!]*$)/i;

export const NOT_ADVICE =
  'I cannot tell you what to do with your own money: that depends on your goals, how long you can wait and what you can afford to lose.';

/**
 * Words that judge rather than name a thing, left out of an advice question's terms: "is bitcoin a good
 * investment?" asks about bitcoin ("good" would find "goods").
 */
const NOT_ASKED = new Set(
  'good bad better best safe safer smart smarter wise wiser worth idea first starter beginner beginners'.split(
    ' ',
  ),
);

export const notAsked = (term: string) => NOT_ASKED.has(term);

/** What an advice question asks whether to do ("should I buy Tesla?"). */
const ACTS = new Set('buy buys buying sell sells selling'.split(' '));

/**
 * "Should I buy Tesla?", "should I sell my bitcoin?": an act and one thing. No sentence of ours says
 * whether to buy it, and one that names the thing and "bought" ("Tesla said it had bought $1.5
 * billion") only shares words; "should I buy or rent a house?" asks about two things.
 */
export const actsOnOneThing = (terms: readonly string[]) =>
  terms.some((t) => ACTS.has(t)) && terms.filter((t) => !notAsked(t) && !ACTS.has(t)).length < 2;

/**
 * "Is now a good time to buy?", "is the market going to crash?", "should I sell everything?": when to
 * act, or where prices go next, which no one can know in advance.
 */
const ASKS_TIMING =
  /\bis (?:it|now) (?:a )?(?:good|right|bad) time\b|\b(?:is|are) (?:the )?(?:(?:stock )?market|stocks?|shares?|prices?|it|the s&p(?: 500)?|the dow) (?:going to|gonna|about to) (?:crash|fall|drop|rise|recover|go (?:up|down))\b|\bwill (?:the )?(?:(?:stock )?market|stocks?|shares?|prices?|s&p(?: 500)?|dow) (?:crash|fall|drop|rise|recover|go)\b|\bwhen will (?:the )?(?:market|stocks?|prices?)\b|\bshould (?:i|we) (?:sell everything|sell all|wait|get out|cash out|buy the dip|buy now|sell now)\b|\b(?:next|coming) crash\b|^\s*(?:buy|sell|invest) now\b|\b(?:will|could|is) there (?:ever )?(?:be |going to be |gonna be )?(?:another|a new|a next) (?:(?:stock )?(?:market )?crash|recession|depression|bear market|bubble|financial crisis)\b/i;

/** The lesson on market cycles, whose takeaways speak of tops, bottoms, timing and selling in a fall. */
const CYCLES = 'bull-bear-markets';
const ON_TIMING = /\b(?:tops and bottoms|timing|sell near bottoms|predict)\b/i;

/** A question about when to buy or sell: no advice, then what the lesson on market cycles says of timing. */
export function composeTimingAnswer(
  message: string,
): { text: string; citations: ReturnType<typeof citation>[]; topic: Topic } | undefined {
  if (!ASKS_TIMING.test(message)) return undefined;
  const lesson = getLesson(CYCLES);
  const said = (lesson?.pages ?? []).flatMap((p) =>
    p.type === 'summary' ? [...p.keyTakeaways, p.keyPoint ?? ''] : [p.keyPoint ?? ''],
  );
  // "Time in the market has beaten timing the market" first: it says most directly what was asked.
  const timing = [...new Set(said.filter((s) => ON_TIMING.test(s)))]
    .sort((x, y) => Number(/\btiming\b/.test(y)) - Number(/\btiming\b/.test(x)))
    .slice(0, 3);
  if (timing.length === 0) return undefined;
  const where = citation(CYCLES);
  return {
    topic: 'content',
    citations: [where],
    text: [
      `${NOT_ADVICE} No one can tell you where the market goes next either. Here is what history shows.`,
      timing.map((s) => `- ${s}`).join('\n'),
      `Read more in ${link(where)}.`,
      'Something to think about: what rule could you set yourself now, so that a fall does not decide for you?',
    ].join('\n\n'),
  };
}

/**
 * "Should I buy stocks or bonds?", "should I use a stop loss or a stop limit?", "when should I use a
 * limit order instead of a market order?": the two things a choice is between, a word or two each
 * after any article.
 */
const CHOICE =
  /([\w/-]+(?: [\w/-]+)?) (?:or|instead of|rather than) (?:an? |the )?([\w/-]+(?: [\w/-]+)?)[\s?.!]*$/i;

/** What comes before the first thing chosen: the act of investing ("buy", "put my money in"). */
const ACT = /^(?:.*\b(?:buy|own|hold|invest in|choose|pick|in|into|between)\s+)?(.+)$/i;

/** The glossary entry that names a phrase asked, searched on its own. */
function entryFor(phrase: string, retriever: Retriever): Hit | undefined {
  const entries = retriever.search(`what is ${phrase}`).filter((h) => h.kind === 'glossary');
  return (
    entries.find((h) => namesWhatWasAsked(h.title, phrase)) ??
    entries.find((h) => namesLoosely(h.title, phrase, h.key))
  );
}

/**
 * "Should I buy stocks or bonds?": no advice, then what each of the two is and what the lessons say of
 * them together ("Investors also expect a higher return from shares than from safe bonds…").
 */
export function composeChoiceAnswer(
  message: string,
  retriever: Retriever,
  definitionLine: (entry: Hit) => string,
): { text: string; citations: ReturnType<typeof citation>[]; topic: Topic } | undefined {
  if (!ASKS_ADVICE.test(message)) return undefined;
  const choice = CHOICE.exec(message);
  if (!choice) return undefined;
  const first = ACT.exec(choice[1]!)![1]!;
  const [a, b] = [first, choice[2]!].map((p) => entryFor(p, retriever));
  if (!a || !b || a.title === b.title) return undefined;
  const terms = queryTerms(`${first} ${choice[2]}`);
  const hits = retriever.search(`${first} ${choice[2]}`);
  const top = rankLessons(hits)[0]?.lessonId ?? a.lessonId;
  const both = bestSentences(
    hits.filter((h) => h.kind !== 'glossary'),
    terms,
    // A sentence on both names every word of each ("a stop on an option" is not a stop-limit order).
    { max: 2, topLesson: top, strict: true, needed: terms.length },
  );
  // Two kinds of order are tools for a trade, not places to keep money for years.
  const orders = [a, b].every((h) => /\border\b/i.test(h.title));
  const cites = [...new Set([...both.map((s) => s.lessonId), a.lessonId, b.lessonId])]
    .slice(0, 2)
    .map(citation);
  return {
    topic: 'content',
    citations: cites,
    text: [
      `${NOT_ADVICE} Here is what each is, and what history shows.`,
      definitionLine(a),
      definitionLine(b),
      ...(both.length > 0 ? [both.map((s) => s.text).join(' ')] : []),
      `Read more in ${listed(cites.map(link))}.`,
      orders
        ? 'Something to think about: in a sudden fall, would you rather be sure to sell, or sure of the price?'
        : 'Something to think about: how long could you leave the money untouched, and how did each of the two fare over spans that long?',
    ].join('\n\n'),
  };
}

/**
 * "Is bitcoin a good investment?", "is gold a good hedge against inflation?": one thing judged, and as
 * what. The role is kept when it names something of its own ("a hedge against inflation").
 */
const JUDGED =
  /^\s*(?:is|are) (?:an? |the )?([\w .&/-]{1,30}?) (?:an? )?(?:(?:good|bad|safe|smart|wise) )?(investment|buy|bet|stock|idea|hedge(?: against [\w ]+?)?)s?[\s?.!]*$/i;

/**
 * "Is bitcoin a good investment?": no advice (when it asks for it), then what the thing is, from the
 * glossary. Asked as a hedge against something, the glossary's entry for that kind of hedge, which
 * says what history shows of it ("gold peaked at $850 an ounce…"). A lesson sentence that only names
 * the thing says nothing of whether it is good, so none is quoted; with no entry, the search answers.
 */
export function composeJudgedAnswer(
  message: string,
  retriever: Retriever,
  definitionLine: (entry: Hit) => string,
): { text: string; citations: ReturnType<typeof citation>[]; topic: Topic } | undefined {
  const judged = JUDGED.exec(message);
  if (!judged) return undefined;
  const [thing, role] = [judged[1]!, judged[2]!.toLowerCase()];
  const hedge = role.startsWith('hedge ');
  // "Is gold a hedge?" with no word of judgement asks what it is, not what to do.
  if (!hedge && !ASKS_ADVICE.test(message)) return undefined;
  const entry = hedge ? entryFor(role, retriever) : entryFor(thing, retriever);
  if (!entry) return undefined;
  const where = citation(entry.lessonId);
  return {
    topic: 'content',
    citations: [where],
    text: [
      ASKS_ADVICE.test(message)
        ? `${NOT_ADVICE} Here is what our lessons say.`
        : 'Here is what our lessons say.',
      definitionLine(entry),
      `Read more in ${link(where)}.`,
      hedge
        ? 'Something to think about: over how many years would it have to keep up with prices for you, and did it always?'
        : 'Something to think about: what could make it lose value, and how large a loss could you sit through?',
    ].join('\n\n'),
  };
}
