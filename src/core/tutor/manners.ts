// Messages that ask nothing to search for: thanks, goodbyes, what the tutor is, a learner's disagreement, a
// loss, and frustration ("you are stupid",
// "this app sucks"). Both get a reply in kind; a frustrated learner is pointed to what the tutor can do
// and to the feedback form (which "open the feedback form" opens), never told "found nothing on
// “sucks”".

/** "Thanks!", "ok, thank you so much": the learner closes a topic, and no search fits. */
const THANKS =
  /^\s*(?:(?:ok(?:ay)?|great|cool|nice|perfect|got it)[\s,!.]+)?(?:thanks?|thank you|thx|cheers)(?:\s+(?:a lot|so much|very much))?[\s!.]*$/i;
const WELCOME =
  'You are welcome. Ask me about any term or crisis, or about your own orders, portfolio and progress, whenever you like.';

/** "Ok", "got it", "cool": the learner takes an answer in, asking nothing (it found nothing on "ok"). */
const NOTED =
  /^\s*(?:ok(?:ay)?|k|cool|great|nice|perfect|got it|i see|understood|makes sense|that makes sense|alright|all right|awesome|interesting|wow)[\s!.]*$/i;
const NOTED_REPLY =
  'Glad that helped. Ask me the next thing whenever you like: a term, a crisis, or how the app works.';

/**
 * "I don't understand", "I'm confused": the learner is lost, and there is no subject to search for (it
 * found nothing on “dont”).
 */
export const LOST =
  /^\s*(?:i\s*(?:do ?n[o'’]?t|dont|still do ?n[o'’]?t|don't) (?:understand|get it|get that|follow)|i(?:['’]m| am) (?:confused|lost)|(?:huh|what)\?*|i do not understand)[\s!.?]*$/i;
export const LOST_REPLY =
  'Let me try another way. Ask about one word or idea at a time ("what is a bond?"): if a word in my answer is new to you, ask me what it means. Or name the lesson you are reading, and I will start from there.';

/** Words of frustration or abuse. */
const RUDE =
  /\b(?:stupid|dumb|idiot\w*|useless|sucks?|crap|shit\w*|fuck\w*|garbage|trash|rubbish|worst|hate (?:you|this|it))\b/i;
/** …aimed at the tutor or the app, or with nothing else said. */
const AT_US = /\b(?:you|your|u|this|it|app|tutor|bot|thinkstreet|site)\b/i;
const SORRY =
  'Sorry this was not the help you wanted. I answer only from ThinkStreet’s lessons, glossary and timeline, so some questions fall outside what I know. Try asking in other words ("what is a bond?", "why did LTCM fail?"), or say "open the feedback form" to tell the team what went wrong.';

/**
 * "You are wrong", "that's not right": the learner disputes the last answer. Searching those words
 * quoted a lesson's sentence on options; the reply owns that it can misread, and where to go.
 */
const DISPUTED =
  /^\s*(?:(?:no|nope|hmm)[\s,.!]+)?(?:you(?:'re| are| r)|that(?:'s| is| was)|this(?:'s| is| was)|it(?:'s| is| was)|thats|your answer(?: is| was)?)\s+(?:(?:just|completely|totally|all|simply|plain) )?(?:wrong|not right|incorrect|not true|untrue|not correct|false|a mistake|mistaken|inaccurate|made up)[\s.!]*$|^\s*(?:wrong(?: answer)?|incorrect|not true|that's wrong)[\s.!]*$/i;
const CORRECTED =
  'Thank you for saying so. I answer only from ThinkStreet’s lessons, glossary and timeline, and I can misread a question: ask it in other words, or name the lesson or term you mean. If a lesson itself has a fact wrong, say "open the feedback form" so the team can check it and put it right.';

/**
 * "What's the weather?", "who won the world cup?": everyday questions no finance lesson answers. Said
 * plainly, with what the tutor can do, instead of "found nothing on “whats”" or a metaphor quoted
 * ("bull and bear markets are the weather of investing").
 */
const EVERYDAY =
  /\b(?:weather|forecast|temperature|raining|world cup|football|soccer|basketball|match score|recipe|horoscope|jokes?|riddles?|poems?|song lyrics)\b|^\s*what(?:'s|’s| is) the (?:time|date)(?: today| now)?[\s?.!]*$|^\s*what (?:time|day) is it(?: today| now)?[\s?.!]*$/i;
const FINANCE = /\b(?:market|stock|price|invest|econom|crisis|crash|bond|inflation|trade|trading)\w*/i;
const OUTSIDE =
  'That is outside what I can help with, so I would rather not guess: I answer only from ThinkStreet’s lessons, glossary and timeline. Ask me about a term ("what is a bond?"), a crisis ("why did LTCM fail?"), how the app works, or your own progress, portfolio and orders.';

/** "Bye", "see you": the learner leaves (it found nothing on "bye"). */
const BYE =
  /^\s*(?:ok(?:ay)?[\s,]+)?(?:bye|bye bye|goodbye|good bye|see you(?: later| soon)?|see ya|cya|good night|gotta go|i have to go)[\s!.]*$/i;
const BYE_REPLY = 'Goodbye for now. Come back and ask me anything, whenever you like.';

/** "Are you an AI?", "are you a real person?": what the tutor is (it found nothing on "ai"). */
const WHAT_ARE_YOU =
  /^\s*(?:are|r) (?:you|u) (?:an? )?(?:ai|a\.i\.|bot|chat ?bot|robot|real|human|person|real person|chatgpt|gpt|computer|machine|program)\b/i;
const WHAT_I_AM =
  'I am ThinkStreet’s tutor, a computer program, not a person. I answer from ThinkStreet’s own lessons, glossary and timeline, naming the lesson each answer comes from, and I can check your own orders, portfolio and progress.';

/** "Can I trust you?": how to check an answer (it found nothing, and offered the Panic of 1907). */
const TRUST =
  /^\s*(?:can|should|could) (?:i|we) (?:trust|believe|rely on) (?:you|your answers|the tutor|what you say)[\s?.!]*$/i;
const TRUST_REPLY =
  'Check me: every answer from our lessons names the lesson it comes from, and each lesson lists its sources. I answer only from them and say so when they do not answer, but I can misread a question, so if an answer looks off, ask again in other words.';

/** "That doesn't answer my question", "not what I asked": the answer missed (it searched those words). */
const MISSED =
  /^\s*(?:(?:no|nope|hmm)[\s,.!]+)?(?:that|this|it|you)(?:'s|’s| is| was)? ?(?:(?:does|did) ?n[o'’]?t|didn'?t|doesn'?t) answer (?:my|the) question[\s.!]*$|^\s*(?:that(?:'s|’s| is)? )?not what i (?:asked|meant)[\s.!]*$/i;
const MISSED_REPLY =
  'Sorry, I missed what you meant. Ask it in other words, or name the lesson or term you mean ("what is a bond?", "why did LTCM fail?"), and I will try again.';

/**
 * "I lost money", "I keep losing money": a learner hurting, not a search (it offered Weimar
 * Hyperinflation as the nearest lesson).
 */
const LOST_MONEY =
  /^\s*i(?:['’]ve| have)? (?:just |really )?(?:lost|keep losing|am losing|['’]m losing) (?:(?:a lot of|all my|so much|some|my) )?money[\s.!]*$/i;
const LOST_MONEY_REPLY =
  'Sorry to hear it. If it was in the Simulator, it is paper money, and a loss there is a lesson you did not pay for: the Simulator shows each position’s return, and "what happens if my stock goes down?" tells what a fall means while you still hold. If it is real money, I cannot tell you what to do with it, but [Bull and Bear Markets](/lessons/bull-bear-markets) shows how markets have come back from falls, and how long that took.';

/** The reply to thanks, frustration or an everyday question, or undefined for one we may answer. */
export function repliesInKind(message: string): string | undefined {
  if (THANKS.test(message)) return WELCOME;
  if (BYE.test(message)) return BYE_REPLY;
  if (WHAT_ARE_YOU.test(message)) return WHAT_I_AM;
  if (TRUST.test(message)) return TRUST_REPLY;
  if (MISSED.test(message)) return MISSED_REPLY;
  if (LOST_MONEY.test(message)) return LOST_MONEY_REPLY;
  if (NOTED.test(message)) return NOTED_REPLY;
  if (LOST.test(message)) return LOST_REPLY;
  if (EVERYDAY.test(message) && !FINANCE.test(message)) return OUTSIDE;
  if (DISPUTED.test(message)) return CORRECTED;
  const short = message.trim().split(/\s+/).length <= 5;
  if (RUDE.test(message) && short && AT_US.test(message)) return SORRY;
  if (RUDE.test(message) && message.trim().split(/\s+/).length <= 2) return SORRY;
  return undefined;
}
