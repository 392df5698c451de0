import { getLesson } from '../../content/catalogue';
import { LEANS_BACK, type Passage, splitSentences, words } from './retrieval';

// "What caused the Great Depression?" asks for causes, not for the story of the crash; the answer is
// written for each lesson (causes-written.ts). The sentences of a lesson that state a cause
// (causesIn) feed the answers about a kind of crisis (crisis-kind.ts, kind-cause.ts).

/**
 * "What caused X?", "what led to X?", "reasons for X", "why did X happen / crash / fail / collapse /
 * burst / default?", "what did X do wrong?", "what was wrong with X?", "what was X’s problem?", "why
 * was X so high / bad?", "why was X created?", "why did Japan have a lost decade?", "why did the
 * Depression last so long?": asks why an event happened. ("Why did Britain leave the ERM?" asks about
 * a decision, and is answered as any other question.)
 */
const ASKS_CAUSE =
  /\b(?:what (?:caused|causes|cause|led to|leads to|triggered|sparked|started|brought about)|(?:the )?(?:main )?(?:causes?|reasons?) (?:of|for|behind)|why did .+? (?:happen|occur|devalue|start|begin|crash|fail|collapse|break down|fall apart|burst|pop|go bust|go bankrupt|go under|default|end|rise|soar|surge|spike|jump|climb|fall|plunge|drop|need (?:an? |the )?(?:bail-?outs?|rescues?|help)|get (?:bailed out|rescued)|(?:need|have) to be (?:bailed out|rescued|saved)|(?:have|suffer|go through|endure) (?:an? |the |its )?(?:lost decade|(?:long )?slump|stagnation)|stagnate|last so long|drag on(?: so long)?|go on (?:so|for so) long)|who (?:was|were|is) (?:to blame|responsible)(?: for)?|^\s*why(?=\s*[?!.]*\s*$)|whose fault was|why was there|why (?:was|were) .+? (?:so|that|this) (?:high|bad|severe|deep|big|large|fast|sudden|low)|why (?:was|were) .+? (?:created|founded|set up|established|introduced|launched)|how did .+? (?:start|begin)|what did .+? do wrong|what went wrong (?:at|with|in|for)|what (?:was|were) (?:wrong with|the (?:problem|trouble|matter) (?:with|at))|what (?:was|were) .+?['’]s? (?:problems?|trouble))\b/i;

export function asksCause(message: string): boolean {
  return ASKS_CAUSE.test(message);
}

/**
 * The words of English that state a cause or a mechanism: "because", "led to", "triggered", "let",
 * "so", "forced", "made … worse", "fuelled", "blame" and their kin.
 */
const CAUSE_WORDS =
  /\b(?:because|caus\w*|led to|lead(?:s|ing)? to|trigger\w*|so that|, so\b|so even|as a result|drove|driv(?:e|es|en|ing)\b|fuel\w*|blam\w*|magnif\w*|amplif\w*|forc(?:ed|ing)\b|worse|feedback|self-reinforcing|loop|let|lets|allow\w*|encourag\w*|shr[ai]nk\w*|cut off|push\w*|prick\w*|turn(?:ed|s)? \w+ (?:\w+ )?into|assum\w*|rested on|spur\w*|spark\w*|due to|weaken\w*|(?:kept|keep) it going|lost confidence|losing confidence|refus\w*|multipl\w*|rais(?:ed|es|ing)|spiral\w*|forms? when|chas(?:e|es|ed|ing))\b/i;

/**
 * Words of what came after: a rescue, a cure, a reform ("The FDIC … ended the era of runs", "The Fed's
 * promise of liquidity … prevented a wider collapse"). Such a sentence answers how it ended, not why.
 */
const AFTERMATH_WORDS =
  /\b(?:prevent\w*|ended|end(?:ed)? the|rescu\w*|restor\w*|reform\w*|bail\w*|protected|recover\w*|afterwards|circuit breakers?|convened|broke inflation|regain\w*|never again|worked because|stabili[sz]\w*)\b/i;

/** Whether a sentence tells what came after: a rescue, a cure, a reform. */
export const tellsAftermath = (sentence: string) => AFTERMATH_WORDS.test(sentence);

/** Words that name a cause outright, not only a mechanism: such a sentence answers "what caused…?" best. */
const OUTRIGHT = /\b(?:because|caus\w*|blam\w*|led to|trigger\w*|due to|responsib\w*)\b/i;

/** Whether a sentence gives a reason at all ("because", "so that", "forced"), whatever it is about. */
export const givesReason = (sentence: string) => CAUSE_WORDS.test(sentence);

/** Whether a sentence states a cause, and is not about what came after. */
export function statesCause(sentence: string): boolean {
  return CAUSE_WORDS.test(sentence) && !AFTERMATH_WORDS.test(sentence);
}

/** A lesson's key takeaways, as sentences. */
export function takeawaysOf(lessonId: string): string[] {
  const summary = getLesson(lessonId)?.pages.find((p) => p.type === 'summary');
  return summary?.type === 'summary' ? summary.keyTakeaways.flatMap((t) => splitSentences(t)) : [];
}

/**
 * The causes a lesson states, at most `max`: first its key takeaways that state a cause, then its
 * timeline entry's and its story's sentences that state a cause of the event asked about (a story
 * sentence names it: a word of `names`) that name a cause outright ("blamed", "because"),
 * then its other key takeaways that tell of no aftermath (the lesson's summary of what mattered);
 * takeaways in the lesson's order. `skip` leaves out sentences that tell an invented protagonist's
 * story. `outcome` holds the words for what the question says happened ("crash": fell, collapsed…):
 * when none of those causes speaks of it, the lesson's sentences that do are given instead.
 */
export function causesIn(
  lessonId: string,
  passages: readonly Passage[],
  names: readonly string[],
  max = 3,
  skip: (sentence: string) => boolean = () => false,
  outcome?: RegExp,
): string[] {
  const causes = usualCauses(lessonId, passages, names, max, skip);
  // A lesson that tells two events ("The 1929 Crash and the Bank Runs") states causes of both: asked
  // about one outcome (the crash), only those that speak of it.
  const spoken = outcome ? causes.filter((c) => outcome.test(c)) : [];
  if (spoken.length > 0 && / and /.test(getLesson(lessonId)?.title ?? '')) return spoken;
  // Causes that never speak of what was asked to have happened (Bitcoin's launch, for its crash) give
  // way to the lesson's sentences that do.
  if (outcome && spoken.length === 0) {
    const about = outcomeCauses(lessonId, passages, names, max, skip, outcome);
    if (about.length > 0) return about;
  }
  return causes;
}

function usualCauses(
  lessonId: string,
  passages: readonly Passage[],
  names: readonly string[],
  max: number,
  skip: (sentence: string) => boolean,
): string[] {
  const takeaways = takeawaysOf(lessonId).filter((s) => !skip(s) && !AFTERMATH_WORDS.test(s));
  const stated = takeaways.filter(statesCause);
  const told = passages
    .filter((p) => p.lessonId === lessonId && (p.kind === 'lesson' || p.kind === 'timeline'))
    .flatMap((p) => splitSentences(p.text).map((text) => ({ text, timeline: p.kind === 'timeline' })))
    .filter(
      ({ text: s, timeline }) =>
        s.length <= 300 &&
        !LEANS_BACK.test(s) &&
        !takeaways.includes(s) &&
        statesCause(s) &&
        // Beside the curated takeaways, a story's sentence counts only if it names a cause outright.
        OUTRIGHT.test(s) &&
        !skip(s) &&
        // The timeline's entry is about the event; a story sentence must name it.
        (timeline || words(s).some((w) => names.includes(w) && !isCommon(w))),
    )
    .map(({ text }) => text);
  // A lesson that tells two events ("The COVID Crash and the Inflation That Followed") states causes of
  // both: once a takeaway names the event asked and its cause outright ("The COVID crash was triggered
  // by…"), the causes are the sentences that name that event.
  const namesEvent = (s: string) => words(s).some((w) => names.includes(w) && !isCommon(w));
  const outright = stated.some((s) => OUTRIGHT.test(s) && namesEvent(s));
  const chosen = [
    ...new Set(outright ? [...stated, ...told].filter(namesEvent) : [...stated, ...told, ...takeaways]),
  ].slice(0, max);
  const inOrder = takeaways.filter((t) => chosen.includes(t));
  return [...inOrder, ...chosen.filter((s) => !inOrder.includes(s))];
}

/**
 * The causes of the outcome asked ("why did bitcoin crash?": its falls), at most `max`: the lesson's key
 * takeaways that speak of it, then its sentences that speak of it, name the event and state a cause
 * (a takeaway that tells how far it fell answers what happened; aftermath words do not rule it out
 * here, as "the ICO boom ended in a crypto winter" is the crash itself). None when no sentence does.
 */
function outcomeCauses(
  lessonId: string,
  passages: readonly Passage[],
  names: readonly string[],
  max: number,
  skip: (sentence: string) => boolean,
  outcome: RegExp,
): string[] {
  const takeaways = takeawaysOf(lessonId).filter((s) => !skip(s) && outcome.test(s));
  const namesEvent = (s: string) => words(s).some((w) => names.includes(w) && !isCommon(w));
  const told = passages
    .filter((p) => p.lessonId === lessonId && (p.kind === 'lesson' || p.kind === 'timeline'))
    .flatMap((p) => splitSentences(p.text))
    .filter(
      (s) =>
        s.length <= 300 &&
        !LEANS_BACK.test(s) &&
        !takeaways.includes(s) &&
        outcome.test(s) &&
        statesCause(s) &&
        !skip(s) &&
        namesEvent(s),
    );
  const chosen = [...new Set([...takeaways, ...told])];
  // Takeaways that state a cause come first, then the others, each in the lesson's order.
  return [...chosen.filter(statesCause), ...chosen.filter((s) => !statesCause(s))].slice(0, max);
}

/** Words too common in our content to name an event by themselves. */
const isCommon = (w: string) =>
  /^(?:the|and|great|crisis|crash|bubble|panic|bank|banks|market|markets|financial|fall|rise)$/.test(w);
