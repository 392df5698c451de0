// What a question to the tutor is about, apart from the answer's composition (compose.ts) and the
// content it quotes: the browser asks it too, to send a guest's own learning-path step with a
// "what next?" question only.

/** 'app' is how ThinkStreet itself works (app-help.ts), decided where the answer is composed. */
export type Topic = 'orders' | 'portfolio' | 'next' | 'progress' | 'content' | 'app';

/** What the learner asks about: their own orders, portfolio, next step or progress, or our content. */
/**
 * "What was my last trade?", "when did I last trade?", "how many trades have I made?": the learner's
 * own fills (they found nothing, or a lesson's trade).
 */
export const MY_TRADES =
  /\b(?:my|mine)\b.*\b(?:last|latest|most recent|newest|previous)\s+(?:trade|buy|sale|purchase|fill)s?\b|\bwhen did i (?:last )?(?:trade|buy|sell)\b|\bwhat did i (?:last )?(?:buy|sell|trade)(?: last)?[\s?.!]*$|\bhow many (?:trades|fills) (?:have i|did i|i(?:'ve|’ve| have))\b|\bhow many (?:times )?(?:have|did) i (?:traded?|bought|sold)\b/i;

/**
 * "Is the market open?", "can I trade now?": asks the market's state at this moment, which the
 * server reads from its clock (tutor service) for anyone, signed in or not.
 */
export const ASKS_OPEN_NOW =
  /\b(?:is|are) (?:the )?(?:stock )?markets? (?:open|closed|shut)\b|\bcan (?:i|we|you) trade (?:now|right now|today)\b|\bis (?:it|trading) open (?:now|right now|today)\b/i;

export function topicOf(message: string): Topic {
  const m = message.toLowerCase();
  const mine = /\b(my|i|me|mine)\b/.test(m);
  // "What happens if the market is closed when I place an order?" asks how orders work, not about one
  // of the learner's: "if I…" or "when I…" without "my" is a hypothetical.
  // "Should I use a stop loss or a stop limit?" and "how do I cancel an order?" ask for advice or a way
  // to do something, not about an order the learner placed.
  // "What is a stop-loss order and when would I use one?" asks what a thing is, and "I" there is anyone:
  // the learner's own orders are "my order", or one they say they placed ("I placed a limit order").
  const ownOrder =
    /\b(?:my|mine)\b/.test(m) ||
    /\bi(?:'ve|’ve| have| had)? (?:placed|put|set|submitted|entered|bought|sold|made|got)\b|\b(?:did|have|was|were|am) i\b/.test(
      m,
    );
  const asksWhatItIs =
    /^\s*(?:what(?:'s|’s| is| are)|whats|define|explain|meaning of)\b/.test(m) && !/\bmy\b/.test(m);
  const hypothetical =
    /\b(?:what (?:happens|if)|if i|when i|should i|how (?:do|can|would|should) i|can i)\b/.test(m) &&
    !/\bmy\b/.test(m);
  if (MY_TRADES.test(m)) return 'orders';
  if (
    ownOrder &&
    !asksWhatItIs &&
    !hypothetical &&
    /\b(order|orders|fill|filled|fills|filling|execute|executed|pending|limit|stop)\b/.test(m)
  )
    return 'orders';
  if (
    /\b(study|learn|read|do|take) next\b|\bnext (lesson|step|course)\b|\bwhat next\b|\brecommend(?:ed|s|ation)? (?:a |an |the |me (?:a |an |the )?)?(?:lesson|course|topic)|\bwhat (?:do|would) you recommend\b/.test(
      m,
    ) ||
    /\bwhere (do|should|can) i (start|begin)\b|^\s*how (?:do|should|can) i (?:start|begin|get started)[\s?.!]*$|\bwhat should i (learn|read|study|do) first\b|\bi'?m new\b|\bi am new\b|\b(?:i'?m|i am) (?:a |an |just a |just an )?(?:complete |total |absolute )?(?:beginner|newbie|novice)\b/.test(
      m,
    ) ||
    // "What lesson should I take?" (not "…learn from Enron?", which asks what Enron teaches).
    /\b(?:what|which) (?:lesson|course|topic)s? should i (?:take|do|read|learn|study|start|try)(?: first| now)?[\s?.!]*$/.test(
      m,
    )
  )
    return 'next';
  // "What's my balance?", "how much cash do I have?": the learner's own cash, not what everyone starts with.
  // "How do I protect my portfolio from a crash?" asks how anyone would, not what the learner holds.
  if (
    mine &&
    !/\b(?:protect|hedge|insure|safeguard|shield|diversify|crash-proof)\b/.test(m) &&
    // "Why can't I buy more than 50 positions?" asks the Simulator's limit (app-help.ts), not what I hold.
    !/\bmore than \d+ (?:stocks|positions|holdings|symbols)\b/.test(m) &&
    /\b(portfolio|positions|holdings|returns?|performance|how am i doing|balance|buying power|account value|net worth|diversified)\b|\bwhat do i (?:own|hold)(?: now| right now| today| at the moment)?[\s?.!]*$|\bwhich of my (?:stocks|shares|investments) (?:is|are)\b|\b(?:best|worst|top|biggest|largest|winning|losing) (?:stock|position|holding|performer|investment|share)s?\b|\bhow much (?:money|cash) (?:do i (?:still )?have|have i got|(?:do i have |have i |is )left)\b|\bmy (?:cash|money|gains?|profits?|losses)[\s?.!]*$|\bhow much (?:money )?(?:have i|i'?ve) (?:made|earned|gained|lost|won)\b|\bhow much (?:money )?did i (?:make|earn|gain|lose|win)\b|\b(?:percent(?:age)?|share|how much) (?:of my (?:money|portfolio) )?is (?:in )?cash\b/.test(
      m,
    )
  )
    return 'portfolio';
  if (
    mine &&
    /\b(streak|xp|level|progress|achievements?)\b|\bhow many (?:lessons|courses|stories)\b|\b(?:lessons|courses) (?:have i|did i|i have|i've|i)\s*(?:finished|completed|done|read)\b/.test(
      m,
    )
  )
    return 'progress';
  return 'content';
}
