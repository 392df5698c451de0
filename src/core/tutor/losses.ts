import { citation, link } from './cite';
import { definitionText, glossaryEntry, type Passage, type Retriever, splitSentences } from './retrieval';
import type { Topic } from './topic';

// "Can I lose more than I invest?" is asked in words no definition uses: the glossary says a
// shareholder "can lose at most what they paid", a short seller's loss "has no ceiling". The answer
// is a handful of definitions side by side, one for each way of investing the lessons teach, so it
// is composed from them rather than searched for.

/**
 * "Can I lose more than I invest?", "how much money can you lose?", "could I lose everything?",
 * "what is the most I can lose?", "what happens if a stock goes to zero?", "can stocks go to zero?", "what
 * happens if a company goes bankrupt?": asks how far a loss can go.
 */
const ASKS_HOW_FAR =
  /\b(?:can|could|might|will|would|do|does) (?:i|you|we|one|people|investors?|a (?:buyer|shareholder|investor)) (?:ever |really )?(?:lose|end up losing|owe)\b.*\b(?:more (?:money |cash )?than|everything|it all|all (?:of )?(?:my|your|the) money|my house|into debt)\b|\bhow much (?:money )?(?:can|could|might|would) (?:i|you|we|one) lose\b|\b(?:most|max(?:imum)?) (?:i|you|one) (?:can|could) lose\b|\bmaximum (?:possible )?loss\b|\bhappens to (?:my|your|the|its) (?:stocks?|shares?|money|investment)\b.*\bif (?:the|a) company (?:goes bankrupt|goes bust|goes under|fails|collapses)\b|\b(?:if|when) (?:a|my|your|the|one) (?:stock|share)s? (?:price )?(?:goes|go|falls?|drops?|crash(?:es)?) to (?:zero|0|nothing)\b|\b(?:can|could|do|does|will|would) (?:a |my |your |the )?(?:stocks?|shares?|stock prices?|share prices?) (?:ever |really )?(?:go|fall|drop|crash) to (?:zero|0|nothing)\b|\bwhat happens (?:if|when) (?:a|my|your|the) company (?:goes bankrupt|goes bust|goes under|fails|collapses)\b/i;

export function asksHowFarALossGoes(message: string): boolean {
  return ASKS_HOW_FAR.test(message);
}

/** The ways of investing the lessons teach, each with the glossary entry that says how far its loss goes. */
const WAYS: readonly { way: string; key: string }[] = [
  { way: 'Buying shares', key: 'limited-liability' },
  { way: 'Short selling', key: 'short-selling' },
  { way: 'Buying on margin', key: 'margin-loan' },
  { way: 'Selling options', key: 'uncovered-option' },
];

/** Each way with its definition (the glossary's own words) and the lesson that files it. */
export function lossLimits(
  passages: readonly Passage[],
): { way: string; term: string; definition: string; lessonId: string }[] {
  return WAYS.flatMap(({ way, key }) => {
    const entry = glossaryEntry(passages, key);
    if (!entry) return [];
    const definition = definitionText(entry);
    return [{ way, term: entry.title, definition, lessonId: entry.lessonId }];
  });
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * "Can I lose more than I invest?": how far a loss can go, for each way of investing the lessons teach,
 * in the glossary's words (losses.ts), with the lessons that file them.
 */
export function composeLossAnswer(
  message: string,
  retriever: Retriever,
): { text: string; citations: ReturnType<typeof citation>[]; topic: Topic } | undefined {
  if (!asksHowFarALossGoes(message)) return undefined;
  const options = composeOptionLoss(message, retriever.passages);
  if (options) return options;
  const limits = lossLimits(retriever.passages);
  if (limits.length === 0) return undefined;
  const citations = [...new Set(limits.map((l) => l.lessonId))].slice(0, 3).map(citation);
  return {
    topic: 'content',
    citations,
    text: [
      'It depends on how you invest. Here is what our glossary says of each way:',
      limits
        .map(
          (l) =>
            `- **${l.way}**${l.way === l.term ? '' : ` (${lowerFirst(l.term.replace(/\s*\([^)]*\)/g, ''))})`}: ${l.definition}`,
        )
        .join('\n'),
      `Read more in ${citations.map(link).join(', ')}.`,
      'Something to think about: which of these could cost you more than the money you started with, and why?',
    ].join('\n\n'),
  };
}

/**
 * "Can I lose more than I paid for an option?" asks about options only: the buyer's side and the seller's.
 * So does "how much can I lose on a straddle?" (it got every way of investing, shares first).
 */
const NAMES_OPTIONS =
  /\b(?:options?|(?:a|an|the|my|your|this|that) (?:call|put)|calls|puts|straddles?|strangles?|iron condors?|covered calls?|protective puts?|cash-secured puts?|collars?|(?:bull|bear|call|put) (?:call |put )?spreads?)\b(?! in\b)/i;

/** The options course's own sentences on how far each side of a contract can lose. */
const LOPSIDED = /^(?:A buyer can lose at most|The same lopsidedness works against the seller)/;

function composeOptionLoss(
  message: string,
  passages: readonly Passage[],
): { text: string; citations: ReturnType<typeof citation>[]; topic: Topic } | undefined {
  if (!NAMES_OPTIONS.test(message)) return undefined;
  const said = passages
    .filter((p) => p.kind === 'course')
    .flatMap((p) => splitSentences(p.text).map((text) => ({ text, lessonId: p.lessonId })))
    .filter((s) => LOPSIDED.test(s.text));
  const uncovered = lossLimits(passages).find((l) => l.way === 'Selling options');
  if (said.length < 2 || !uncovered) return undefined;
  const cite = citation(said[0]!.lessonId);
  return {
    topic: 'content',
    citations: [cite],
    text: [
      `${said.map((s) => s.text).join(' ')}`,
      `- **Buying a call or a put**: the most you can lose is the premium you paid, plus commission, if the option expires worthless.\n- **Selling one** (${lowerFirst(uncovered.term.replace(/\s*\([^)]*\)/g, ''))}): ${uncovered.definition} In ThinkStreet’s Simulator you can sell a call only when your shares cover it, and selling a put holds back its strike × 100 in cash.`,
      `Read more in ${link(cite)}.`,
      'Something to think about: why would anyone take the seller’s side of that bargain?',
    ].join('\n\n'),
  };
}
