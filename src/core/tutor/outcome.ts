import { isStopWord, words } from './retrieval';

// A cause question names what happened: "why did bitcoin crash?" asks why it fell, "why did the gold
// standard end?" why it ended. A lesson that tells a long story (Bitcoin's launch, its halvings, its
// ETFs) states many things; the causes quoted are then its sentences that speak of that outcome, not
// its first takeaways (which listed Bitcoin's launch as a cause of its crash).

/** What a cause question says happened, and the words our sentences use for it. */
const OUTCOMES: readonly { asked: RegExp; said: RegExp }[] = [
  {
    asked: /^(?:crash|fall|plunge|drop|collapse|burst|pop|tank|go bust)$/i,
    said: /\b(?:crash\w*|f[ae]ll\w*|plung\w*|dropp\w*|collaps\w*|burst|winter|down (?:about|roughly|by)|lost (?:its|nearly|about|all|most)|rushed to withdraw|fail(?:ed|ure))\b/i,
  },
  {
    asked: /^(?:end|stop)$/i,
    said: /\b(?:end(?:ed|s)?|left|clos(?:ed|es|ing)|broke|break\w*|suspend\w*|abandon\w*|outgrew|gone|crack\w*|stopp\w*)\b/i,
  },
];

/** The verb of "why did X crash?", "what made X fall?", "what caused X to end?", "…crash in 2022?". */
const VERB =
  /^\s*(?:why did|what (?:caused|made)) .+? (?:to )?(go bust|\p{L}+)(?: (?:in|during) (?:1[6-9]\d\d|20\d\d))?[\s?.!]*$/iu;

/**
 * "What caused the 1929 crash?", "how did the 1929 crash start?": the outcome named as a noun (the
 * second gave the causes of the bank runs that followed).
 */
const NOUN =
  /^\s*(?:what (?:caused|led to|triggered|started|set off|sparked) (?:the )?.+? (crash|collapse|fall)|how did (?:the )?.+? (crash|collapse|fall) (?:start|begin|happen))[\s?.!]*$/i;

/**
 * The words that tell the outcome a cause question asks about, read from its verb; undefined when it
 * names none. ("Why did the COVID crash happen?" names the event, not what about it is asked.)
 */
export function outcomeAsked(message: string): RegExp | undefined {
  const verb = verbAsked(message);
  return verb === undefined ? undefined : OUTCOMES.find((o) => o.asked.test(verb))?.said;
}

const verbAsked = (message: string) => {
  const noun = NOUN.exec(message);
  return VERB.exec(message)?.[1] ?? noun?.[1] ?? noun?.[2];
};

/** "Why did bitcoin crash?", "what caused the 1929 crash?": asks why something fell. */
export function asksWhyItFell(message: string): boolean {
  const verb = verbAsked(message);
  return verb !== undefined && OUTCOMES[0]!.asked.test(verb);
}

/**
 * "Why did we leave the gold standard?", "why did Nixon abandon the gold standard?": asks why a thing a
 * lesson is named for ended, restated so ("why did the gold standard end?"). Only when what was left
 * is the lesson's own name: "why did Britain leave the ERM?" asks about a decision inside a story.
 */
const LEAVING =
  /^\s*why did (?:we|they|the us|the u\.s\.|america|the united states|the world|countries|the dollar|\p{L}+) (?:leave|abandon|quit|go off|come off|give up|drop) (?:the )?(.+?)[\s?.!]*$/iu;

export function restateLeaving(
  message: string,
  lessonNamed: (text: string) => { words: readonly string[] } | undefined,
): string | undefined {
  const left = LEAVING.exec(message)?.[1];
  if (!left) return undefined;
  const named = lessonNamed(left);
  const asked = words(left).filter((w) => !isStopWord(w));
  if (!named || asked.some((w) => !named.words.includes(w))) return undefined;
  return `why did the ${left} end?`;
}
