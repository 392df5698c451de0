// Messages that ask nothing to search for: thanks, a learner's disagreement, and frustration ("you are stupid",
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
const LOST =
  /^\s*(?:i\s*(?:do ?n[o'’]?t|dont|still do ?n[o'’]?t|don't) (?:understand|get it|get that|follow)|i(?:['’]m| am) (?:confused|lost)|(?:huh|what)\?*|i do not understand)[\s!.?]*$/i;
const LOST_REPLY =
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
  /\b(?:weather|forecast|temperature|raining|world cup|football|soccer|basketball|match score|recipe|horoscope|jokes?|riddles?|poems?|song lyrics)\b/i;
const FINANCE = /\b(?:market|stock|price|invest|econom|crisis|crash|bond|inflation|trade|trading)\w*/i;
const OUTSIDE =
  'That is outside what I can help with, so I would rather not guess: I answer only from ThinkStreet’s lessons, glossary and timeline. Ask me about a term ("what is a bond?"), a crisis ("why did LTCM fail?"), how the app works, or your own progress, portfolio and orders.';

/** The reply to thanks, frustration or an everyday question, or undefined for one we may answer. */
export function repliesInKind(message: string): string | undefined {
  if (THANKS.test(message)) return WELCOME;
  if (NOTED.test(message)) return NOTED_REPLY;
  if (LOST.test(message)) return LOST_REPLY;
  if (EVERYDAY.test(message) && !FINANCE.test(message)) return OUTSIDE;
  if (DISPUTED.test(message)) return CORRECTED;
  const short = message.trim().split(/\s+/).length <= 5;
  if (RUDE.test(message) && short && AT_US.test(message)) return SORRY;
  if (RUDE.test(message) && message.trim().split(/\s+/).length <= 2) return SORRY;
  return undefined;
}
