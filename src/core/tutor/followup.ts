import { capitalised } from '../words';
import { asksCause } from './cause';
import { PERSON_PRONOUN, personAsked } from './person';
import { queryTerms } from './quote';
import { PLAINLY } from './retrieval';

// A message that only makes sense with the one before it, restated as the question it stands for:
// "explain like I'm 12" after "what is a stock?" asks "what is a stock?" again, more simply (our
// answers are already in plain words); "what about in 2008?" after "what caused the Great
// Depression?" asks what caused 2008; "weimar hyperinflation why" asks why it happened.

/** "Explain like I'm 12", "in simple terms please", "eli5": how to say it, and nothing of its own. */
export const ONLY_HOW =
  /^\s*(?:(?:can|could|would) you |please )?(?:explain|say|put|tell me)?(?: (?:it|that|this))?(?: again)?(?: please| pls)?[\s?.!]*$/i;

/** "What about in 2008?", "and the dot-com bubble?", "how about 1929": the same question of another thing. */
const WHAT_ABOUT =
  /^\s*(?:and|but)?\s*(?:what|how) about (?:in |the )?(.+?)[\s?.!]*$|^\s*and (?:in |the )?(.+?)[\s?.!]*$/i;

/** "How do I buy one?", "how can I buy shares?": how to buy, which "what about selling?" turns round. */
const BUY_HOW = /^\s*how (?:do|can|would|should) (?:i|you|we) buy\b/i;
const SELLING = /^sell(?:ing)?(?: (?:it|one|them|shares?|stocks?))?$/i;

/** "Which is riskier?", "which one is safer?": weighs the two things just asked about. */
const WHICH_RISKIER =
  /^\s*(?:so |and )?which (?:one )?(?:is|are|of them is|of the two is) (?:riskier|more risky|safer|less risky|more dangerous)[\s?.!]*$/i;

/** "Weimar hyperinflation why?", "tulip mania, why": a name, then the question word. */
const TRAILING_WHY = /^\s*(.+?)[\s,]+why[\s?.!]*$/i;

/**
 * "What role did JP Morgan play in 1907?", "what was Robinhood's role?", "what is the role of the
 * Fed?", "what's the point of the Fed?": what the figure, firm or body did or does ("play" and "role" found nothing, or sentences that
 * only share a word).
 */
export const ROLE =
  /^\s*(?:what (?:role|part) (did|does) (.+?) play|what(?:(?: (was|is|were))|['’]s|s) (?:(.+?)['’]s? (?:role|part)|the (role|part|point|purpose|job|function) of (.+?)))(?: in (.+?))?[\s?.!]*$/i;

/** "Can you explain that again?", "repeat that", "again?": the question before, asked again. */
export const AGAIN =
  /^\s*(?:(?:can|could|would) you |please )?(?:(?:explain|say|tell me|go over) (?:it|that|this) again|repeat (?:it|that|this)|repeat|say again|once more|again)(?: please)?[\s?.!]*$/i;

const FOR_WHOM = /\bfor (?:a |an )?(?:beginner|newbie|kid|child|dummies)s?\b/i;

/**
 * The figure a pronoun points back to: the last one the conversation named, through messages that
 * point back to them too ("who was Volcker?", "what did he do?", "why did he raise rates?").
 */
function personBefore(earlier: readonly string[]): string | undefined {
  for (const m of [...earlier].reverse()) {
    const named = personAsked(m);
    if (named) return named;
    if (!PERSON_PRONOUN.test(m)) return undefined;
  }
  return undefined;
}

/** The question a message stands for, with the learner's earlier messages; undefined when it stands alone. */
export function restate(message: string, earlier: readonly string[]): string | undefined {
  const plainly = message.replace(PLAINLY, ' ');
  if ((plainly !== message && ONLY_HOW.test(plainly)) || AGAIN.test(message))
    return earlier.findLast((m) => queryTerms(m).length > 0);
  // "Whats a call vs put in simple words": the question without how simply to say it (it searched for
  // "call vs put in simple words" whole and found nothing).
  // Not "…for beginners", which says who the thing asked is for ("the best lesson for beginners").
  if (plainly !== message && queryTerms(plainly).length > 0 && !FOR_WHOM.test(message))
    return plainly.replace(/\s+/g, ' ').trim();
  // "What did he do in 1907?" after "who was J.P. Morgan?": asked of the figure by name (it found nothing,
  // and "why did he raise rates?" after Volcker quoted the Fed of 2022 first).
  const person = PERSON_PRONOUN.test(message) && !personAsked(message) ? personBefore(earlier) : undefined;
  if (person) {
    const name = capitalised(person);
    return message.replace(/\bhis\b/gi, `${name}'s`).replace(/\b(?:he|him|she|her)\b/gi, name);
  }
  const previous = earlier.at(-1);
  const about = WHAT_ABOUT.exec(message);
  const other = about?.[1] ?? about?.[2];
  if (previous && other && asksCause(previous)) return `what caused ${other}?`;
  // "What about Isaac Newton?" after a question on the South Sea Bubble: who the figure was, and what
  // the lessons tell of them (it found "isaac" and "newton" only in passing).
  if (other && personAsked(other) && queryTerms(other).length <= 3) return `who was ${other}?`;
  // "What about selling?" after "how do I buy one?": the same how-to, for the other side of the trade.
  if (previous && other && BUY_HOW.test(previous) && SELLING.test(other))
    return previous.replace(/\bbuy\b/i, 'sell');
  // "Which is riskier?" after a call and a put: how far each side of an option can lose (losses.ts).
  if (WHICH_RISKIER.test(message) && earlier.slice(-3).some((m) => /\b(?:calls?|puts?|options?)\b/i.test(m)))
    return 'how much can I lose on a call or a put?';
  const role = ROLE.exec(message);
  if (role) {
    const [, played, player, was, whose, asked, of, when] = role;
    const now = /^(?:is|does)$/i.test(played ?? was ?? 'is') && !when;
    // "What was the point of TARP?", "what is the purpose of a stop-loss?": what the thing is, whose
    // definition says what it is for.
    if (asked && /^(?:point|purpose)$/i.test(asked)) return `what ${now ? 'is' : 'was'} ${of}?`;
    return `what ${now ? 'does' : 'did'} ${player ?? whose ?? of} do${when ? ` in ${when}` : ''}?`;
  }
  const why = TRAILING_WHY.exec(message);
  if (why && !/^\s*(?:what|how|who|when|where|is|are|do|does|did)\b/i.test(why[1]!))
    return `why did ${why[1]} happen?`;
  return undefined;
}
