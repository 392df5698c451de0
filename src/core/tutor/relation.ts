import { queryTerms } from './quote';
import { type Hit, namesWhatWasAsked, type Retriever } from './retrieval';

// "How does inflation affect my savings?" asks how one thing moves another. The answer opens with what
// the first thing is, when the glossary names it (inflation: "each dollar buys less"), then quotes the
// sentences that name both and say something moves (quote.ts). "Inflation and savings" asks the same.

/** "How do interest rates affect stock prices?": the thing that moves, then the thing it moves. */
const AFFECTS =
  /\bhow (?:does|do|did|can|could|would|will) (.+?) (?:affect|impact|influence|change|move|hurt)s? (.+?)[\s?.!]*$/i;

/** "Inflation and savings", "interest rates and bonds?": two things named and nothing asked about them. */
const BARE_PAIR =
  /^\s*([\p{L}/'’-]+(?: [\p{L}/'’-]+)?) (?:and|vs|versus|&) ([\p{L}/'’-]+(?: [\p{L}/'’-]+)?)[\s?.!]*$/iu;

export type Relation = { cause: string; effect: string };

/** The two sides of a question about how one thing affects another, if it is one. */
export function relationAsked(message: string): Relation | undefined {
  const m = AFFECTS.exec(message);
  return m ? { cause: m[1]!, effect: asStocks(m[2]!) } : undefined;
}

/** "The stock market" is moved as its shares are: our sentences say "share prices", never "market". */
const THE_MARKET = /^(?:the )?(?:(?:us |american )?(?:stock|share|equity) ?)?markets?$/i;
const asStocks = (effect: string) => (THE_MARKET.test(effect.trim()) ? 'stocks' : effect);

/** "Inflation and savings": two things named side by side, each a word or two our content may use. */
export function pairNamed(message: string): Relation | undefined {
  const m = BARE_PAIR.exec(message);
  return m ? { cause: m[1]!, effect: m[2]! } : undefined;
}

/** What a question asked about, for a follow-up: both sides of a relation, not its verb ("affect"). */
export function wordsAskedIn(message: string, termAsked: (message: string) => string): string[] {
  const relation = relationAsked(message);
  return queryTerms(relation ? `${relation.cause} ${relation.effect}` : termAsked(message));
}

/** The glossary entry that names the thing that moves the other ("Inflation"), searched on its own. */
export function causeDefinition(message: string, retriever: Retriever): Hit[] {
  const relation = relationAsked(message) ?? pairNamed(message);
  if (!relation) return [];
  const entry = retriever
    .search(`what is ${relation.cause}`)
    .find((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, relation.cause));
  return entry ? [entry] : [];
}
