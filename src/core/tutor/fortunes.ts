import { lessons } from '../../content/catalogue';
import { capitalised } from '../words';
import { type Citation, citation, link } from './cite';
import { WHO_GAINED_AND_LOST } from './gainers-written';
import { byName } from './person';
import { saysLittleMore, sentences, storyNames, termHits } from './quote';
import { isStopWord, LEANS_BACK, lessonTexts, words } from './retrieval';
import { ADDRESSED, SUM } from './sentence-marks';

// "How much did Soros make?", "how much did Melvin Capital lose?": asks what a named person or firm
// gained or lost. The search found nothing for Soros, whose gain the lesson gives to his fund ("the
// Quantum Fund made about $1 billion") in a choice's outcome, which is no page; and it read Melvin
// Capital's "capital" as a bank's cushion. The answer is what the lessons say of that name with a sum
// and a word of gain or loss: the cast's note on them, then their lesson's sentences, outcomes included.

const ASKS =
  /\bhow much (?:money )?(?:did|does|do|has|have|had) (.+?) (?:make|lose|earn|gain|win|profit|get)\b/i;

/** Words that say money was made or lost. */
const MONEY =
  /\bmade (?:(?:about|around|roughly|nearly|over|more than|some|a|large|big|huge) )*(?:[$£€]|\d|profits?\b|fortunes?\b|money\b|killing\b)|\b(?:earned|gained|profits?|profited|worth|lost|loss|losses)\b/i;
/** A word in more of the lessons' sentences than this is no name ("investors", "bank"). */
const COMMON = 60;
const MAX = 2;

/** Whether a sentence writes a word as a name does, capitalised. */
const writesAsName = (sentence: string, word: string) =>
  new RegExp(`\\b${word.charAt(0).toUpperCase()}${word.slice(1)}\\b`, 'u').test(sentence);

/** Which way a sum went: "made about $15 billion" is a gain, "lost about 53%" a loss. */
const GAINED = /\b(?:made|earned|gained|profit(?:s|ed)?|won)\b/i;
const LOST = /\b(?:lost|loss|losses|los(?:e|es|ing))\b/i;
/** The way a question asks ("how much did they lose?"), if it says. */
const wayAsked = (message: string) =>
  /\blose\b/i.test(message) ? LOST : /\b(?:make|earn|gain|win|profit)\b/i.test(message) ? GAINED : undefined;

type Told = { lessonId: string; said: readonly string[] };
let told: readonly Told[] | undefined;
/** Every lesson's sentences, outcomes and quizzes included, read once when first asked. */
const everyLesson = (): readonly Told[] =>
  (told ??= lessons.map((l) => ({ lessonId: l.id, said: lessonTexts(l).flatMap((t) => sentences(t)) })));

let counted: Map<string, number> | undefined;
/** In how many of the lessons' sentences a word appears, counted once when first asked. */
function uses(word: string): number {
  if (!counted) {
    counted = new Map();
    for (const { said } of everyLesson())
      for (const s of said) for (const w of new Set(words(s))) counted.set(w, (counted.get(w) ?? 0) + 1);
  }
  return counted.get(word) ?? 0;
}

/** Whether a sentence opens with a name's last word, alone or after the person's own first name. */
function opensWith(sentence: string, key: string, own: ReadonlySet<string>): boolean {
  const [first, second] = sentence.split(/\s+/).map((w) => words(w)[0] ?? '');
  return first === key || (second === key && own.has(first!));
}

/** The firm a cast member's role names ("Founder of the hedge fund Melvin Capital" → "Melvin Capital"). */
const firmsIn = (role: string) =>
  [...role.matchAll(/\b((?:\p{Lu}[\p{L}-]*\s+)+(?:Fund|Capital|Management))\b/gu)].map((m) => m[1]!);

/**
 * What a question asks the gain or loss of ("Melvin Capital"), as its rarest word our lessons use
 * ("melvin") and the others; undefined for any other question or a name the lessons never use.
 */
function subjectAsked(message: string): { name: string; own: string[] } | undefined {
  const said = ASKS.exec(message)?.[1];
  if (!said) return undefined;
  const own = words(said).filter((w) => !isStopWord(w) && w.length > 2);
  const counted = own.map((w) => ({ w, n: uses(w) })).filter((c) => c.n > 0);
  const rarest = counted.sort((a, b) => a.n - b.n)[0];
  if (rarest === undefined || rarest.n > COMMON || !namedSomewhere(rarest.w)) return undefined;
  return { name: rarest.w, own };
}

let names: Set<string> | undefined;
/**
 * Whether the lessons write a word as a name: capitalised where a sentence does not open. "Hedge" is
 * capitalised only as a sentence's first word ("Hedge fund manager John Paulson’s funds made…"), so
 * "how much did hedge funds lose?" names no one (it was answered with Paulson's gain).
 */
function namedSomewhere(word: string): boolean {
  if (!names) {
    names = new Set();
    for (const { said } of everyLesson())
      for (const s of said)
        for (const m of s.slice(1).matchAll(/\b\p{Lu}[\p{L}’'-]*/gu))
          for (const w of words(m[0])) names.add(w);
  }
  return names.has(word);
}

/**
 * "How much did Soros make?": the cast's note on the person named, when it gives a sum, and the
 * sentences of their lesson that name them (or the firm their note names) with a sum and a word of gain
 * or loss, the ones that say most of what was asked first. Undefined for any other question, or when no
 * lesson says it.
 */
export function composeFortuneAnswer(
  message: string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked = subjectAsked(message);
  if (!asked) return undefined;
  const way = wayAsked(message);
  // "Jay Gould" is the cast member so named, not Jay Cooke; their lesson tells of them by last name.
  const cast = lessons.flatMap((l) =>
    (l.supportingCharacters ?? [])
      .filter((c) => asked.own.every((w) => words(c.name).includes(w)))
      .map((c) => ({ lessonId: l.id, c })),
  );
  const key = cast.length > 0 ? asked.own.at(-1)! : asked.name;
  // "Soros" is told of as his fund, "Plotkin" as Melvin Capital: the firm counts as them.
  const firms = cast.flatMap(({ c }) => firmsIn(c.role));
  const fullNames = cast.map(({ c }) => c.name);
  const castWords = new Set(cast.flatMap(({ c }) => words(c.name)));
  // A person asked of is named in full, or by last name as what a sentence opens with ("Gould escaped
  // ruin…"): "John Paulson’s funds" is not Hank Paulson, nor "Under the Brady menu" Nicholas Brady.
  const naming = (s: string) =>
    cast.length === 0
      ? writesAsName(s, key)
      : firms.some((f) => s.includes(f)) ||
        fullNames.some((n) => s.includes(n)) ||
        (writesAsName(s, key) && opensWith(s, key, castWords));
  const theirs = (lessonId: string) => cast.length === 0 || cast.some((c) => c.lessonId === lessonId);
  const found = everyLesson().flatMap(({ lessonId, said }) => {
    if (!theirs(lessonId)) return [];
    const story = storyNames(lessonId);
    return said.flatMap((s, i) => {
      if (!naming(s) || !MONEY.test(s) || ADDRESSED.test(s) || LEANS_BACK.test(s)) return [];
      // Asked what they lost, a sentence that tells only what they made answers nothing (and the other way).
      if (way && !way.test(s) && (way === LOST ? GAINED : LOST).test(s)) return [];
      // A choice's sum still to be filled in ("{enron}"), or the invented protagonist's own money.
      if (s.includes('{') || words(s).some((w) => story.includes(w))) return [];
      // "At the peak, his screenshots showed a position worth close to $48 million": the sum goes on.
      const next = said[i + 1];
      const more = next && SUM.test(next) && MONEY.test(next) && /^(?:At|By|His|Her|Its|Their)\b/.test(next);
      return [{ lessonId, text: more ? `${s} ${next}` : s, hits: termHits(s, asked.own), sum: SUM.test(s) }];
    });
  });
  // Sentences with a sum answer "how much"; a person's with none is told from who came out ahead or
  // behind (gainers-written.ts), else said to be untold.
  const summed = found.filter((f) => f.sum);
  const noted = cast.find(({ c }) => SUM.test(c.influence) && MONEY.test(c.influence));
  const lessonId = noted?.lessonId ?? summed[0]?.lessonId;
  if (lessonId === undefined)
    return cast.length > 0
      ? (cameOut(cast, key) ?? untold(cast, key, castWords, way, asked.own.length === 1))
      : undefined;
  const kept: string[] = noted ? [byName(noted.c.name, noted.c.influence)] : [];
  /** The sums a sentence gives ("53%", "$1 billion"): one that gives only sums told already says nothing new. */
  const sums = (text: string) => text.match(new RegExp(SUM.source, 'gi')) ?? [];
  for (const s of summed.filter((t) => t.lessonId === lessonId).sort((a, b) => b.hits - a.hits)) {
    if (kept.length >= MAX) break;
    const told = kept.flatMap(sums);
    if (sums(s.text).every((n) => told.includes(n))) continue;
    if (kept.some((k) => saysLittleMore(s.text, k, 3 / 4) || saysLittleMore(k, s.text, 3 / 4))) continue;
    kept.push(s.text);
  }
  const cite = citation(lessonId);
  return {
    text: ['Good question.', kept.join(' '), `Read more in ${link(cite)}.`].join('\n\n'),
    citations: [cite],
    topic: 'content',
  };
}

/**
 * "How much did Fisk make?": a person our lessons list whose gains they never tell. Said so, with the
 * lesson that tells most of them (Satoshi Nakamoto's, not the Bank of Japan governor's).
 */
function untold(
  cast: readonly { lessonId: string; c: { name: string } }[],
  key: string,
  castWords: ReadonlySet<string>,
  way: RegExp | undefined,
  /** Asked by last name alone ("Paulson"), so another of that name may be meant. */
  bare: boolean,
): { text: string; citations: Citation[]; topic: 'content' } {
  const told = (lessonId: string) =>
    everyLesson()
      .find((l) => l.lessonId === lessonId)
      ?.said.filter((s) => writesAsName(s, key)).length ?? 0;
  const { lessonId, c } = [...cast].sort((a, b) => told(b.lessonId) - told(a.lessonId))[0]!;
  const cite = citation(lessonId);
  const namesake = bare ? namesakeSum(key, castWords, way) : undefined;
  if (namesake) {
    const theirs = citation(namesake.lessonId);
    return {
      text: `Our lessons do not say how much ${c.name} made or lost. They do say it of ${namesake.name}:\n\n${namesake.text}\n\nRead more in ${link(theirs)}.`,
      citations: [theirs],
      topic: 'content',
    };
  }
  return {
    text: `Our lessons do not say how much ${c.name} made or lost, so I would rather not guess. ${link(cite)} tells their part in the story.`,
    citations: [cite],
    topic: 'content',
  };
}

/**
 * "How much did Paulson make?": the cast's Paulson (Hank, at the Treasury) made nothing we tell, but the
 * lessons give a sum for another of that name ("John Paulson’s funds made about $15 billion"): the
 * sentence that names them, first name and all, with a sum the way asked.
 */
function namesakeSum(
  key: string,
  castWords: ReadonlySet<string>,
  way: RegExp | undefined,
): { lessonId: string; name: string; text: string } | undefined {
  const Key = capitalised(key);
  const named = new RegExp(`\\b(\\p{Lu}\\p{Ll}+) ${Key}\\b`, 'u');
  for (const { lessonId, said } of everyLesson())
    for (const s of said) {
      const first = named.exec(s)?.[1];
      if (!first || castWords.has(first.toLowerCase()) || !SUM.test(s) || !MONEY.test(s)) continue;
      if (ADDRESSED.test(s) || LEANS_BACK.test(s) || (way && !way.test(s))) continue;
      return { lessonId, name: `${first} ${Key}`, text: s };
    }
  return undefined;
}

/** "How much did Newton lose?": no sum, but the line on how it came out for them, where one is written. */
function cameOut(
  cast: readonly { lessonId: string; c: { name: string } }[],
  key: string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  for (const { lessonId } of cast) {
    const sides = WHO_GAINED_AND_LOST[lessonId];
    const line = [...(sides?.gain ?? []), ...(sides?.loss ?? [])].find((l) =>
      writesAsName(/^\*\*([^*]+)\*\*/.exec(l)?.[1] ?? '', key),
    );
    if (!line) continue;
    const cite = citation(lessonId);
    return {
      text: `${SUM.test(line) ? '' : 'Our lessons give no figure for it. '}How it came out, as ${link(cite)} tells it:\n\n${line}\n\nRead more in ${link(cite)}.`,
      citations: [cite],
      topic: 'content',
    };
  }
  return undefined;
}
