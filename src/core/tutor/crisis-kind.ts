import { lessons } from '../../content/catalogue';
import { causesIn, statesCause, tellsAftermath } from './cause';
import { storyNames } from './quote';
import { LEANS_BACK, type Passage, words } from './retrieval';
import { saidIn, type Told, type ToldKind } from './told-kinds';

// "What causes a financial crisis?", "why do financial crises happen?": asks about the kind, not the
// 2008 crisis our alias "financial crisis" names (that stays "what caused the financial crisis?").
// No glossary entry defines the kind, so kind-cause.ts cannot answer it. The answer is the causes that
// come back across our lessons (borrowed money, bubbles that burst, runs, pegs, debts in another
// currency), each a lesson's own sentence with its lesson, then what set off each crisis of our
// crises course that those lines do not already cite, oldest first.

/** "What causes a financial crisis?", "what leads to crises?", "why do financial crises happen?". */
const ASKS =
  /^\s*(?:so\s+)?(?:what (?:causes|cause|leads to|triggers|sets off|starts)\s+(?:an?\s+)?(?:financial\s+)?cris[ie]s|why do(?:es)?\s+(?:an?\s+)?(?:financial\s+)?cris[ie]s\s+(?:happen|occur|start|begin))\s*[?.!]*\s*$/i;

export const asksCrisisKind = (message: string) => ASKS.test(message);

/** The causes that come back across our lessons, each named and found by its sentence's opening. */
const THEMES: readonly Told[] = [
  { label: 'Borrowed money', lessonId: 'tulip-mania', openings: ['Leverage multiplies losses'] },
  { label: 'Bubbles that burst', lessonId: 'japan-bubble-1989', openings: ['A credit bubble bursts twice'] },
  {
    label: 'Runs on short-term funding',
    lessonId: 'financial-crisis-2008',
    openings: ['A firm that borrows short and lends long'],
  },
  { label: 'Currency pegs', lessonId: 'asian-crisis-1997', openings: ['A currency peg lasts exactly'] },
  {
    label: 'Debts in another currency',
    lessonId: 'mexican-peso-crisis-1994',
    openings: ['Borrowing short and in someone else'],
  },
];

/** A sentence in which the crisis itself is what acts ("The panic led to the … Act") tells what it brought, not its cause. */
const ITS_CONSEQUENCE = /^The (?:panic|crisis|crash|default)\b/;

/** What set off one crisis a lesson tells: its first sentence that states a cause, else its first cause. */
function firstCause(lessonId: string, passages: readonly Passage[]): string | undefined {
  const names = storyNames(lessonId);
  const told = causesIn(lessonId, passages, ['crisis'], 3, (s) =>
    words(s).some((w) => names.includes(w)),
  ).filter((s) => !LEANS_BACK.test(s) && !tellsAftermath(s) && !ITS_CONSEQUENCE.test(s));
  return told.find(statesCause) ?? told[0];
}

/** The causes our lessons come back to, then up to `maxCases` crises they tell, oldest first. */
export function causesOfCrises(passages: readonly Passage[], maxCases = 6): ToldKind {
  const causes = THEMES.flatMap((t) => saidIn(t, passages) ?? []);
  const cited = new Set(causes.map((c) => c.lessonId));
  const cases = lessons
    .filter((l) => l.category === 'crises' && !cited.has(l.id))
    .sort((a, b) => a.year - b.year)
    .flatMap((l) => {
      const text = firstCause(l.id, passages);
      return text ? [{ text, lessonId: l.id }] : [];
    })
    .slice(0, maxCases);
  return {
    causesIntro: 'Our lessons tell many financial crises, and the same few causes come back in them:',
    casesIntro: 'And what set off other crises our lessons tell:',
    causes,
    cases,
  };
}
