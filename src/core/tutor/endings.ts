import { lessons } from '../../content/catalogue';
import { type Citation, citation, link } from './cite';
import { ENDINGS_WRITTEN } from './endings-written';
import { personAsked } from './person';
import { queryTerms, termHits } from './quote';
import { words } from './retrieval';
import { eventNamedOrBefore } from './subject';

// "How did the panic of 1907 end?", "how did the government respond to SVB?", "what stopped the
// hyperinflation?" ask how a crisis was brought to an end and what was done about it. The search
// answered them with whatever sentences shared the crisis's words ("Germany paid for the First World
// War mostly by borrowing" for "how did Germany end hyperinflation?"). The answer is instead what we
// wrote of each crisis's end from its own lesson (endings-written.ts), cited to that lesson.

/** Who is said to respond when the question asks what was done about a crisis, not what one body did. */
const ANYONE =
  '(?:the )?(?:government|governments|authorities|regulators|policymakers|officials|politicians|lawmakers|leaders|world|countries|they|people|central banks?)';

/** "End", "stop", "get resolved"…: what a question asks happened to the crisis. */
const ENDED =
  '(?:(?:finally|eventually|ever) )?(?:end|stop|finish|recover|get (?:resolved|solved|fixed|stopped|under control)|come to an end|(?:be |get )?(?:ended|stopped|resolved|solved|fixed|contained|halted|tamed|cured|brought under control|cleaned up|handled|dealt with))';

const ASKS_END = new RegExp(
  [
    // "How did the panic of 1907 end?", "how was the S&L mess cleaned up?"; not "how did the market
    // recover after 2008?", which asks how long (event.ts).
    String.raw`\bhow (?:did|was|were) (?!the (?:market|stock market|stocks?|economy|dow|s&p)\b)(.+?) ${ENDED}\b`,
    // "What ended the euro crisis?", "what finally stopped the panic?"
    String.raw`\bwhat (?:finally |eventually )?(?:ended|stopped|halted|fixed|solved|resolved|contained|tamed|cured) (.+)`,
    // "Who stopped the panic of 1907?", "who ended the hyperinflation?": the search quoted the Bank of
    // England's rate rise, and for Germany how the war was paid for. "Who saved (rephrased: rescued)
    // the market in 1907?" too, and "who saved the euro?" (it quoted the EFSF's creation, not Draghi);
    // "who rescued LTCM?" keeps the sentence that names the rescuers.
    String.raw`\bwho (?:finally |eventually )?(?:ended|stopped|halted|fixed|solved|resolved|contained|tamed|cured|calmed)\b(.+)`,
    String.raw`\b(?:who|what) (?:saved|rescued|bailed out) (?:the )?((?:stock )?markets?|banks|banking system|financial system|economy|country|wall street|euro(?:zone| area)?)\b(.*)`,
    String.raw`\bhow (?:was|were) (?:the )?(euro(?:zone| area)?) (?:saved|rescued)\b(.*)`,
    // "How did the government respond to SVB?", "how did regulators deal with Enron?"
    String.raw`\bhow did ${ANYONE} (?:respond|react|deal|cope|handle|fight|tackle|stop|fix|end|solve|resolve|rescue|clean up)\b(.+)`,
    // "What was done about the S&L crisis?", "what did the government do to stop the panic?"
    String.raw`\bwhat (?:was|were) done (?:about|to (?:stop|end|fix|solve|contain|resolve))\b(.+)`,
    String.raw`\bwhat did ${ANYONE} do (?:about|to (?:stop|end|fix|solve|contain|resolve))\b(.+)`,
    // "What did the panic of 1907 lead to?", "what were the consequences of the 2008 crisis?", "what
    // changed after 2008?": what came of it (they quoted a line of the story, or found nothing).
    String.raw`\bwhat (?:did|does) (.+?) lead to\b|\bwhat (?:came|comes) (?:of|out of) (.+)|\bwhat (?:were|was|are|is) (?:the )?(?:main |lasting |long-term )?(?:consequences?|effects?|results?|aftermath|legacy) of (.+)|\bwhat changed (?:after|because of) (.+)`,
    // "What happened next?", "and then?": how the crisis asked about before went on to its end.
    String.raw`^\s*(?:and |so )?(?:what happened (?:next|after(?:wards| that)?|then)|then what(?: happened)?|what came next|then)[\s?.!]*$`,
  ].join('|'),
  'i',
);

/** "What did it lead to?", "what were its consequences?": what came of it, more than how it ended. */
const CAME_OF =
  /\b(?:lead to|came of|comes of|came out of|consequences?|effects?|results?|aftermath|legacy|changed)\b/i;

/** Lessons that tell a policy or an invention, not a crisis: "how did bitcoin recover?" is not told an end. */
export const TELLS_NO_CRISIS: ReadonlySet<string> = new Set([
  'bitcoin',
  'euro-creation-1999',
  'gold-standard',
  'marshall-plan-1948',
]);

/** "Could it happen again?", "can the 2008 crisis happen again?", "could it happen today?": asks what no lesson can foretell. */
const ASKS_AGAIN =
  /\b(?:could|can|will|would|might|is|are)\b.{0,60}?\b(?:happen(?:ing)?|occur|repeat)(?:s|ed)? (?:(?:in|to) (?:america|the us|the usa|the united states|the uk|britain|europe|us|our country|my country) )?(?:again|today|now|nowadays)\b|\b(?:could|can|will|would|might)\b.{0,60}?\bhappen (?:in|to) (?:america|the us|the usa|the united states|the uk|britain|europe|us|our country|my country)\b|\b(?:could|can|will|would|might) (?:there|we) (?:ever )?(?:be|have|see) (?:another|a second)\b|\b(?:is|are) there (?:going to be|gonna be) (?:another|a second)\b/i;

const SAVES_EURO = /\b(?:saved|rescued)\b.*\beuro\b|\beuro\b.*\b(?:saved|rescued)\b/i;

const AGAIN_OF_WHAT =
  'No one can say whether a crisis will come again. Which one do you mean? Ask, for example, “could the 1929 crash happen again?” and I will tell you how it ended and what was changed so that it would not.';

/** "Did it work?" after "what did Draghi say?": what came of what was just asked about. */
const ASKS_WORKED =
  /^\s*(?:and |so |but )?(?:did|has|does) (?:it|that|this|they|he|she) (?:(?:really|actually|ever) )?(?:work|help|succeed|pay off)\b/i;

/** "Did it work?", "did that help?": what came of the thing just asked about. */
export const asksWhetherItWorked = (message: string) => ASKS_WORKED.test(message);

/**
 * "Did it work?" after "what did Draghi say?", which names a person and no crisis: the crisis of the
 * lesson whose cast lists them, if we wrote how it ended.
 */
function figuresCrisis(before: string | undefined): { lessonId: string } | undefined {
  const figure = before === undefined ? undefined : personAsked(before);
  if (!figure) return undefined;
  const lesson = lessons.find(
    (l) =>
      ENDINGS_WRITTEN[l.id] && (l.supportingCharacters ?? []).some((c) => words(c.name).includes(figure)),
  );
  return lesson && { lessonId: lesson.id };
}

/** Whether a question asks how a crisis ended or what was done about it. */
export function asksHowItEnded(message: string): boolean {
  return ASKS_END.test(message) || ASKS_AGAIN.test(message) || ASKS_WORKED.test(message);
}

/**
 * "Did it work?" after "what did Draghi say?": the lines of the crisis's end from the first that names
 * what the question before asked about (Draghi's promise: "Bond rates fell…") on; every line when none
 * does, or the first does. It told the euro crisis again.
 */
function ofWhatWasAsked(ending: readonly string[], before: string | undefined) {
  if (!before) return ending;
  const terms = queryTerms(before);
  // From the first line that names it to the end: what came after is whether it worked.
  const from = ending.findIndex(
    (line) => termHits(line, terms) > 0 && terms.some((t) => line.toLowerCase().includes(t)),
  );
  return from > 0 ? ending.slice(from) : ending;
}

/**
 * "How did the panic of 1907 end?": what we wrote of how the named crisis ended and what was done
 * about it, cited. A question that names none ("how did it end?") asks of the crisis the learner last
 * named. Undefined for any other question, one that names a historical figure, or a crisis whose
 * lesson tells no end.
 */
export function composeEndingAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
  earlier: readonly string[] = [],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  // "How did Volcker stop inflation?" asks what one person did: the sentences that name him (person.ts).
  if (!asksHowItEnded(message) || personAsked(message)) return undefined;
  // "Can a bank run happen again?" asks of a kind of crisis, not of the one named before.
  const again = ASKS_AGAIN.test(message) && !ASKS_END.test(message);
  if (again && !namesEvent(message) && !/\b(?:it|this|that)\b/i.test(message)) return undefined;
  const worked = ASKS_WORKED.test(message);
  const said =
    eventNamedOrBefore(message, earlier, namesEvent) ?? (worked ? figuresCrisis(earlier.at(-1)) : undefined);
  // "Could it happen again?" with no crisis named, now or before: it quoted the Asian crisis's reserves.
  if (again && !said) return { text: AGAIN_OF_WHAT, citations: [], topic: 'content' };
  // "Who saved the euro?": it was saved in the debt crisis of 2010–12, not when it was made.
  const named =
    said?.lessonId === 'euro-creation-1999' && SAVES_EURO.test(message)
      ? { lessonId: 'euro-debt-crisis-2010' }
      : said;
  const ending = named && ENDINGS_WRITTEN[named.lessonId];
  if (!named || !ending) return undefined;
  const cite = citation(named.lessonId);
  const lesson = link(cite);
  const heading =
    TELLS_NO_CRISIS.has(named.lessonId) || CAME_OF.test(message) || worked
      ? `What came of it, as ${lesson} tells it:`
      : again
        ? `No one can say whether it will happen again. What our lessons can tell is how it ended and what was changed so that it would not, as ${lesson} tells it:`
        : `How it ended, and what was done about it, as ${lesson} tells it:`;
  const text = [
    heading,
    (worked ? ofWhatWasAsked(ending, earlier.at(-1)) : ending).map((line) => `- ${line}`).join('\n'),
  ].join('\n');
  return { text: `${text}\n\nRead more in ${lesson}.`, citations: [cite], topic: 'content' };
}
