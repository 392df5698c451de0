import { type Citation, citation, link } from './cite';
import { WHO_GAINED_AND_LOST } from './gainers-written';
import { eventNamedOrBefore } from './subject';

// "Who made money in 2008?", "who lost money in the dot-com bubble?" ask who came out ahead, or
// behind, in one crisis. The search answered them with whatever sentence shared "money" or "2008"
// (a dangling "By October 2002 it had lost about 78 percent."). The answer is instead what we wrote of
// each crisis's winners and losers from its own lesson (gainers-written.ts), cited to that lesson.

export type Side = 'gain' | 'loss';

/** The first `max` lines written of one side of a crisis; none for a lesson that tells no crisis. */
const sideOf = (lessonId: string, side: Side, max: number) =>
  (WHO_GAINED_AND_LOST[lessonId]?.[side] ?? []).slice(0, max);

/**
 * What may follow the words asked: where or when ("in 2008", "from the South Sea Bubble", "during…"),
 * or nothing. "Who won the 2008 election?" asks about something else that was won.
 */
const THEN = String.raw`(?=\s+(?:in|from|during|at|on|with|by|after|off|of|for|out of|when|over|through|because|and|the most|most|big|really)\b|[\s?.!,]*$)`;

/** The words for coming out ahead, as learners ask them ("made it big", "cashed in"). */
const ahead = [
  '(?:made|make|makes|earned|earn) (?:(?:the most|most|a lot of|lots of|big|any|real|good|the) )?(?:money|profits?|a (?:profit|fortune|killing|bundle))',
  'made (?:it big|out well|out like bandits|a fortune)',
  'profit(?:ed|s)?|benefit(?:ed|ted|s)?|(?:got|gets|became|grew|get) rich|won|wins|gained|cashed in|got out in time',
  'came out (?:ahead|on top|well|best)|did (?:well|best)',
  '(?:was|were|are|is) the (?:biggest |big |main |real )?winners?',
];
/** The words for coming out behind ("lost their shirts", "got wiped out", "paid the price"). */
const behind = [
  '(?:lost|lose|loses)(?: (?:the most|most|money|out|everything|big|it all|a fortune|heavily|(?:the )?most money|(?:their|his|her) (?:money|savings|shirts?|jobs|homes)))?',
  '(?:got|was|were|get|gets) (?:hurt|burned|burnt|wiped out|ruined|hit|crushed)(?: (?:the )?(?:most|hardest))?',
  'suffered|suffers|went (?:bust|broke|bankrupt|under)|paid the price',
  '(?:was|were|are|is) the (?:biggest |big |main |real )?losers?',
];
const asked = (verbs: readonly string[]) =>
  new RegExp(`^(?:(?:really|actually) )?(?:${verbs.join('|')})${THEN}`, 'i');

/** After "who": came out ahead ("made it big", "profited", "were the winners"). */
const GAIN_ASKED = asked(ahead);

/** After "who": came out behind ("lost money", "was hurt", "were the losers"). */
const LOSS_ASKED = asked(behind);

/** "Who …", "and who …", "which investors …": the words after it say what is asked. */
const WHO =
  /^\s*(?:(?:and|so|but|then) )?(?:who|which (?:people|investors|groups?|firms|companies|banks))\s+(.+)$/i;

/** What a "who…" question asks after its "who" ("made money in 2008"), curly apostrophes made straight. */
const afterWho = (message: string) => WHO.exec(message.replace(/[’]/g, "'"))?.[1];

/**
 * The sides a question asks about ("who won and who lost…?" asks both), or undefined when it does not
 * ask who gained or lost. The crisis is named apart (compose.ts's `namesEvent`).
 */
export function sidesAsked(message: string): Side[] | undefined {
  const rest = afterWho(message);
  if (!rest) return undefined;
  // "…winners and losers…", "…won and who lost…": every part after "and" is read as its own ask.
  const parts = rest.split(/\s+and\s+(?:who\s+)?(?:(?:the|were|was)\s+)*/i);
  const sides = new Set<Side>();
  parts.forEach((part, i) => {
    const said = i === 0 ? part : /^(?:winners?|losers?)\b/i.test(part) ? `were the ${part}` : part;
    if (GAIN_ASKED.test(said)) sides.add('gain');
    else if (LOSS_ASKED.test(said)) sides.add('loss');
  });
  return sides.size > 0 ? [...sides] : undefined;
}

/** Written lines as the answer's list, one "- " line each. */
const list = (said: readonly string[]) => said.map((s) => `- ${s}`).join('\n');

const SAID: Record<Side, string> = { gain: 'who came out ahead', loss: 'who lost' };

/**
 * "Who got their money back after SVB failed?", "who was repaid?": not who came out ahead (in 2008 that
 * is the short sellers) but who was paid back, which either side's lines may tell. It quoted "So SVB
 * invested much of the money in bonds".
 */
const REPAID_ASKED = new RegExp(
  `^(?:(?:really|actually|ever) )?(?:(?:got|get|gets|received)(?: (?:all|most|some|any))?(?: of)? (?:their|his|her|its|the) (?:money|deposits?|savings|cash|dollars) back|(?:was|were|got|get) (?:repaid|paid back|paid in full|made whole))${THEN}`,
  'i',
);
/** A written line that tells of money paid back ("protected in full", "repaid", "had their money back"). */
const TELLS_REPAID =
  /\b(?:repaid|repayments?|paid back|paid in full|protected in full|(?:money|dollars|deposits) back|recovered their losses)\b/i;

/** Both sides' lines of a crisis that tell who was paid back. */
const repaidIn = (lessonId: string) =>
  (['gain', 'loss'] as const)
    .flatMap((side) => sideOf(lessonId, side, Number.POSITIVE_INFINITY))
    .filter((l) => TELLS_REPAID.test(l));

/** "Who got their money back?" (after "who", as sidesAsked reads it). */
export const repaidAsked = (message: string) => {
  const rest = afterWho(message);
  return rest !== undefined && REPAID_ASKED.test(rest);
};

/**
 * "Who made money in 2008?": what the named crisis's lesson says of who gained (or lost), as a short
 * list of its own sentences, cited. When it says nothing of the side asked, that is said plainly and
 * the other side is given. Undefined for any other question, or one that names no crisis (nor did
 * the learner's earlier messages).
 */
export function composeGainersAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
  earlier: readonly string[] = [],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  if (repaidAsked(message)) return repaidAnswer(message, namesEvent, earlier);
  const sides = sidesAsked(message);
  if (!sides) return undefined;
  // "And who lost?" after "who made money in 2008?" asks of the crisis the learner last named.
  const named = eventNamedOrBefore(message, earlier, namesEvent);
  if (!named) return undefined;
  const cite = citation(named.lessonId);
  const lesson = link(cite);
  // Gains first, as asked or not.
  const asked = (['gain', 'loss'] as const)
    .filter((side) => sides.includes(side))
    .map((side) => ({ side, said: sideOf(named.lessonId, side, sides.length > 1 ? 2 : 3) }));
  const lines: string[] = [];
  for (const f of asked) {
    if (f.said.length > 0) lines.push(`What ${lesson} says about ${SAID[f.side]}:\n${list(f.said)}`);
    else lines.push(`${lesson} does not say ${SAID[f.side]}, so I would rather not guess.`);
  }
  // Nothing on the one side asked: the other side, if the lesson tells it (asked of both, there is no
  // other side to give).
  if (sides.length === 1 && asked[0]!.said.length === 0) {
    const side: Side = sides[0] === 'gain' ? 'loss' : 'gain';
    const said = sideOf(named.lessonId, side, 3);
    if (said.length > 0) lines.push(`What it does say is ${SAID[side]}:\n${list(said)}`);
  }
  lines.push(`Read more in ${lesson}.`);
  return { text: lines.join('\n\n'), citations: [cite], topic: 'content' };
}

/**
 * "Who got their money back after SVB failed?": the crisis's written lines that tell who was paid back;
 * when none do, that is said plainly and who lost is given.
 */
function repaidAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
  earlier: readonly string[],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const named = eventNamedOrBefore(message, earlier, namesEvent);
  if (!named) return undefined;
  const cite = citation(named.lessonId);
  const lesson = link(cite);
  const repaid = repaidIn(named.lessonId);
  const lost = sideOf(named.lessonId, 'loss', 3);
  const lines =
    repaid.length > 0
      ? [`What ${lesson} says about who was paid back:\n${list(repaid)}`]
      : [
          `${lesson} does not say that anyone got their money back, so I would rather not guess.`,
          ...(lost.length > 0 ? [`What it does say is ${SAID.loss}:\n${list(lost)}`] : []),
        ];
  lines.push(`Read more in ${lesson}.`);
  return { text: lines.join('\n\n'), citations: [cite], topic: 'content' };
}
