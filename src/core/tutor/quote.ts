import { getLesson } from '../../content/catalogue';
import { statesCause } from './cause';
import { countryOfPeople, PEOPLE } from './countries';
import { lessonAliases } from './patterns';
import { MOVES, speaksOfAnother } from './phrases';
import {
  definitionText,
  type Hit,
  isStopWord,
  LEANS_BACK,
  splitSentences,
  stem,
  synonymsOf,
  words,
} from './retrieval';

// Which sentences of the passages found the offline tutor quotes: those that hold most of the words
// asked, word for word, from the lesson that answers best, in reading order (compose.ts builds the
// answer around them).

export function sentences(text: string): string[] {
  return splitSentences(text).filter((s) => s.length >= 25 && s.length <= 420);
}

/**
 * Words that name no one and nothing in particular ("why do people buy gold?" asks about buying gold,
 * "how much does a share cost?" about a share's cost), or the one asking ("as a beginner").
 */
const ANYONE = new Set([
  'people',
  'person',
  'someone',
  'anyone',
  'everyone',
  'somebody',
  'anybody',
  'much',
  'many',
  // "Is it OK to use margin as a beginner?" asks about margin: the beginner is the one asking.
  'beginner',
  'beginners',
  'newbie',
  'newbies',
  'novice',
  'novices',
]);

export function queryTerms(message: string): string[] {
  // "Is AI a bubble?", "what is QE?": two letters written in capitals are a name, not a small word;
  // before a name they are its initials ("JP Morgan", as the lessons' "J. P. Morgan" is searched).
  const named = new Set(message.match(/\b[A-Z]{2}\b(?! [A-Z][a-z])/g)?.map((w) => w.toLowerCase()));
  return [
    ...new Set(
      message
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => (t.length > 2 || named.has(t)) && !isStopWord(t) && !ANYONE.has(t)),
    ),
  ];
}

/**
 * Endings that make another word of the same idea ("bank" → "banker", "fail" → "failure"), as they
 * read after the stemmer; "-ly" is not one ("public" is not "publicly"), nor any other letters
 * ("gold" is not "Goldman", "won" not "wonder").
 */
const SAME_IDEA = new Set(
  'e s es ed er ers or ors al ally ial ary ic ical ist ists ism ment ments ity iti ive iv anc enc ur ion ionary y'.split(
    ' ',
  ),
);

/** Whether a word of a sentence (stemmed) is a stem asked, or that stem with an ending of the same idea. */
function sameWord(word: string, asked: string): boolean {
  if (word === asked) return true;
  const [short, long] = word.length < asked.length ? [word, asked] : [asked, word];
  if (short.length < 4 || !long.startsWith(short)) return false;
  const ending = long.slice(short.length);
  // A four-letter word keeps its "e" through the stemmer ("save"), so its past is "saved".
  return SAME_IDEA.has(ending) || (ending === 'd' && short.endsWith('e'));
}

/** How a word asked may appear in a sentence: itself, or a word that stands for it ("shares" for "stocks"). */
function formsOf(term: string): string[] {
  const t = stem(term);
  return [t, ...synonymsOf(t)];
}

/** A firm's name written with "&": "Procter & Gamble", "Johnson & Johnson". */
const FIRM = /\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)* & \p{Lu}[\p{L}.'’-]*/gu;

/**
 * A sentence's words, without a firm's name the question does not name by its first word: "is the
 * stock market gambling?" is not about Procter & Gamble, "what happened to Procter & Gamble?" is.
 */
function wordsMeant(sentence: string, terms: readonly string[]): string[] {
  const asked = new Set(terms.map(stem));
  // A firm is named by its first word ("Procter", "Johnson"); its second may be an ordinary word.
  const text = sentence
    .replace(FIRM, (name) => (asked.has(stem(words(name)[0] ?? '')) ? name : ' '))
    .replace(BOUGHT_NOTHING_SOLD, ' ')
    // The Federal Reserve is the Fed: "how did the Fed respond?" is answered by what the Federal Reserve did.
    .replace(/\bFederal Reserve\b/g, '$& Fed')
    // A people's adjective names its country: "what happened to Greece in 2012?" is answered by the swap
    // of "Greek bonds" (it quoted Spain's rescue, which only shares the year).
    .replace(PEOPLE, (people) => `${people} ${countryOfPeople(people)}`)
    // "What happened to the S&P 500 on 13 October 2008?" asks of the index, not of AIG's "$500 billion".
    .replace(/\$500\b|\b500(?= (?:billion|million)\b)/g, ' ');
  return words(text);
}

/**
 * "Bought" that buys nothing sold: "tying money to gold bought trust", "rescheduling bought time", "it
 * bought two decades of low, stable prices". No one bought anything, so "why do people buy gold?" is
 * not answered by it.
 */
const BOUGHT_NOTHING_SOLD =
  /\bbought(?= (?:\w+ )?(?:time|trust|peace|credibility|calm|goodwill|respite|breathing|decades?|years?|months?|weeks?|days?)\b)/gi;

/** How many of the words asked a sentence holds, word for word (never inside another word). */
export function termHits(sentence: string, terms: readonly string[]): number {
  const said = [...new Set(wordsMeant(sentence, terms).map(stem))];
  return terms.filter((t) => formsOf(t).some((f) => said.some((w) => sameWord(w, f)))).length;
}

/**
 * Whether a sentence says little that `text` does not say already: at least `share` of its words (read
 * as a question's words are, `queryTerms`) are in `text` (found as `termHits` finds them, so "buys"
 * meets "buying" and "changes" meets "change"). A sentence quoted beside a definition that it repeats,
 * or beside a longer sentence that holds it, tells the learner nothing more.
 */
export function saysLittleMore(sentence: string, text: string, share: number): boolean {
  const own = queryTerms(sentence);
  return own.length > 0 && termHits(text, own) >= own.length * share;
}

export type Pick = {
  max: number;
  topLesson: string;
  /** Two of the terms in a sentence once two or more are asked, not one. */
  strict?: boolean;
  needed?: number;
  /** A term every quoted sentence must hold (a person's last name). */
  must?: string;
  /**
   * `must` is a name, held only as written: "Skilling" is not "skilled" (their stem is one), so "who
   * was Skilling?" is not answered by a tulip grower's skilled craftsmen.
   */
  mustAsWritten?: boolean;
  /** Asks why: a sentence that gives a cause or a purpose answers best. */
  why?: boolean;
  /** Words asked side by side ("bond prices"): a sentence on another thing's prices is left out. */
  pairs?: readonly [string, string][];
  /** Asks how one thing moves another: a sentence must say how something moves. */
  moves?: boolean;
  /**
   * Asks what a thing is that no glossary entry names ("what is a tulip?"): a sentence whose subject it
   * is ("Tulips came to Western Europe…") tells it better than one that names it in passing.
   */
  subject?: string;
  /** Asks how much or how many: a sentence that gives a figure answers best. */
  figure?: boolean;
  /** Asks how far a thing fell ("down") or rose ("up"): a sentence that tells only the other way is no answer. */
  direction?: Direction;
  /** Asks who did something ("who rescued LTCM?"): a sentence that names the one who did answers best. */
  agent?: boolean;
  /** Asks how many of a thing ("banks"): a sentence that counts it ("roughly 9,000 American banks") answers best. */
  counted?: string;
};

/**
 * Whether a sentence names someone who acts: a name in capitals after its first word ("the New York
 * Fed"), not a month or a weekday, or a number of them ("14 banks and brokers", "Fourteen banks").
 */
export function namesAgent(sentence: string): boolean {
  const rest = sentence.replace(DATES, ' ').split(/\s+/).slice(1);
  return (
    rest.some((w) => /^\p{Lu}\p{Ll}/u.test(w) && !NOT_NAMES.test(w)) ||
    /\b(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty) (?:\p{L}+ )?(?:banks|firms|brokers|lenders|governments|countries|investors|companies)\b/iu.test(
      sentence,
    )
  );
}

/** Capitalised words that name no one: weekdays, and words that open a clause. */
const NOT_NAMES =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|If|When|But|And|The|A|An|In|On)\b/;

/** Words that make a number a measure, not a count of what follows ("4.5 percentage points: banks…"). */
const MEASURES = /^(?:\d+|percent|percentage|per|points?|times|years?|months?|weeks?|days?|hours?)$/;

/** A number written as a word ("halted all US stock trading four times"). */
const NUMBER_WORD =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)$/;

/** Whether a sentence gives a number of the thing asked, a word or two after the number. */
export function counts(sentence: string, thing: string): boolean {
  const said = words(sentence);
  return said.some((w, i) => {
    if (!(/^\d/.test(w) || NUMBER_WORD.test(w)) || /^(?:1[6-9]|20)\d\d$/.test(w)) return false;
    const next = said.slice(i + 1, i + 4);
    const at = next.findIndex((n) => formsOf(thing).some((f) => sameWord(stem(n), f)));
    return at >= 0 && !next.slice(0, at).some((n) => MEASURES.test(n));
  });
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATES = new RegExp(
  `\\b\\d{1,2} (?:${MONTHS})\\b|\\b(?:${MONTHS}) \\d{1,2}\\b|\\b(?:1[6-9]|20)\\d\\d(?:[–-]\\d{2,4})?s?\\b`,
  'g',
);

/** Whether a sentence gives a figure ("$125 billion", "25 to 1", "about 3.5 million"), not only a date. */
export const givesFigure = (sentence: string) => /\d/.test(sentence.replace(DATES, ' '));

export type Direction = 'down' | 'up';

/** Words that say a thing went down, or up ("fell roughly 27%", "roughly tripled", "peaked"). */
const WENT: Record<Direction, RegExp> = {
  down: /\b(?:fall(?:s|ing|en)?|fell|drop\w*|declin\w*|shr[aiu]nk\w*|plung\w*|los(?:e|es|ing|t)|collaps\w*|crash\w*|halved)\b/i,
  up: /\b(?:ris(?:e|es|ing|en)|rose|climb\w*|soar\w*|doubl\w*|tripl\w*|grew|grow\w*|gain\w*|jump\w*|peak\w*)\b/i,
};

/** "How much did house prices fall?": the way a figure asked moved, if the question says. */
export function directionAsked(message: string): Direction | undefined {
  const down = WENT.down.test(message);
  return down === WENT.up.test(message) ? undefined : down ? 'down' : 'up';
}

/** Whether a sentence gives a figure of a move the way asked ("US home prices fell roughly 27%"). */
const figureOfMove = (sentence: string, asked: Direction | undefined) =>
  asked !== undefined && givesAmount(sentence) && WENT[asked].test(sentence);

/** A share told in words: "fell by a third to a half", "shrank by about a quarter". */
const FRACTION = /\b(?:a|one|two) (?:third|half|quarter)s?\b/i;

/** Whether a sentence gives an amount, in figures or as a share in words ("shrank by about a quarter"). */
export const givesAmount = (sentence: string) => givesFigure(sentence) || FRACTION.test(sentence);

/** Whether a sentence tells only the other way than the one asked ("US home prices rose by about 80%"). */
const tellsOtherWay = (sentence: string, asked: Direction) =>
  !WENT[asked].test(sentence) && WENT[asked === 'down' ? 'up' : 'down'].test(sentence);

/** Whether a sentence opens with the word asked (after "The", "A" or "An"): it is the sentence's subject. */
function opensWith(sentence: string, term: string): boolean {
  const said = words(sentence);
  const at = /^(?:the|a|an)$/.test(said[0] ?? '') ? 1 : 0;
  const lead = said[at] ?? '';
  // "Tulip mania is often told…" is about the mania, not the flower: a name learners use for a lesson.
  const named = `${lead} ${said[at + 1] ?? ''}`;
  if (Object.values(lessonAliases).some((names) => names.includes(named))) return false;
  return formsOf(term).some((f) => sameWord(stem(lead), f));
}

/** "Why do companies go public?": asks why a thing is so, not why an event happened ("why did…?"). */
export const ASKS_WHY = /^\s*why\b(?! (?:did|was|were|had)\b)/i;

/** A sentence that says what a thing is for ("Companies sell shares to raise money for…"). */
export const PURPOSE =
  /\b(?:to raise|to return|in order to|so that|so as to|to pay for|to fund|to protect|to avoid|to limit)\b/i;

/**
 * The words of a lesson's invented protagonist's name ("Alex Novak"): a sentence naming them tells the
 * story, not the history ("Alex’s parents buy a bitcoin ETF"), so it is quoted only when they are asked about.
 */
export function storyNames(lessonId: string): string[] {
  const character = getLesson(lessonId)?.character;
  return character && !character.historical ? words(character.name) : [];
}

/** How many glossary entries found are read for sentences beside the lessons' passages. */
const GLOSSARY_READ = 3;

/**
 * A glossary entry read as a passage: its definition, without the term that heads it; a sentence
 * quoted from it names the term where it opens the definition ("**Option**: A contract that…").
 */
/**
 * A glossary entry read as a passage. Asked for a figure ("how big was the TARP?") or who ("who created
 * the SEC?"), its sentences are about the term it defines, though they do not name it ("…authorizing up
 * to $700 billion…", "…created by the Securities Exchange Act of 1934…").
 */
const asPassage = (entry: Hit, figure = false): Hit => ({
  ...entry,
  text: definitionText(entry),
  ...(figure ? { about: entry.title } : {}),
});

/**
 * Whether every word of a glossary entry's name, or of its other name in brackets, is a word asked:
 * "Bond" in "why do bond prices fall?", "(SEC)" in "who created the SEC?".
 */
function namedIn(name: string, terms: readonly string[]): boolean {
  const own = queryTerms(name.replace(/\([^)]*\)/g, ' '));
  // "Who created the SEC?" names "Securities and Exchange Commission (SEC)" by its short name.
  const short = /\(([^)]*)\)/.exec(name)?.[1];
  const other = short ? queryTerms(short) : [];
  return [own, other].some((words) => words.length > 0 && words.every((w) => termHits(w, terms) > 0));
}

/**
 * A later sentence of a definition that says "it" or "its" in its first few words, before it can have
 * named a subject of its own, speaks of the definition's term ("Investors buy and sell its units…"), as
 * does one whose verb takes "it" ("The Dodd-Frank Act of 2010 made it explicitly illegal…", of spoofing).
 */
const leansOnTerm = (text: string) =>
  words(text)
    .slice(0, 6)
    .some((w) => w === 'it' || w === 'its') ||
  /\b(?:made|makes|make) it (?:\w+ )?(?:illegal|legal|harder|easier)\b/i.test(text);

/**
 * Whether a sentence opens with "The" and a word the sentence before it used ("The offer…" after
 * "…offered $250 million…"): it points back at what that sentence told.
 */
function pointsBack(text: string, before: string | undefined): boolean {
  // A name ("The Fed has begun raising rates…") points at nothing before it.
  const noun = /^The (\p{Ll}+)\b/u.exec(text)?.[1];
  if (before === undefined || noun === undefined || isStopWord(noun)) return false;
  return words(before).some((w) => stem(w) === stem(noun));
}

type Scored = {
  text: string;
  lessonId: string;
  score: number;
  order: number;
  hits: number;
  h: number;
  glossary: boolean;
  /** Opens with the thing asked about (`Pick.subject`). */
  subject?: boolean;
  /** What its passage is about, though the sentence may not name it: a tapped detail's label. */
  about?: string;
};

/** The sentences of the best passages that speak most to the question, in reading order. */
export function bestSentences(
  hits: readonly Hit[],
  terms: readonly string[],
  pick: Pick,
): { text: string; lessonId: string; score: number; order: number; about?: string }[] {
  const { max, topLesson, strict = false, must } = pick;
  const holdsMust = (text: string) =>
    must !== undefined && (pick.mustAsWritten ? words(text).includes(must) : termHits(text, [must]) > 0);
  const needed = pick.needed ?? (terms.length >= 3 || (strict && terms.length >= 2) ? 2 : 1);
  // "How big was South Korea's IMF bailout?": a figure of a name asked may stand in a passage further
  // down (the key takeaways' "about $57 billion for Korea").
  const figureOfName = pick.figure === true && must !== undefined;
  let scored: Scored[] = [];
  const joined: Scored[] = [];
  // A passage found only by what it never quotes (a comparison, an invitation) has no place here.
  const pages = hits
    .filter((h) => h.kind !== 'glossary' && h.text !== '')
    .slice(
      0,
      pick.direction ? 12 : pick.why || pick.moves || pick.subject || pick.agent || figureOfName ? 8 : 4,
    );
  // The glossary's definitions speak too ("When interest rates rise, the prices of existing bonds
  // fall"): the first few found are read as passages after the lessons' own.
  // An entry the question names outright ("bond" in "why do bond prices fall?") is read first; another
  // speaks only in a sentence that holds all of three words asked or more (a definition that shares
  // "buy" and "gold" does not say why people buy gold).
  const entries = hits.filter((h) => h.kind === 'glossary').slice(0, GLOSSARY_READ);
  const named = entries.filter((e) => namedIn(e.title, terms));
  const whole = (hit: Hit, n: number) =>
    hit.kind !== 'glossary' ||
    named.some((e) => e.id === hit.id) ||
    (terms.length >= 3 && n === terms.length);
  [...named, ...pages, ...entries.filter((e) => !named.includes(e))]
    .map((hit) =>
      hit.kind === 'glossary' ? asPassage(hit, pick.figure || pick.agent || must !== undefined) : hit,
    )
    .forEach((hit, h) => {
      const bonus = hit.lessonId === topLesson ? 8 : 0;
      const names = storyNames(hit.lessonId);
      const story = names.some((n) => terms.includes(n)) ? [] : names;
      const said = sentences(hit.text);
      said.forEach((text, i) => {
        // A tapped detail is about what its label names ("Korea’s gold drive"), in each of its sentences.
        const n = termHits(hit.about ? `${text} ${hit.about}` : text, terms);
        const subject = pick.subject !== undefined && opensWith(text, pick.subject) ? 15 : 0;
        if (story.length > 0 && words(text).some((w) => story.includes(w))) return;
        // A later sentence of a definition speaks of the term as "it" ("Investors buy and sell its
        // units…" of a mutual fund): quoted for a term not asked, it reads as if about that one.
        if (hit.kind === 'glossary' && i > 0 && !named.some((e) => e.id === hit.id) && leansOnTerm(text))
          return;
        // An entry the question names speaks of its own term, however it spells it out ("…the Dodd-Frank
        // Wall Street Reform and Consumer Protection Act" is the Dodd-Frank Act asked).
        const ownEntry = hit.kind === 'glossary' && named.some((e) => e.id === hit.id);
        if (pick.pairs && !ownEntry && speaksOfAnother(text, pick.pairs)) return;
        if (pick.moves && !MOVES.test(text)) return;
        const before = said[i - 1];
        if (pick.moves && n > 0 && n < needed && before !== undefined && hit.kind !== 'glossary') {
          const both = termHits(`${before} ${text}`, terms);
          if (
            both === terms.length &&
            termHits(before, terms) > 0 &&
            termHits(before, terms) < needed &&
            MOVES.test(text) &&
            !words(before).some((w) => story.includes(w))
          )
            joined.push({
              text: `${before} ${text}`,
              lessonId: hit.lessonId,
              score: both * 10 + bonus - h * 3 - i * 0.5,
              order: h * 100 + i - 1,
              hits: both,
              h,
              glossary: false,
            });
        }
        // The sentence after one whose subject is the thing asked goes on telling it, unless it tells
        // the invented protagonist's story ("Frank’s costs are jumping" after what stagflation does).
        const next = said[i + 1];
        if (
          subject > 0 &&
          next !== undefined &&
          hit.kind !== 'glossary' &&
          !words(next).some((w) => story.includes(w))
        )
          scored.push({
            text: next,
            lessonId: hit.lessonId,
            score: n * 10 + bonus + subject - h * 3 - i * 0.5 - 0.25,
            order: h * 100 + i + 1,
            hits: n,
            h,
            glossary: false,
            subject: true,
          });
        // "The offer had a deadline of a few hours" reads on from the sentence before it ("Berkshire
        // Hathaway, AIG and Goldman Sachs offered $250 million…"): quoted alone after another lesson's
        // sentence ("Buffett publicly offered to bet…"), it told of a different offer.
        const joinsBefore =
          hit.kind !== 'glossary' && pointsBack(text, before) && termHits(before!, terms) > 0;
        if (
          n >= needed &&
          n > 0 &&
          whole(hit, n) &&
          (!must || holdsMust(hit.about ? `${text} ${hit.about}` : text))
        )
          scored.push({
            text:
              hit.kind === 'glossary' && i === 0
                ? `**${hit.title}**: ${text}`
                : joinsBefore
                  ? `${before} ${text}`
                  : text,
            lessonId: hit.lessonId,
            score: n * 10 + bonus + subject - h * 3 - i * 0.5,
            order: h * 100 + i - (joinsBefore ? 1 : 0),
            hits: n,
            h,
            glossary: hit.kind === 'glossary',
            subject: subject > 0,
            about: hit.about,
          });
      });
    });
  // No one sentence holds all that is asked, but one holds the rest of it after the sentence before it
  // ("In high inflation, money claims lose… Debts… shrink, which is why debtors gained and savers
  // lost"): asked how one thing moves another, the two are quoted together, the first read as part of
  // the second, and answer as well as one sentence does.
  if (pick.moves) scored = [...scored, ...joined];
  // A question of three words or more ("what was the goal of the Marshall Plan?") may share only
  // one with every sentence: then the best-answering lesson's own sentences may share one.
  if (scored.length === 0 && needed === 2 && !strict)
    return bestSentences(
      hits.filter((h) => h.lessonId === topLesson),
      terms,
      { ...pick, needed: 1 },
    );
  // Once a sentence speaks to two or more of the words asked, one that speaks to far fewer is beside
  // the point: "why do stocks rise?" is not answered by a sentence on stocks alone.
  // Asked why, the best-answering lesson's sentences that give a reason or a purpose and speak to the
  // most that is asked answer it ("Companies sell shares to raise money…"), though their passage is
  // further down; without one, the first passages are searched as for any question.
  // A reason must speak to most of what is asked ("why do companies buy back shares?" is not answered
  // by why they sell them) and to as much as the best sentence of the first passages.
  // A definition the glossary gives is as near to hand as the first passages, whichever lesson files it.
  // Asked how one thing moves another, any passage read may hold the one sentence that says.
  // Sentences whose subject is the thing asked, where there are any, tell what it is.
  // The first of them, and the sentence after it, are enough ("Tulip contracts can be argued over" is
  // about contracts).
  // "How much did house prices fall?": a figure of the fall, found in any passage read, that speaks to all
  // that is asked but a word ("a fall of roughly 78%" of bitcoin is no fall of Tokyo's land).
  const answersMove = (s: Scored) => s.hits >= terms.length - 1 && figureOfMove(s.text, pick.direction);
  const told = scored.some((s) => s.subject);
  if (told) scored = scored.filter((s) => s.subject);
  const leading = scored.filter(
    (s) =>
      s.h < 4 ||
      s.glossary ||
      pick.moves ||
      pick.agent ||
      s.subject ||
      answersMove(s) ||
      (figureOfName && givesFigure(s.text)),
  );
  const own = scored.filter((s) => s.lessonId === topLesson || s.glossary);
  const mostOwn = Math.max(0, ...own.map((s) => s.hits));
  const reasons =
    pick.why && mostOwn >= Math.max(Math.ceil((terms.length * 2) / 3), ...leading.map((s) => s.hits))
      ? own.filter((s) => s.hits === mostOwn && (statesCause(s.text) || PURPOSE.test(s.text)))
      : [];
  scored = reasons.length > 0 ? reasons : leading;
  const most = Math.max(0, ...scored.map((s) => s.hits));
  const enough = most >= 2 ? Math.ceil((most * 2) / 3) : 0;
  // A sentence that leans on the one before it is quoted only after that one.
  const after = (s: { text: string; order: number }, pool: readonly { order: number }[]) =>
    !LEANS_BACK.test(s.text) || pool.some((t) => t.order === s.order - 1);
  // Asked how much, the sentences that give a figure and speak to as much as the best, when there are any.
  const counting = pick.counted
    ? scored.filter((s) => s.hits >= enough && counts(s.text, pick.counted!))
    : [];
  // "How much did house prices fall?": not how much they rose, and a figure of the fall speaks to it as
  // well as a sentence that shares more words but gives none ("…a belief that house prices never fall").
  const direction = pick.direction;
  if (direction) scored = scored.filter((s) => !tellsOtherWay(s.text, direction));
  const figures = scored.filter((s) => s.hits >= enough && answersMove(s));
  const moved = figures.filter((s) => s.hits === Math.max(...figures.map((f) => f.hits)));
  const counted =
    counting.length > 0
      ? counting
      : moved.length > 0
        ? moved
        : pick.figure
          ? scored.filter((s) => s.hits === most && givesFigure(s.text))
          : [];
  if (counted.length > 0) scored = counted;
  // Asked who did it, the sentences that name someone and speak to as much as the best, when there are any
  // ("the New York Fed convened 14 banks", not "A private rescue organized by a central bank…").
  const naming = pick.agent ? scored.filter((s) => s.hits === most && namesAgent(s.text)) : [];
  if (naming.length > 0) scored = naming;
  const ranked = scored
    .filter((s) => s.hits >= enough)
    .filter((s) => after(s, scored))
    .sort((a, b) => b.score - a.score)
    .slice(0, told ? Math.min(2, max) : max);
  // A sentence of another lesson than the best one's joins it only if it speaks to as much: after Korea's
  // gold drive, the 1933 US rule that "let each person keep up to $100 in gold coin" shares only "gold"
  // and "collect", and after Stiglitz's critique of the IMF, his paper with Grossman shares only his name.
  // A sentence that leans on the one before ("It lent to Mexico in 1995…") is no lead: it may not be quoted.
  const lead = ranked.find((s) => !LEANS_BACK.test(s.text)) ?? ranked[0];
  const top = ranked.filter(
    (s) => !lead || s.lessonId === lead.lessonId || s.glossary || s.hits >= lead.hits,
  );
  // About a person, the sentence that names them best introduces them; otherwise reading order.
  // A sentence that names them itself comes before one that names them only through the label of the
  // detail it is read from ("Keith Gill posted…" under "Roaring Kitty" is no introduction to him); a
  // definition's sentences are all about its term, and keep their order.
  const namesThem = (s: Scored) => (s.glossary || holdsMust(s.text) ? 1 : 0);
  const first = (a: Scored, b: Scored) =>
    must ? namesThem(b) - namesThem(a) || b.score - a.score || a.order - b.order : a.order - b.order;
  return top.filter((s) => after(s, top)).sort(first);
}
