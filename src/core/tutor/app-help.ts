import { achievements } from '../../content/achievements';
import { catalogueItems } from '../../content/catalogue-index';
import { CONTACT_EMAIL } from '../../content/contact';
import { course as optionsCourse } from '../../content/options-course';
import { timeline } from '../../content/timeline';
import { GAMES } from '../games/data';
import { SCORE_EXPLANATION } from '../games/score';
import {
  DAILY_GOAL_CHOICES,
  DAILY_GOAL_XP,
  DASHBOARD_MILESTONES,
  DEFAULT_STORY_XP,
  LEVEL_PENALTY,
  LEVEL_TITLES,
  MASTERY_BANDS,
  MASTERY_MULTIPLIER,
  MAX_HEARTS,
  QUALITY_MULTIPLIER,
  REPEAT_DECAY,
  STREAK_MILESTONE_XP,
} from '../gamification/constants';
import { FREEZE_EVERY_DAYS, MAX_FREEZES, VACATION_DAYS_PER_YEAR } from '../gamification/streak';
import { DEMOTED, LEAGUE_SIZE, PROMOTED, TIERS } from '../leagues/leagues';
import { HEART_REGEN_MS } from '../learning-path/hearts';
import { universe } from '../market/universe';
import {
  DAY_ORDER_TTL_MS,
  LOCAL_QUANT,
  MAX_POSITIONS,
  OPTION_COMMISSION_CENTS,
  RISK_LIMITS,
} from '../trading/constants';
import { MARGIN_RULES } from '../trading/margin';
import { METRICS } from '../trading/metric-notes';
import { refusalMessage, refuse } from '../trading/refusals';
import { listed } from '../words';
import { withinOneEdit } from './classify';
import type { TutorAnswer } from './compose';
import { withList } from './explainers';
import { crisisGames } from './patterns';
import { symbolsNamed } from './symbols';
import { YEAR } from './years';

// How ThinkStreet itself works, for questions about the app rather than about finance ("what are
// hearts?", "how do I place a trailing stop?"). The lessons cannot answer these, and searching them
// for "hearts" finds "Germany's industrial heart". Every figure comes from the rule it describes.

/** Hours a Day order rests before it expires, filled or not (spec §4 Expiry). */
const DAY_ORDER_HOURS = DAY_ORDER_TTL_MS / 3_600_000;

/** The order ticket's times in force, as the Simulator applies them (trading/orders.ts). */
const TIME_IN_FORCE_LIST = [
  `- **Day**: expires ${DAY_ORDER_HOURS} hours after it is placed if it has not filled.`,
  '- **Good till cancelled (GTC)**: until it fills or you cancel it. A sell stop on shares you hold starts as GTC, so it still protects them overnight.',
  '- **Immediate or cancel (IOC)**: fills what it can at once and cancels the rest.',
  '- **Fill or kill (FOK)**: fills in full at once, or not at all.',
].join('\n');

export type AppHelp = { id: string; text: string; screen: { title: string; url: string } };

/** "I forgot my password", "change my password": said as a statement, still a request for help. */
const PASSWORD = /\bpass ?words?\b/;

// "Who made this app" asks with no question mark, as "how" and "what" do.
// A question without its question mark opens with its verb: "is my data private", "are the prices real".
const HOW =
  /^\s*(?:open|show|who|is|are|was|were|does|do|did|can|could|will|would|has|have)\b|\b(how|what|whats|where|wheres|why|when|which|explain|tell me)\b|\b(?:take|bring) me to\b|\bshow me\b|\b(?:go|get) to\b|\b(?:can|could|do|will) (?:i|you|we)\b|\bis (?:it|this|there)\b|\b(?:does|do|is|are) (?:the |this )?(?:simulator|app|thinkstreet)\b/;

const milestones = STREAK_MILESTONE_XP.map((m) => m.days)
  .join(', ')
  .replace(/, (\d+)$/, ' and $1');

/** "I can't log in", "my account is locked": said as a statement, still a request for help. */
const SIGN_IN_TROUBLE =
  /\b(?:can'?t|cannot|can not|unable to|couldn'?t|won'?t let me) (?:log ?in|sign ?in|get in|access my account)\b|\b(?:log ?in|sign ?in) (?:is )?(?:not working|fails?|failed|broken)\b|\baccount (?:is )?(?:locked|blocked|disabled)\b|\btoo many attempts\b|\bwhy (?:was|am|did) i (?:get )?(?:signed|logged|kicked) out\b/;

/** Trouble told, not asked: "I lost all my hearts", "I ran out of hearts", "I have no cash left". */
const TROUBLE_TOLD =
  /^\s*i(?:['’]ve| have)? (?:lost|ran out of|run out of)\b|^\s*i(?:['’]m| am) out of\b|^\s*i have no\b|^\s*i (?:did ?n[o'’]?t|never|have ?n[o'’]?t|still have ?n[o'’]?t) (?:get|got|receive|received|see|seen)\b/;

/** A loss of one's progress, told: "my streak reset", "my progress disappeared". */
const PROGRESS_TOLD =
  /^\s*(?:all )?my (?:streak|xp|progress|level|lessons?|achievements?)\b.*\b(?:reset|gone|lost|disappeared|vanished|missing|wiped|deleted|zero)\b/;

/** Something not working, told: "the chart is not loading", "the app is slow", "I found a bug". */
const BROKEN_TOLD =
  /\b(?:not|isn'?t|aren'?t|won'?t|doesn'?t|don'?t|can'?t) (?:load|loading|work|working|open|opening|show|showing|update|updating|respond|responding|move|moving)\b|\b(?:is|are|seems?|keeps?) (?:broken|stuck|frozen|crashing|so slow|very slow|slow)\b|\b(?:found|there'?s|there is|got) (?:a |an )?(?:bug|glitch|error)\b|\bsomething (?:is |went )?(?:broken|wrong)\b/;

/** Something to do to the account, asked as an order: "reset my portfolio", "cancel my order". */
/** An order to trade, told to the tutor: "buy 10 shares of AAPL", not "buy and hold" or "buy low". */
const TRADE_ASKED =
  /^\s*(?:please\s+)?(?:can you |could you |will you |would you )?(?:buy|sell|short|purchase)\s+(?!and\b|or\b|side\b|orders?\b|stops?\b|limits?\b|the dip\b|low\b|high\b|now\b|in may\b)/;

export const ACTION_ASKED = new RegExp(
  `^\\s*(?:please\\s+)?(?:reset|clear|restart|wipe|delete|cancel|(?:turn|switch|toggle) (?:off|on))\\b|${TRADE_ASKED.source}`,
);

/**
 * A quiz asked for, as an order: "start a quiz", "quiz me", "give me a quiz" (they found nothing), or as
 * a request: "can you quiz me?", "test me", "give me a practice question" (found nothing, or quoted
 * the options course on practising with paper money).
 */
const QUIZ_ASKED =
  /^\s*(?:please\s+)?(?:(?:can|could|would|will) you\s+)?(?:(?:start|take|begin|do|give me|set me|i want to (?:take|do|start)|i'?d like to (?:take|do|start)) (?:a |the |my |another |some )?(?:quiz(?:zes)?|practice (?:questions?|quiz(?:zes)?|tests?)|test questions?)|quiz me|test me|test my knowledge|ask me (?:a |some )?(?:quiz )?questions?)\b/;

/** A greeting or a bare call for help: the tutor says what it can do. */
const GREETING = /^(hi|hello|hey|help)\b/;

/** The Dashboard's essential foundations: the catalogue's foundations lessons, as its cards list them. */
function foundationsText(): string {
  const titles = catalogueItems.filter((i) => i.category === 'foundations').map((i) => i.title);
  return `Essential foundations, on your Dashboard, are the ${titles.length} lessons the others build on: ${listed(titles)}. Each card shows the XP it pays; if you are new to finance, take them first.`;
}

/** What the Dashboard's timeline holds, from the timeline itself. */
function timelineText(): string {
  const events = timeline.flatMap((e) => e.stories);
  const years = events.map((e) => e.year);
  const linked = events.filter((e) => e.storyId).length;
  return `The Financial History Timeline, on your Dashboard, tells ${events.length} real events from ${Math.min(...years)} to ${Math.max(...years)} in ${timeline.length} eras (${listed(timeline.map((e) => e.name))}), each in a sentence or two; ${linked} of them have a lesson, opened with Open the lesson. Ask me to "open the timeline" and I open it for you.`;
}

/** How many lessons Courses has, how long they take and how hard they are, from the catalogue. */
function catalogueText(): string {
  const stories = catalogueItems.filter((i) => i.kind === 'story');
  const courses = catalogueItems.filter((i) => i.kind === 'course');
  const minutes = stories.map((i) => Number.parseInt(i.estimatedTime, 10));
  const at = (level: string) => catalogueItems.filter((i) => i.difficulty === level);
  const courseText = listed(courses.map((c) => `the ${c.title} course (about ${c.estimatedTime})`));
  return `Courses has ${catalogueItems.length} lessons: ${stories.length} illustrated stories, each about ${Math.min(...minutes)} to ${Math.max(...minutes)} minutes, and ${courseText}. ${at('Beginner').length} are marked Beginner, ${at('Intermediate').length} Intermediate and ${at('Advanced').length} Advanced (${listed(at('Advanced').map((i) => i.title))}). New to finance? Stock Market Basics comes first, and your learning path orders the rest for you.`;
}

/** How many stocks and funds the Simulator lists. */
const listedStocks = universe.filter((i) => i.kind === 'stock').length;
const listedFunds = universe.filter((i) => i.kind === 'etf');

/** Each help entry with what a question about it mentions, most specific first. */
const ENTRIES: { asks: RegExp; help: AppHelp }[] = [
  {
    asks: new RegExp(
      `${GREETING.source}|\\bwhat can you do\\b|\\bwhat (?:can|should|could|do) i ask(?: you)?\\b|\\bwhat (?:do|can) you (?:know|answer|help with)\\b|\\bwho are you\\b|\\bhow (does|do) (this|the|your)(?: ai)? (app|site|tutor)\\b|\\bwhat (?:is|are) (?:the |this |an? )?ai tutor\\b|\\bhow does thinkstreet\\b|\\bhow (?:do|can|should) i use (?:you\\b|(?:this|the|your)(?: ai)? (?:app|site|website|tutor|chat)\\b|thinkstreet\\b)`,
    ),
    help: {
      id: 'tutor',
      text: 'I am ThinkStreet’s tutor. I can explain a term ("what is a short squeeze?"), tell you why a crisis happened ("why did LTCM fail?"), take you anywhere in the app ("open the simulator"), check your orders, portfolio and progress, and suggest what to study next. ThinkStreet teaches finance through real crises: read a story, decide what you would have done, then practise in the Simulator with virtual money.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    asks: /\bsession memory\b|\bmemory (?:on|off|mode)\b|\b(?:your|the tutor'?s?) memory\b|\b(?:you|tutor) remember\b|\bnavigation mode\b|\b(?:tutor|your)'?s? navigation\b|\b(?:turn|switch|toggle) (?:off|on) (?:the |your )?(?:tutor'?s? |session )?(?:navigation|memory)\b|\b(?:clear|delete|reset|start|new)\b.*\b(?:chat|conversation)s?\b|\b(?:past|old|previous|earlier) (?:chats|conversations)\b|\bchat history\b|\bhow many (?:questions|messages)\b|\b(?:daily|question) allowance\b|\b(?:questions|messages) (?:a|per) day\b|\b(?:turn|switch|shut) (?:off|down) (?:the |this )?(?:tutor|chat ?bot|chat window|assistant|ai tutor)\b|\b(?:turn|switch|shut) (?:(?:the |this )?(?:tutor|chat ?bot|chat window|assistant|ai tutor)|you) (?:off|down)\b|\b(?:close|hide|minimi[sz]e|get rid of|disable|remove|move) (?:the |this )?(?:tutor|chat ?bot|chat window|assistant|ai tutor)\b/,
    help: {
      id: 'tutor-settings',
      text: 'Three switches sit at the top of my panel. Navigation mode (the compass) lets me open the page you ask for ("take me to the Simulator"); with it off I only answer. Session memory (the brain) lets me read your last 5 messages, so "explain that again" knows what "that" is; with it off each question stands alone. History lists a signed-in learner’s past conversations: open one to carry on, delete one, or start a New conversation; a guest’s questions are answered but not kept. A free account has a daily allowance of questions, back at midnight in your time zone, and the panel says when only a few are left; Pro will be unlimited. To put me away, Minimise (−) hides my panel and keeps our conversation as it is, and Close (×) shuts it; the round chat button at the bottom right opens me again. On a wider screen, drag my title bar to move me, or use the arrow keys on the grip beside my name.',
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    // "Who made this?": the About page names no one, so neither does the tutor.
    asks: /\bwho(?: is|'s| are)? (?:made|built|created|makes|builds|runs|owns|founded|started|designed|develop(?:s|ed)|(?:is |are )?behind|(?:the )?(?:founders?|makers?|creators?|team) (?:of|behind)) (?:this|thinkstreet|the|you|it)(?: (?:app|site|website|place|tutor|thinkstreet))?\W*$|\bwho (?:are|is) (?:the )?(?:founders?|makers?|creators?|team)\W*$/,
    help: {
      id: 'makers',
      text: `ThinkStreet is made by a small founding team building a place to learn finance through history: the crises, bubbles and panics that shaped today’s markets, each told as a story you decide your way through. To reach the team, choose Feedback in the beta notice at the top of the page when signed in (or ask me to "open the feedback form"); as a guest, or if you would rather e-mail, write to ${CONTACT_EMAIL}.`,
      screen: { title: 'About', url: '/about' },
    },
  },
  {
    asks: /\bwhat(?: is|'s) (?:this|the) (?:app|site|website|place)\b|\bwhat(?: is|'s) thinkstreet\b(?! pro\b)|\b(?:is|are) (?:this|these|it|you|thinkstreet|the (?:app|lessons|tutor|simulator))(?: giving(?: me)?)? (?:financial|investment) advice\b/,
    help: {
      id: 'about',
      text: 'ThinkStreet teaches finance through the crises, bubbles and panics that shaped today’s markets: you read each one as an illustrated story, decide what you would have done, then practise with virtual money in the Simulator and the crisis games. It is an education product, free while in beta: not a broker, and nothing here, my answers included, is financial advice.',
      screen: { title: 'About', url: '/about' },
    },
  },
  {
    // "What is the Simulator?", "what is paper trading?", "how do I open the simulator?": it quoted the
    // options course's "Greek simulator", or found no definition.
    asks: /^\s*what(?: is|'s|’s| are) (?:the |a |this |your )?(?:simulator|paper[- ]trading(?: account)?|paper account)[\s?.!]*$|^\s*what does the simulator do\b|\bhow (?:do|can) i (?:open|find|get into|reach) (?:the )?simulator\b/,
    help: {
      id: 'simulator',
      text: `The Simulator is your paper-trading account: practice trades with $100,000 of virtual cash, at simulated market prices, so nothing you do there can make or lose real money. It lists ${listedStocks} US stocks and ${listedFunds.length} ETFs, and options on them; it takes market, limit, stop and stop-limit orders, with stop-losses, trailing stops and brackets, keeps a watchlist, checks each buy against risk limits, and shows your performance and a leaderboard.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\b(?:lose|losing|make|making) (?:real |any )?money\b.*\b(?:simulator|app|here|thinkstreet|games?)\b|\breal money\b|\bis (?:my|the|this|our) (?:virtual )?(?:money|cash|balance|portfolio) real\b|\bvirtual (cash|money)\b|\bhow much (money|cash) do i\b|\b(starting|start with) (cash|money|balance)\b|\bis (it|this) free\b|\b(?:add|deposit|top up|get) (?:more |some )?(?:virtual |real )?(?:money|cash|funds)\b|\bis (?:this|the) (?:app|site|website|thinkstreet)(?: (?:really|actually))? (?:safe|legit|legitimate|a scam|secure|trustworthy)\b/,
    help: {
      id: 'paper-money',
      text: 'Everything in ThinkStreet is paper money: the Simulator starts you with $100,000 of virtual cash, and each crisis game with $100,000 of its own. Nothing you do here can make or lose real money, and there is nothing to deposit: Reset, at the top of the Simulator, starts your account again at $100,000. ThinkStreet is free while in beta; a Pro plan adds unlimited tutor chat, advanced analytics, premium content and priority access.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\breset\b.*\b(?:progress|xp|streaks?|levels?|lessons?|achievements?|everything|learning)\b|\b(?:clear|wipe|erase) my (?:progress|xp|history)\b|\bstart (?:over|again) (?:from scratch|with (?:my )?(?:lessons|learning))\b/,
    help: {
      id: 'reset-progress',
      text: 'Learning progress cannot be reset: your XP, level, streak, achievements and finished lessons stay with your account, and any lesson can be read again (Read again, on its card in Courses). What you can start afresh: Redo the setup, on your Learning Path, builds a new path from new answers; Reset, at the top of the Simulator, takes your paper account back to $100,000; and Delete account, on your Profile, removes everything. A guest’s progress goes when they exit guest mode.',
      screen: { title: 'Learning Path', url: '/learning-path' },
    },
  },
  {
    asks: /\bhearts?\b/,
    help: {
      id: 'hearts',
      text: `You have ${MAX_HEARTS} hearts. A wrong quiz answer costs one. One comes back every ${HEART_REGEN_MS / 60_000} minutes, and finishing a review session on your learning path refills all ${MAX_HEARTS}. Hearts never lock a lesson: at zero you are offered a review instead.`,
      screen: { title: 'Learning Path', url: '/learning-path' },
    },
  },
  {
    // "How many freezes can I have?" found nothing: a freeze, not a deposit or wage freeze.
    asks: /(?<!(losing|winning) )\bstreaks?\b|\bvacation\b|\bstreak freezes?\b|(?<!\b(?:deposit|wage|price|hiring|account|bank) )\bfreezes\b(?!.*\b(?:deposits?|banks?|argentina|wages?|prices?)\b)|\b(?:miss|skip)(?:ed|ing|ped|ping)? (?:a|one) day\b/,
    help: {
      id: 'streak',
      text: `Your streak counts the days in a row on which you learned something: read or finished a lesson, took a quiz, made a trade or played a crisis game. Signing in alone does not count. Missing a day starts it again at 1, but every ${FREEZE_EVERY_DAYS} days of streak earn a freeze (you can hold ${MAX_FREEZES}) that covers a missed day, and vacation mode pauses it for up to ${VACATION_DAYS_PER_YEAR} days a year. Reaching ${milestones} days earns bonus XP.`,
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\bdaily goal\b|\b(xp|learning) goal\b/,
    help: {
      id: 'daily-goal',
      text: `Your daily goal is the XP you aim to earn from learning each day: ${DAILY_GOAL_XP} XP to start. You can choose ${DAILY_GOAL_CHOICES.join(', ').replace(/, (\d+)$/, ' or $1')} XP in your profile's preferences.`,
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    // "How long is the options course?", "is it hard?", "can I take it as a beginner?" found nothing, or
    // quoted the course's first sentences on options. Before the XP entry: "how much XP is the options
    // course?" asks of the course.
    asks: /\boptions?(?: (?:and|&) derivatives?)? course\b/,
    help: {
      id: 'options-course',
      text: `The ${optionsCourse.title} course, in Courses, has ${optionsCourse.pages.length} pages and takes about ${optionsCourse.duration}: calls and puts, what sets their price, payoff tables and the option chain, the Greeks, spreads and sizing a trade, with ${optionsCourse.exercises.length} exercises to try (an options calculator, a Greek simulator and a strategy builder). It is marked ${optionsCourse.difficulty}: it is open to anyone, but reads best after ${listed(optionsCourse.prerequisites.map((id) => catalogueItems.find((i) => i.id === id)?.title ?? id))}. Finishing it earns XP, as its card shows, and the “${optionsCourse.certificate.title}” certificate.`,
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "What is the hardest achievement?", "how do I get the legendary achievement?": the general entry
    // said only that there are 31.
    asks: /\b(?:legendary|hardest|rarest|toughest|most difficult)\b.*\b(?:achievements?|badges?)\b|\b(?:achievements?|badges?)\b.*\b(?:legendary|hardest|rarest|toughest)\b/,
    help: {
      id: 'achievements-legendary',
      text: `The hardest are the legendary ones: ${listed(
        achievements
          .filter((a) => a.rarity === 'legendary')
          .map(
            (a) =>
              // "(39 in all)" inside the brackets reads as ", 39 in all".
              `${a.name} (${a.description.charAt(0).toLowerCase()}${a.description
                .slice(1)
                .replace(/\.$/, '')
                .replace(/ \(([^)]*)\)/g, ', $1')})`,
          ),
      )}. The Dashboard shows how close you are to each.`,
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\bachievements?\b|\bbadges?\b/,
    help: {
      id: 'achievements',
      text: `There are ${achievements.length} achievements, for streaks, XP, lessons completed and study time, from common to legendary. The Dashboard lists them all with how close you are to each, and your profile shows the ones you have.`,
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    // "Why did I get less XP?", "I didn't get XP for my lesson" said only where progress is shown.
    asks: /\b(?:why|how come)\b.*(?:\b(?:less|fewer|only|lower|smaller|not|no)\b|n['’]t\b).*\bxp\b|\bxp\b.*\b(?:less|lower|smaller) (?:than|this time)\b|\b(?:did ?n[o'’]?t|never|have ?n[o'’]?t) (?:get|got|earn|earned|receive|received)\b.*\bxp\b|\bonly (?:got|get|earned) \d+ ?xp\b|\b(?:no|zero) xp\b/,
    help: {
      id: 'xp-factors',
      text: withList(
        'Each award is the activity’s base XP times a few factors; the +XP note that pops up with it, and a lesson’s completion screen, name each one. What lowers it:',
        [
          `**A repeat.** The same lesson, quiz or game again pays ${REPEAT_DECAY.slice(1, 4)
            .map((d) => `${d.factor * 100}%`)
            .join(', then ')}, down to ${REPEAT_DECAY.at(-1)!.factor * 100}%.`,
          `**Your level.** Above level ${LEVEL_PENALTY[0]!.upTo} each award is ×${LEVEL_PENALTY[1]!.factor}, falling to ×${LEVEL_PENALTY.at(-1)!.factor} from level ${LEVEL_PENALTY.at(-2)!.upTo + 1}.`,
          `**Mastery.** A lesson in a category you have already studied pays a little less: ×${MASTERY_MULTIPLIER.familiar} once you have finished one other lesson in it, down to ×${MASTERY_MULTIPLIER.master} after ${MASTERY_BANDS[0]!.fromCompleted}.`,
          `**A low score.** A lesson score under ${QUALITY_MULTIPLIER.at(-2)!.from}% pays ×${QUALITY_MULTIPLIER.at(-1)!.factor}.`,
        ],
        `What raises it: a high score (×${QUALITY_MULTIPLIER[0]!.factor} at ${QUALITY_MULTIPLIER[0]!.from}%), your first activity of the day and a running streak. XP comes once a thing is finished: a lesson when you press Finish lesson on its last page.`,
      ),
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    // "What is the max level?", "what is Wall Street Oracle?", "what do levels do?" found nothing.
    asks: new RegExp(
      `\\bxp\\b|\\bexperience points?\\b|\\blevel ?up\\b|\\blevels? work\\b|\\b(my|next|your) level\\b|^\\s*what (?:is|are) (?:a |the )?levels?[\\s?.!]*$|\\blevel \\d+\\b|\\b(?:max|maximum|highest|top|last|final) level\\b|\\blevel titles?\\b|\\bwhat (?:do|are) (?:the )?levels (?:do|for)\\b|\\b(?:${LEVEL_TITLES.map((t) => t.title.toLowerCase()).join('|')})\\b`,
    ),
    help: {
      id: 'xp',
      text: `You earn XP for learning: finishing a lesson (its story score, ${DEFAULT_STORY_XP} XP by default), a perfect quiz, a crisis game, a trade and streak milestones, with bonuses for your first activity of the day and for a running streak. Repeating the same thing earns less each time. Your level rises with your total XP, and its title with it: ${LEVEL_TITLES[0]!.title} up to level ${LEVEL_TITLES[0]!.upTo}, ${LEVEL_TITLES[1]!.title} to ${LEVEL_TITLES[1]!.upTo}, and on to ${LEVEL_TITLES.at(-1)!.title} at ${LEVEL_TITLES.at(-1)!.upTo}. The Dashboard shows how far the next level is.`,
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    // "How do I verify my email?", "I didn't get the verification email" found nothing. The link's life
    // and the resend limit are the auth service's (VERIFY_LINK_TTL_MS, 3 an hour).
    asks: /\bverif(?:y|ied|ying|ication)\b.*\b(?:e-?mail|address|account|link)\b|\b(?:e-?mail|address|account)\b.*\bverif(?:y|ied|ying|ication)\b|\bconfirm (?:my )?e-?mail\b/,
    help: {
      id: 'verify-email',
      text: 'When you sign up we e-mail you a link that proves your address; it works once, within 24 hours. Nothing in the lessons, games or Simulator waits on it: it matters only to an administrator, whose role starts once their address is proven. If the e-mail has not come, look in your spam folder; while your address is unproven, the Admin page, open to any signed-in account, offers to send the link again (at most 3 times an hour).',
      screen: { title: 'Admin', url: '/admin' },
    },
  },
  {
    // "What are milestones?" found nothing.
    asks: /\bmilestones?\b(?!.*\bstreak)/,
    help: {
      id: 'milestones',
      text: `Milestones, on the Dashboard’s level card, mark your total XP along the way: ${DASHBOARD_MILESTONES.slice(
        1,
      )
        .map((m) => `${m.label} at ${m.xp.toLocaleString('en-US')} XP`)
        .join(
          ', ',
        )}. The card shows the ones you reached last, the next one, and how much XP is left to it; your level is counted separately, beside them.`,
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\bwatch ?list\b/,
    help: {
      id: 'watchlist',
      text: 'Your watchlist is in the Simulator: type a symbol (AAPL) or a company name (Apple) in its field and choose Add. Each watched symbol shows its price, choosing one opens its chart, and the button beside it removes it.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: new RegExp(
      `\\b(?:forgot|forgotten|forget|lost|reset|recover|don'?t (?:know|remember)|can'?t (?:remember|sign in|log in))\\b.*${PASSWORD.source}|${PASSWORD.source}.*\\b(?:forgot|forgotten|lost|reset)\\b|\\breset (?:e-?mails?|links?|messages?)\\b`,
    ),
    help: {
      id: 'forgot-password',
      text: 'On the sign-in page, choose "Forgot password?", enter the e-mail address of your account and send the reset link. The link in that e-mail lets you choose a new password; it works once, within an hour. If you are signed in and know your current password, you can change it on your Profile instead.',
      screen: { title: 'Forgot password', url: '/forgot-password' },
    },
  },
  {
    asks: PASSWORD,
    help: {
      id: 'change-password',
      text: 'Signed in, open your Profile: under Change password, enter your current password and a new one, then choose Change password. Your other sessions are signed out. If you do not know your current password, sign out and use "Forgot password?" on the sign-in page. If you sign in with Google only, your account has no ThinkStreet password, and the Profile shows no Change password.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  // The account itself: the buttons named are those of profile/AccountSettings, EditProfile and
  // app/UserMenu. "My" keeps "why did Lehman change its name?" with the lessons.
  {
    asks: /\b(?:delete|remove|close|cancel|erase|deactivate)\b.*\b(?:my|an|this) (?:thinkstreet )?account\b|\bdelete (?:all )?(?:of )?my data\b/,
    help: {
      id: 'delete-account',
      text: 'Signed in, open your Profile: under Your data, choose Delete account and confirm with your password (if you signed up with Google, by typing your e-mail address). It removes your account, progress, portfolio, chats and feedback for good and cannot be undone, so choose Download my data first if you want a copy. A guest has no account: the progress lives only in this browser, and Exit guest mode clears it.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\b(?:download|export|copy)\b.*\bmy (?:own )?(?:data|information|progress)\b|\bdata (?:download|export)\b/,
    help: {
      id: 'download-data',
      text: 'Signed in, open your Profile: under Your data, Download my data saves everything ThinkStreet holds about you as a JSON file: your account, progress, portfolio, trades and chats. A guest’s progress is kept only in this browser.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\b(?:sign|log) ?(?:out|off)\b|\blogout\b/,
    help: {
      id: 'sign-out',
      text: 'Open the menu under your name at the top right and choose Log out, then confirm. It ends this session on our server as well; your progress stays in your account for the next time you sign in. As a guest, choose Exit beside Guest Mode instead: it clears the guest progress this browser holds.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\b(?:change|edit|update|set|rename|correct)\b.*\bmy (?:(?:first |last |full |display |user ?)?name|username|profile)\b|\bedit (?:my )?profile\b/,
    help: {
      id: 'edit-profile',
      text: 'Signed in, open your Profile: Edit profile changes your first name, last name and username; choose Save profile. Your e-mail address cannot be changed there. A guest has no profile to edit: sign up to keep one.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\b(?:change|edit|update|correct)\b.*\b(?:my e-?mail|e-?mail (?:address )?(?:on|of|for) my account)\b/,
    help: {
      id: 'change-email',
      text: `The app cannot change the e-mail address of an account yet. Write to ${CONTACT_EMAIL} from the address on your account, say which address you want instead, and we will change it. Your name and username you can change yourself, under Edit profile.`,
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\boffline\b|\bwithout (?:an? |the )?(?:internet|connection|network|wi-?fi|signal)\b|\bno (?:internet|connection|signal|wi-?fi)\b/,
    help: {
      id: 'offline',
      text: 'Yes, once ThinkStreet has loaded in this browser: the app and every page’s code are kept, and so is each lesson you have opened, so it reads offline. Progress you make offline is saved in this browser and sent to your account when you are back online. Prices, the tutor and the leaderboards need a connection.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    asks: /\binstall\b|\bhome ?screen\b|\b(?:mobile|phone|desktop|iphone|android|ios) app\b|\bapp store\b|\bplay store\b|\bis there an app\b/,
    help: {
      id: 'install',
      text: 'ThinkStreet installs from the browser; there is nothing to find in an app store. In Chrome or Edge, choose Install in the address bar or the browser’s menu (on Android, Add to Home screen). In Safari on an iPhone or iPad, choose Share, then Add to Home Screen. It then opens in its own window, and works offline like the site.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    asks: /\breport (?:a |an |the )?(?:bug|problem|issue|error|mistake|typo)\b|\b(?:send|give|leave|share) (?:you |us |some )?feedback\b|\b(?:contact|reach|email|e-mail|write to) (?:you|us|the team|support|someone|a human|thinkstreet)\b|\b(?:customer|tech|technical) (?:support|service)\b|\bsupport team\b|\bfound a (?:bug|mistake|typo)\b/,
    help: {
      id: 'feedback',
      text: `Signed in, choose Feedback in the beta notice at the top of the page (or ask me to "open the feedback form"), say what happened and where, and send it: it goes to the team’s inbox. As a guest, or if you would rather e-mail, write to ${CONTACT_EMAIL}.`,
      screen: { title: 'About', url: '/about' },
    },
  },
  {
    asks: /\bprivacy\b|\bmy (?:data|information)\b.*\bprivate\b|\bdo you (?:sell|share|track|keep|store)\b(?:.*\b(?:data|information|details)\b| me\b)|\bwhat (?:data|information) do you\b|\b(?:is|are) my (?:data|information)\b.*\b(?:safe|secure|used|kept|stored)\b/,
    help: {
      id: 'privacy',
      text: 'ThinkStreet never sells your data and uses none of it for advertising. An account keeps your e-mail, name, progress, portfolio and paper trades on our server. As a guest your progress stays in this browser; a question you ask me goes to our server to be answered, and is not stored. You can download your data or delete your account from your Profile. The Privacy Policy says exactly what is kept and why.',
      screen: { title: 'Privacy Policy', url: '/privacy' },
    },
  },
  {
    // "How do I change my learning path?" got what the path is built from, not how to rebuild it.
    // "What does Personalise do?", "what is AI setup?": the Dashboard's button and the tab that open it.
    asks: /\bplacement\b|\bpersonali[sz]e\b|\bai[- ]setup\b|\b(?:redo|retake|repeat|change|update|edit)\b.*\b(?:setup|set-up|onboarding|my goals?|my answers|questionnaire|personali[sz]ation)\b|\b(?:redo|change|update|edit|reset|rebuild|restart)\b.*\b(?:my |the )?learning path\b/,
    help: {
      id: 'setup',
      text: 'Your learning path is built from the setup: five questions (how you like to learn, what you want to achieve, what you know, the topics and the time you have) and a short placement check. Redo the setup, at the foot of your Learning Path, asks them again and builds a new path. Signed in, your answers are also under Preferences on your Profile, with your daily goal and time zone; the path follows what you save.',
      screen: { title: 'Learning Path', url: '/learning-path' },
    },
  },
  {
    asks: /\b(?:retake|redo|repeat|replay|reread|re-read)\b.*\b(?:quiz|quizzes|lessons?|stor(?:y|ies))\b|\b(?:take|do|read|play) (?:a |the |this |that )?(?:quiz|lesson|story) again\b/,
    help: {
      id: 'retake',
      text: `Any lesson can be taken again, quiz included: Read again, on its card in Courses, opens it from the start. A repeat still earns XP, but less each time (${REPEAT_DECAY[1]!.factor * 100}% of it the second time), and the spaced reviews on your Learning Path bring back the questions you found hardest.`,
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "What is a certificate?" on its own asks of the app's (it quoted 1907's clearing-house certificates).
    asks: /^(?=.*\b(?:get|earn|win|receive|my|where|how)\b)(?!.*\b(?:clearing|loan)\b).*\bcertificates?\b(?! of)|^\s*what(?:'s|’s| is| are) (?:an? |the )?certificates?[\s?.!]*$/,
    help: {
      id: 'certificates',
      text: `Finishing the ${optionsCourse.title} course, in Courses, earns the “${optionsCourse.certificate.title}” certificate. It appears under Certificates on your Profile.`,
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    // "Is this app free?" quoted payment for order flow; "do I have to pay?" offered Black Friday, 1869.
    asks: /\bpro\b(?![- ](?:rata|forma|bono|cyclical))(?!-)|\bmy subscription\b|\bsubscribe\b|\bsubscription (?:plan|price|cost)s?\b|\bupgrade (?:to|my|the app|thinkstreet)\b|\bhow (?:do|can) i upgrade\b|\bpremium (?:plan|content|version|account)\b|\bpaid plan\b|\bhow much (?:does|is) (?:it|this|thinkstreet|the app) cost\b|\b(?:is|are) (?:this|it|thinkstreet|the (?:app|site|tutor|simulator|lessons)|everything)(?: app| site)? (?:really |actually |completely |totally )?free\b|\bdo (?:i|you|we) (?:have to|need to|must) pay\b|\bis there an? (?:fee|charge|cost|price)\b|\b(?:student|students?'?) discounts?\b/,
    help: {
      id: 'pro',
      text: `ThinkStreet is free while in beta, so there is no subscription to pay for or cancel. Pro, a paid plan to come, will add unlimited tutor questions in place of the free daily allowance, advanced analytics, premium content and priority access; its prices are not set yet. Your Profile’s plan card lets you tell us you are interested.`,
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /\bwhat(?: is|'s| does) (?:the |my )?dashboard\b|\bdashboard\b.*\b(?:show|for|mean)\b|\bhow (?:do|can|should) i use (?:the |my )?dashboard\b/,
    help: {
      id: 'dashboard',
      text: 'The Dashboard is your home page: your learning path and its next step, a getting-started checklist, your next lesson, the timeline of financial history, the essential foundations, your level and XP, reviews due, your weekly league, your progress, recommended lessons and your achievements.',
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\bhow many (?:lessons|courses|stories|crises)\b|\b(?:easiest|hardest|simplest|shortest|longest|most difficult|most advanced) (?:lessons?|courses?|stor(?:y|ies))\b|\b(?:lessons?|courses?|stor(?:y|ies))\b.*\b(?:easiest|hardest|simplest|shortest|longest|most difficult)\b|\bhow long (?:is|does|are|do|will) (?:a |the |each |one )?(?:lessons?|courses?|stor(?:y|ies))\b|\b(?:lessons?|courses?) (?:take|last)\b/,
    help: {
      id: 'catalogue',
      text: catalogueText(),
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    asks: /\bgetting started\b|\bchecklist\b/,
    help: {
      id: 'checklist',
      text: 'Getting started, at the top of your Dashboard, is a checklist for your first days: tell us your goals (Personalise), finish your first lesson, earn your daily goal’s XP in a day, unlock an achievement and open the trading simulator. Each ticks itself as you do it, and the checklist goes once you have done them or passed 300 XP.',
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\bessential foundations\b|\bfoundations? (?:lessons?|cards?|section|block)\b/,
    help: {
      id: 'foundations',
      text: foundationsText(),
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /^(?=.*\b(?:what|where|how|open|show|see)\b).*\b(?:the |financial history |history )timeline\b(?! of)/,
    help: {
      id: 'timeline',
      text: timelineText(),
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\b(?:trade|order|transaction) history\b|\b(?:see|find|view|check|show) (?:all )?(?:my |the )?(?:past |old |previous )?(?:trades|orders|transactions)\b|\b(?:export|download|save) (?:all )?(?:my |the )?(?:trades|portfolio|orders)\b/,
    help: {
      id: 'trade-history',
      text: 'The Simulator’s Trade history lists every fill, newest first: the time, buy or sell, the symbol, shares, price and total, the realised P&L of a sale, and “Why this price?”, which shows how it was priced. Orders still waiting are under Orders. To keep a copy: signed in, Download my data on your Profile includes your trades; a guest’s Simulator has Export beside Reset, a JSON file of the account this browser keeps, which Import loads back.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "How do I change the theme?" found nothing on "theme".
    asks: /\b(?:dark|light|night) (?:mode|theme)\b|\b(?:change|switch|pick|choose|set) (?:the |my )?(?:theme|colou?rs?|colou?r scheme|font size)\b|\bthemes?\b.*\b(?:app|change|switch|other|available)\b|\blanguages?\b.*\b(?:app|change|switch|other|thinkstreet)\b|\b(?:change|switch)\b.*\blanguage\b|\bavatar\b|\bprofile (?:picture|photo|pic)\b|\bnotifications?\b|\b(?:sounds?|audio)\b.*\b(?:off|on|mute)\b|\b(?:turn|switch) (?:off|on) (?:the )?(?:sounds?|audio)\b|\bmute\b/,
    help: {
      id: 'settings',
      text: 'ThinkStreet comes in one dark look and in English only, and it makes no sounds. It sends no notifications either: the only e-mails are about your account (confirming your address, resetting or changing your password). Your avatar is the first letter of your name. What you can set is on your Profile: your name and username, your daily goal, your time zone and your setup answers.',
      screen: { title: 'Profile', url: '/profile' },
    },
  },
  {
    asks: /(?<!\bmy )\boptions?\b.*\b(?:simulator|app|here|thinkstreet)\b|\b(?:simulator|app|thinkstreet)\b.*\boptions?\b|\b(?:how|where|can) (?:do |can )?i (?:buy|sell|trade|write) (?:an? |some )?(?:naked |uncovered |covered )?(?:call|put|option)s?\b/,
    help: {
      id: 'options-trading',
      text: `The Simulator trades options: choose a symbol and its options panel shows the option chain: pick an expiration, then Calls or Puts, and choose Buy or Sell on a strike. The ticket shows the cost, the maximum loss and gain at expiry and the breakeven before you submit; each contract covers 100 shares, with a $${(OPTION_COMMISSION_CENTS / 100).toFixed(2)} commission per contract. You can sell a call to open only when your shares cover it, and selling a put holds back its strike × 100 in cash. Your option positions are listed under the chain with their profit or loss and days left, each with a Close button. It is all paper money.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /^(?!.*\bleagues?\b).*(?:\breset\b|\bstart (over|again)\b)/,
    help: {
      id: 'reset',
      text: 'Reset, at the top of the Simulator, takes your account back to $100,000 in cash once you confirm: positions, orders and trades are cleared, and your watchlist stays.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What's margin in the Simulator?", "what if I get a margin call here?" found nothing, or quoted
    // the options course's plan.
    asks: /\bhow (?:do|can|would) i (?:short|sell short)\b|\bcan (?:i|you) (?:short|sell short)\b|\b(?:short|shorting|sell short)\b.*\b(?:simulator|app|here|thinkstreet)\b|\bmargin account\b|\bmargin\b.*\b(?:simulator|app|here|thinkstreet)\b|\b(?:simulator|app|thinkstreet)\b.*\bmargin\b/,
    help: {
      id: 'short-selling',
      text: `The Simulator lets you sell short in a margin account: switch your account from cash to margin in its Account settings, confirming you understand the risk. Then a sell beyond the shares you hold sells short, and a buy while you are short covers it. A short's losses have no ceiling. You pay a daily borrow fee, a new short needs its proceeds plus ${MARGIN_RULES.initial * 100}% of its value in your own money, and your equity must stay above ${MARGIN_RULES.maintenance * 100}% of your shorts' value; if it falls below, a margin call gives you ${MARGIN_RULES.callHours} hours before your shorts are bought back for you. Shares under $${MARGIN_RULES.minShortPrice / 100} cannot be shorted.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Why was my order rejected for concentration?", "what are the simulator's risk limits?": the
    // pre-trade checks (core/trading/risk.ts) refuse more buys than any other reason.
    asks: /^(?=.*\bconcentrat)(?=.*\b(?:orders?|trades?|buy(?:ing)?|simulator|limits?|rejected|refused|blocked)\b)|\brisk (?:management|limits?|checks?|rules?)\b|\bposition size\b|\b(?:max(?:imum)?|biggest|largest|most) (?:order|position|trade|buy)(?: size| value)?\b|\border (?:size|value) limit\b|\bmore than \d+ ?(?:%|percent\b).*\b(?:portfolio|one (?:order|stock|trade))\b|\bcircuit breakers?\b.*\b(?:simulator|my|order|trade)\b|\btrades? (?:a|per) day\b|\bhow many (?:trades|orders)\b.*\b(?:a day|per day|each day|daily|today|allowed|limit)\b|\b(?:max|maximum|most)\b.*\b(?:put|invest|spend|buy|hold)\b.*\bin (?:one|a single|any one) (?:stock|share|company|symbol)\b|\b(?:daily |day's )?trad(?:e|es|ing) limits?\b|\bdaily loss(?: limit| breaker)?\b|\b(?:blocked|stopped|barred) from (?:trading|buying)\b|\bwhy (?:am i|was i|are my buys|is my buy) blocked\b/,
    help: {
      id: 'risk-checks',
      text: `Before a buy, the Simulator runs the checks a careful broker would. An order that breaks one is refused with “Trade blocked by risk management” and the limit it broke:\n${[
        `**Position size**: one buy may be at most ${RISK_LIMITS.positionSize}% of your portfolio’s value (above ${RISK_LIMITS.tradeSize}% it goes through with a warning).`,
        `**Concentration**: after the buy, what you hold in one symbol, its shares and the options you bought on it together, may be at most ${RISK_LIMITS.concentration}% of your portfolio.`,
        `**Order value**: at most $${RISK_LIMITS.orderValue.toLocaleString('en-US')} in one order.`,
        `**Trades a day**: at most ${RISK_LIMITS.dailyTrades}, sells included.`,
        `**Circuit breakers**: no new buys while your portfolio is down more than ${RISK_LIMITS.dailyLoss}% on the day or more than ${RISK_LIMITS.drawdown}% below its peak.`,
      ]
        .map((r) => `- ${r}`)
        .join(
          '\n',
        )}\n\nApart from the count of trades, a sell is never blocked: it only lowers your risk. With a $100,000 portfolio, a single buy of about $10,000 is the most the position-size check allows.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What is the commission?", "are there fees?" quoted commission-free brokers and short sellers' fees.
    asks: /^(?!.*\b(?:broker|brokers|robinhood|fund|funds|etfs?|index)\b).*(?:\b(?:commissions?|trading fees?|fees?)\b.*\b(?:simulator|thinkstreet|here|app|my trades?|per trade|charged?|pay)\b|^\s*(?:what(?: is|'s|’s|s| are) the (?:commissions?|fees?)|are there (?:any )?(?:commissions?|fees?)|do (?:i|you) (?:pay|charge) (?:a )?(?:commissions?|fees?))\b)/,
    help: {
      id: 'commission',
      text: `In your Simulator account shares and ETFs trade without commission, as at many US brokers today, and each option contract costs $${(OPTION_COMMISSION_CENTS / 100).toFixed(2)}. What a trade does cost, with Realistic fills, is the spread: a buy pays the ask and a sell gets the bid. A short sale also pays a daily borrow fee. A competition may set its own commission on every fill in its rules. It is all paper money.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What happens if I run out of cash?" found nothing in the lessons.
    asks: /\b(?:run|runs|ran|running) out of (?:cash|money|virtual money|buying power)\b|\b(?:no|zero) (?:cash|money) left\b|\bmy cash is (?:at )?(?:zero|gone|\$?0)\b/,
    help: {
      id: 'out-of-cash',
      text: `In the Simulator a buy that costs more than your buying power is refused with “${refusalMessage(refuse('INSUFFICIENT_FUNDS', { actual: 0, limit: 0 })).replace(/\. Need .*$/, '')}”: nothing is lent to buy shares, so you can spend only the cash you have. To free cash, sell a position or cancel a buy order that is waiting (it holds back what it would cost); or Reset, at the top of the Simulator, to start again with $100,000. It is all paper money: nothing real is lost.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bbuying power\b/,
    help: {
      id: 'buying-power',
      text: `Buying power, shown in the Simulator’s account summary, is what a new buy can spend: your cash less the cash your open buy orders hold back. The Simulator lends nothing for buying shares, so it is never more than your cash. In a margin account, cash set aside for your shorts (their value plus ${MARGIN_RULES.initial * 100}%) is not buying power either, and a new short may sell up to twice what is left. A buy must also pass the risk checks (at most ${RISK_LIMITS.positionSize}% of your portfolio in one order, ${RISK_LIMITS.concentration}% in one symbol).`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // Before the refused orders' entry: "why can't I buy more than 50 positions?" asks the limit.
    // "How many stocks can I hold?" got the list of symbols, "is there a limit on positions?" nothing.
    asks: /\bhow many (?:stocks|shares|positions|companies|symbols|holdings|different stocks) (?:can|may|could) (?:i|you|we) (?:hold|have|own|keep|buy)\b|\b(?:limit|maximum|max|cap)s? (?:on|to|of|for) (?:the )?(?:number of )?(?:positions|holdings)\b|\bmax(?:imum)? (?:number of )?(?:stocks|positions|holdings|symbols) (?:i|you) can\b|\bmore than \d+ (?:stocks|positions|holdings|symbols)\b|\bmax(?:imum)? number of (?:stocks|positions|holdings|symbols)\b/,
    help: {
      id: 'max-positions',
      text: `The Simulator holds at most ${MAX_POSITIONS} positions at once, each symbol counting once, however many shares; a buy that would open one more is refused with “${refusalMessage(refuse('MAX_POSITIONS', { limit: MAX_POSITIONS }))}”. Within that, the risk checks keep one buy to at most ${RISK_LIMITS.positionSize}% of your portfolio and one symbol to ${RISK_LIMITS.concentration}%. Selling a whole position frees its place.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\b(?:order|trade)s?\b.*\b(?:rejected|refused|declined|blocked|fail(?:ed|s)?|(?:not|n't) go(?:ing)? through)\b|\b(?:rejected|refused|declined|blocked)\b.*\b(?:order|trade)s?\b|\bwhy (?:can'?t|cannot|can not|couldn'?t|won'?t it let) (?:i|me) (?:buy|sell|trade|place|short)\b/,
    help: {
      id: 'order-refused',
      text: `When the Simulator refuses an order, the order ticket says why, below its button. The usual reasons:\n${[
        refuse('INSUFFICIENT_FUNDS', { actual: 0, limit: 0 }),
        refuse('INSUFFICIENT_SHARES', { actual: 0, limit: 0 }),
        refuse('SHARES_NOT_WHOLE'),
        refuse('MAX_POSITIONS', { limit: MAX_POSITIONS }),
      ]
        .map((r) => `- “${refusalMessage(r).replace(/\. Need .*$/, '')}”`)
        .join(
          '\n',
        )}\n- “Trade blocked by risk management”: a buy above ${RISK_LIMITS.positionSize}% of your portfolio, above ${RISK_LIMITS.concentration}% of it in one symbol or above $${RISK_LIMITS.orderValue.toLocaleString('en-US')}, more than ${RISK_LIMITS.dailyTrades} trades in a day, or a portfolio down more than ${RISK_LIMITS.dailyLoss}% on the day.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Buy 10 shares of AAPL", "sell my tesla shares" found nothing in the lessons.
    asks: TRADE_ASKED,
    help: {
      id: 'trade-request',
      text: 'I do not place orders for you: trading is yours to do, in the Simulator’s order ticket. Type the symbol (AAPL) or the company’s name (Apple), choose Buy or Sell, the number of shares and an order type (Market fills at once at the market’s price), and press the button, which says what it will do (“Buy AAPL now at about …”). It is all paper money.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What stocks can I trade?" quoted the flash crash; "can I trade crypto?" bitcoin futures' launch.
    asks: /\b(?:what|which) (?:stocks|shares|symbols|tickers|companies|etfs|funds|assets|markets|things)\b.*\bcan (?:i|you) (?:trade|buy|sell|invest in|short)\b|\bcan (?:i|you) (?:trade|buy|invest in) (?:any )?(?:crypto(?:currenc(?:y|ies))?|bitcoin|ethereum|forex|currencies|futures|commodities|bonds|gold|etfs?|index funds|penny stocks|(?:international|foreign|uk|european) (?:stocks|shares))\b|\bhow many (?:stocks|symbols|tickers|companies) (?:are there|can i|does (?:the simulator|it) have)\b/,
    help: {
      id: 'symbols',
      text: `The Simulator trades ${listedStocks} US stocks, from every sector of the S&P 500, and ${listedFunds.length} ETFs, among them index funds (SPY, QQQ, DIA), gold (GLD) and Treasury bonds (TLT), with simulated options on each. It has no cryptocurrencies, currencies or futures. Type a symbol or a company name in the order ticket's Symbol field, or in the watchlist, to find one.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "How do I close a position?" quoted Keith Gill's position "worth close to $48 million".
    asks: /\b(?:close|exit|get out of|liquidate|unwind) (?:a |an |my |the |this |that |all (?:of )?my )?(?:positions?|holdings?|stakes?|trades?)\b|\bsell (?:all (?:of )?)?(?:my|the) (?:shares|stocks?|positions?|holdings?)\b/,
    help: {
      id: 'close-position',
      text: 'To close a position, sell the shares you hold: choose its symbol under Positions, which loads it into the order ticket, pick Sell, enter the number of shares (all of them to close it, fewer to trim it) and place the order. A short is closed the other way, by buying the shares back. The sale’s realised profit or loss is shown in your trade history.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bfractional (?:shares?|trading)\b|\b(?:part|half|fraction) of a share\b/,
    help: {
      id: 'fractional-shares',
      text: `The Simulator trades whole shares only: an order for part of a share is refused with “${refusalMessage(refuse('SHARES_NOT_WHOLE'))}”.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Why did my limit order not fill?", "what if the price never reaches my limit?": the glossary's
    // "it may not be filled at all", and nothing on how long the Simulator keeps the order waiting.
    asks: /\b(?:limit|stop(?:-limit)?) orders? (?:(?:did ?n[o'’]?t|does ?n[o'’]?t|do not|did not|never|not|won[’']?t|will not|has ?n[o'’]?t|has not) (?:fill|filled|execute|executed|go through|trigger|triggered)|(?:is |are )?(?:still )?(?:pending|waiting)|never fills?)\b|\b(?:did ?n[o'’]?t|does ?n[o'’]?t|has ?n[o'’]?t|won[’']?t|is ?n[o'’]?t) (?:my|the|an?|this|that) (?:limit |stop(?:-limit)? |pending |buy |sell )?orders? (?:fill|filled|filling|execute|executed|executing|go through|going through|trigger|triggered|triggering)\b|\bprice never (?:reaches|hits|gets to)\b|\bnever (?:reaches|hits|gets to) (?:my|the|your) (?:limit|price)\b|\bhow long (?:does|will|do|can) (?:an? |my )?(?:limit |stop |pending )?orders? (?:last|stay|wait)\b|\bwhat (?:does|is) (?:a )?pending(?: order)?(?: mean)?\b/,
    help: {
      id: 'unfilled-order',
      text: `In the Simulator a limit order fills only at your price or better, so it waits under Pending orders until the market reaches your limit; a waiting buy holds back the cash it needs. A stop or stop-limit order waits the same way until its stop price trades. How long an order waits is its Time in force, on the order ticket:\n\n${TIME_IN_FORCE_LIST}`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "How do I cancel an order?" was answered with a bracket's one-cancels-the-other sentence.
    // "What is a good till cancelled order?" asks for a time in force, below.
    asks: /\b(?<!(?:till|til|until|or) )cancel(?:l?ing|l?ed|s)? (?:an? |my |the |this |that )?(?:\w+ )?(?:orders?|stop(?:-loss)?|trailing stop|bracket)\b|\b(?:undo|withdraw|take back) (?:an? |my |the )?(?:\w+ )?orders?\b/,
    help: {
      id: 'cancel-order',
      text: 'In the Simulator, an order that is still waiting to fill is listed under Pending orders, and an active stop-loss, trailing stop, bracket or one-cancels-other pair under Advanced orders; each has its own Cancel button. An order that has already filled can no longer be cancelled: sell the shares (or buy them back) instead. Emergency mode, in the Insights panel, cancels every active automatic order at once.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "How do I use the learning path?" (or the tutor, the glossary, the app) is not a trade.
    asks: /\bhow (do|can|should|would) i (buy|sell|trade|place|put|set|make)\b|\bhow (?:do|can|should|would) i (?:use|add)\b(?! (?:the |this |my |your |a )?(?:learning path|path|ai tutor|tutor|glossary|dashboard|app|site|website|thinkstreet|timeline|courses?|lessons?|games?|profile|reviews?|hearts?|you|money|cash|funds|friends?)\b)|\bwhere (do|can) i (buy|sell|trade|place)\b|\bhow (?:do|can|should|would) i (?:start|begin|get started)(?: with)? (?:trading|to trade|(?:in|with|on) the simulator|paper trading)\b/,
    help: {
      id: 'orders',
      text: 'In the Simulator, the order ticket takes a symbol, buy or sell, the number of shares and an order type: market, limit, stop or stop-limit. Stop-losses, trailing stops, brackets and one-cancels-other pairs are in its Advanced orders panel. You start with $100,000 of virtual cash; nothing real is at stake.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What is the price of AAPL?", "what's the S&P at?": found no definition, and offered a lesson.
    asks: /\bwhat(?:'s| is) the (?:current |latest |live )?(?:share |stock )?(?:price|quote) (?:of|for) (?!(?:a |an |the )?(?:tulips?|gold|oil|bread)\b)|\bwhat(?:'s| is) (?:the )?(?:s&p(?: 500)?|dow(?: jones)?|nasdaq|[a-z]{1,5}) (?:at|trading at|doing)(?: today| now| right now)?\s*[?.!]*$|\bhow (?:is|are) (?:the )?(?:s&p(?: 500)?|dow(?: jones)?|nasdaq|[a-z]{1,5}|[a-z]+ (?:stock|shares)) doing(?: today| now| right now)?\s*[?.!]*$|\bhow much is (?:an? |one )?(?:share of )?[a-z]{1,5} (?:worth |trading at )?(?:today|now|right now)\b/,
    help: {
      id: 'quotes',
      text: 'I do not quote prices here, because they change every few seconds: the Simulator shows each one live. Type a symbol (AAPL) or a company name (Apple) in its watchlist field and choose Add to see the price, and choose it to open its chart. Prices there come from ThinkStreet’s simulated market, not a live feed, and every learner sees the same ones.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "are these real prices?" quoted Weimar's marks; "where do prices come from?" found nothing.
    asks: /\b(?:are|is) (?:the |these |this |your |thinkstreet'?s )?(?:prices?|quotes?|market data|stocks?|market)\b.*\b(?:real|live|actual|made up|fake|simulated)(?: (?:prices?|quotes?|data|market|ones|time))?\s*[?.!]*$|\bare (?:these|they|those) (?:real|live|actual|fake|made up)\b|\bwhere (?:do|does) (?:the |these |your )?(?:prices?|quotes?|market data|data) come from\b|\bprices?\b.*\b(?:not moving|frozen|stuck|(?:don'?t|do not|aren'?t|are not|never) (?:move|moving|change|changing))\b|\bsimulated market\b|\bhow (?:are|is) (?:the )?prices? (?:generated|simulated|made up)\b|\bprices?\b.*\b(?:different|differ|not the same)\b.*\b(?:real life|real world|real market|actual|my broker|google|yahoo)\b|\bwhy (?:did|is|are|has|have) (?:the )?(?:market|stocks?|prices?|my (?:stocks?|shares?|portfolio)|[a-z]{1,5}) (?:gone |go(?:ing)? |went )?(?:up|down|ris(?:e|en|ing)|fall(?:en|ing)?|fell|drop(?:ped|ping)?|jump(?:ed|ing)?|crash(?:ed|ing)?)\b.*\b(?:today|right now|this morning)\b/,
    help: {
      id: 'prices',
      text: 'Prices come from ThinkStreet’s simulated market, not a live feed. Each stock moves with a model of the whole market, calibrated on the real S&P 500’s daily moves from 2000 to 2020, plus moves of its own, so it behaves like a market without being one; every learner sees the same prices. It keeps New York’s hours: prices move every few seconds from 9:30 a.m. to 4:00 p.m. Eastern time on weekdays, and while the market is closed they stay at the last close. “Why this price?”, beside each trade in your history, shows how a fill was priced.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "The chart is not loading", "I found a bug": after the entries that answer a named part ("prices
    // are not moving" is the prices entry's).
    asks: BROKEN_TOLD,
    help: {
      id: 'something-wrong',
      text: `Sorry, that should not happen. Reloading the page often helps, and your finished lessons, XP and portfolio are kept (a guest's in this browser). If it goes on, tell us: signed in, choose Feedback in the beta notice at the top of the page (or ask me to "open the feedback form") and say what happened and where; as a guest, write to ${CONTACT_EMAIL}.`,
      screen: { title: 'About', url: '/about' },
    },
  },
  {
    // "How is my return calculated?" told a guest only where their portfolio is.
    asks: /\b(?:my|the simulator'?s?|account'?s?) (?:total value|day change|all-?time return)\b|\bhow (?:is|are) (?:my |the )?(?:all-?time )?(?:returns?|day change|total value|p&l) (?:calculated|worked out|computed|measured|figured out)\b|\bwhat (?:is|does) (?:the )?(?:day change|all-?time return)\b|\bwhat does (?:the )?total value mean\b|\bcash\b.*\b(?:lower|less|higher|more|different)\b.*\b(?:value|worth)\b/,
    help: {
      id: 'account-summary',
      text: 'The Simulator’s account summary: Total value is your cash plus what your positions are worth at the current price (less what it would cost to buy back any shorts). Cash is what is not in positions; part of it may be held by open buy orders. Buying power is what a new buy can spend. Day change is how far the total value has moved today: from the last close for what you held overnight, from your price for what you bought today. All-time return is the total value against your starting cash, $100,000 (counted afresh after a Reset).',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\b(?:(?:un)?reali[sz]ed )?(?:p ?& ?l|p ?and ?l|p\/l|pnl)\b/,
    help: {
      id: 'profit-and-loss',
      text: 'P&L is profit and loss. In the Simulator’s Positions, Unrealised P&L is what a position has gained or lost on paper: its value at the current price less what you paid for it (its average cost × shares), with the percentage of that cost. It becomes realised when you sell: Realised P&L, in your Trade history, is what each sale fetched less the average cost of the shares sold.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bquant(?:itative)? (?:ratings?|scores?)\b/,
    help: {
      id: 'quant-rating',
      text: `The Quant rating card, in the Simulator, rates the selected stock Buy, Hold or Sell from a score of five factors of its recent prices and a few other numbers (technical, momentum, sentiment, fundamental and risk): Buy at ${LOCAL_QUANT.buyAt} or higher, Sell at ${LOCAL_QUANT.sellAt} or lower, Hold between, with a target and a stop. It describes the past, not what comes next: a model to learn from, not advice.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What is max drawdown in my account?" found nothing; "what is my Sharpe ratio?" got the definition.
    asks: /\bwin(?:ning)? rate\b|\bprofit factor\b|\bperformance (?:panel|tab|analytics|figures|stats)\b|\bequity curve\b|\bmy (?:max(?:imum)? )?(?:drawdown|sharpe(?: ratio)?)\b|\b(?:max(?:imum)? )?(?:drawdown|sharpe(?: ratio)?)\b.*\b(?:my|account|portfolio|simulator)\b/,
    help: {
      id: 'performance',
      text: `The Simulator’s Performance panel (choose Show) measures your own trading:\n- Win rate: ${METRICS.winRate.text}\n- Profit factor: ${METRICS.profitFactor.text}\n- Sharpe ratio: ${METRICS.sharpe.text}\n- Max drawdown: ${METRICS.drawdown.text}\n\nBelow them is your equity curve, with its drawdown plotted.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\brisk (?:score|panel|alerts?)\b|\bkelly\b|\bposition sizing\b/,
    help: {
      id: 'risk-panel',
      text: `The Simulator’s Risk panel (choose Show) reads your portfolio:\n- Risk score: ${METRICS.riskScore.text}\n- Value at risk: ${METRICS.var.text.replace(/^Value at risk: /, '')}\n- Circuit breakers: ${METRICS.circuitBreakers.text}\n- Position sizing: ${METRICS.kelly.text}\n\nRisk alerts warn you when a holding or the whole portfolio passes one of its limits.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bemergency (?:mode|switch|button|stop)\b|\bpanic button\b/,
    help: {
      id: 'emergency-mode',
      text: 'Emergency mode, in the Simulator’s Insights panel, is a panic button for your automatic orders: it cancels every active stop-loss, trailing stop, bracket and take-profit order at once, and while it is on no advanced order is tracked or accepted. Your shares and cash stay as they are. Turn it off to use advanced orders again.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\binsights? (?:panel|tab)\b|\bwhat (?:are|is) (?:the |my )?insights?\b|\btrading style\b|\bportfolio optimi[sz]ation\b/,
    help: {
      id: 'insights',
      text: 'The Simulator’s Insights panel (choose Show) reads your own account: insights on your portfolio, recommendations, an optimisation of your holdings, the trading style your trades suggest, the history of the quant ratings you looked at, and Emergency mode. Like the quant rating, it describes what has happened, not what will: a model to learn from, not advice.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Why did I pay more than the price shown?" offered Black Friday, 1869; slippage found nothing.
    asks: /\bfill realism\b|\bpartial(?:ly)? fill(?:s|ed)?\b|\bfilled in part\b|\bslippage\b|\bwhy did i (?:pay|get) (?:more|less)\b|\b(?:pay|paid|cost) more than the (?:price|quote)\b|\bfill(?:ed)? (?:at )?(?:a )?(?:different|worse|better|lower|higher) price\b|\bwhy did (?:i|my (?:order|trade|buy|sell)) (?:get|got) (?:a )?(?:different|worse|better|lower|higher) price\b|\b(?:get|got|gets|paid|pay) (?:a )?(?:worse|different|lower|higher|better) price than (?:i )?expected\b|\bprice (?:was )?(?:different|worse) than (?:i )?expected\b/,
    help: {
      id: 'fills',
      text: 'Fill realism, in the Simulator’s Account settings, sets how your orders fill. Realistic, where a new account starts, works like an exchange: a buy pays the ask and a sell gets the bid, so a round trip costs the spread; a large order moves the price against you; and an order bigger than the market takes at once fills in part, the rest waiting for the next minutes (DAY or GTC) or cancelled (IOC). Simple fills every order in full at the last price.\n\nThe gap between the price you saw and the one you got is slippage: the spread, a large order’s price impact, or a stop that became a market order in a fast market. “Why this price?”, beside each trade in your history, shows how a fill was priced.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Can I set a take profit?" quoted a bank's net interest margin.
    asks: /\boco\b|\bone[- ]cancels[- ](?:the[- ])?other\b|\boto\b|\bone[- ]triggers[- ](?:the[- ])?other\b|\btake[- ]profits?\b/,
    help: {
      id: 'order-pairs',
      text: 'Two of the Simulator’s advanced orders link exits together. One-cancels-other (OCO) puts a take profit above the price and a stop below it on shares you already hold: when one sells, the other is cancelled, so you never sell twice. One-triggers-other (OTO) buys at an entry price and, once that fills, places its one exit. A bracket does both: an entry, then a stop and a take profit that cancel each other. All are in the Advanced orders panel.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // Not "why do most options expire worthless?", which the options course answers (it was told how to
    // close a position).
    asks: /\bclose (?:an? |my |the |this )?(?:options?|calls?|puts?|contracts?)\b|^(?!\s*why\b).*\b(?:options?|calls?|puts?)\b.*\bexpire[sd]? worthless\b|\bmy (?:options?|calls?|puts?|contracts?)\b.*\bexpir/,
    help: {
      id: 'options-expiry',
      text: 'To get out of an option before it expires, choose Close on the position, listed under the chain: it sells what you bought at the chain’s bid, or buys back what you sold at its ask.\n\nOtherwise the option stops trading at the close (4:00 p.m. New York) of its expiration day and is settled in cash at its intrinsic value against the stock’s price then: a call is worth what the price is above the strike, a put what it is below, for each of a contract’s 100 shares. An option that is out of the money expires worthless: it settles at $0, and a buyer loses the premium paid, never more. A seller pays the intrinsic value: a put from the cash it held back, and a covered call by selling its shares (assignment).',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "Do I get dividends in the simulator?" found nothing: the Simulator pays them and applies splits
    // (src/core/trading/corporate-actions.ts), as a broker does.
    asks: /\bdividends?\b.*\b(?:simulator|paper|thinkstreet|my (?:shares|positions?|portfolio|account|stocks?))\b|\b(?:do|does|will|can|would) (?:i|you|the simulator|my (?:shares|stocks?|positions?))\b.*\b(?:get|receive|earn|pay)\b.*\bdividends?\b|\b(?:where|how) (?:do|can|will) i see (?:my )?dividends?\b|\bhow (?:does|do|will) (?:an? )?(?:stock )?splits? affect my\b|\bsplits?\b.*\bmy (?:shares|positions?|stocks?)\b|\bsplits?\b.*\b(?:in the simulator|in thinkstreet)\b|\bwhy did i (?:get|receive) (?:a |my |some )?dividends?\b/,
    help: {
      id: 'corporate-actions',
      text: 'The Simulator pays dividends and applies stock splits to your positions, as a broker does. A share that pays a dividend pays it each quarter: hold it from before its ex-date and the cash, so much per share, is added to your cash on the pay date; a short position is charged the dividend instead. A split multiplies your shares and divides their price, keeping what you paid in total, and any fraction of a share left over is paid in cash; your open orders on that symbol follow it. Details on a position lists the dividends it received and its splits, and the Performance panel shows your total from dividends.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "What is after-hours trading?" quoted 1929's late ticker tape.
    asks: /\b(?:after[- ]hours|pre[- ]?market|extended[- ]hours)(?: trading| sessions?)?\b/,
    help: {
      id: 'extended-hours',
      text: 'Real exchanges also trade before and after the regular session of 9:30 a.m. to 4:00 p.m. Eastern time: at many brokers from 4:00 a.m. and until 8:00 p.m. Fewer buyers and sellers are about then, so spreads are wider and prices can jump on news, such as earnings reported after the close. The Simulator does not trade in those sessions: an order placed outside the regular session waits for it, at the prices of the last close.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bmarket(?:s)? (?:is |are )?(?:closed|shut|open|hours)\b|\bcan (?:i|we|you) trade (?:now|right now|today)\b|\bwhat happens (?:at|on|over) (?:the )?weekends?\b|\b(?:can|do) (?:i|you) trade (?:at|on|over) (?:the )?weekends?\b|\b(?:trading|opening) hours\b|\bwhen (?:is|does|do) the markets? (?:open|close)\b|\b(?:weekends?|after hours|overnight|holidays?|at night)\b.*\b(?:order|trade|buy|sell)\b|\b(?:order|trade|buy|sell)\b.*\b(?:weekends?|after hours|overnight|holidays?|at night)\b/,
    help: {
      id: 'market-hours',
      text: `The Simulator follows the New York market: the regular session runs 9:30 a.m. to 4:00 p.m. Eastern time on weekdays, and the market is shut at weekends and on exchange holidays. You can still place an order while it is closed: the order ticket warns you, and the prices you trade at are those of the last close. A limit or stop order waits until the price reaches yours; a Day order expires ${DAY_ORDER_HOURS} hours after it is placed, filled or not, and a GTC order keeps working until it fills or you cancel it.`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\btime in force\b|\bgtc\b|\bgood (?:till|til|until) cancell?ed\b|\bday orders?\b|\bioc\b|\bfok\b|\bimmediate or cancel\b|\bfill or kill\b/,
    help: {
      id: 'time-in-force',
      text: `The order ticket’s Time in force says how long an order keeps working when it cannot fill at once:\n\n${TIME_IN_FORCE_LIST}`,
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    // "How do I show my name on the leaderboard?", "why am I Trader 1234?": one name for every board.
    asks: /\bnames?\b.*\b(?:leaderboards?|rankings?|competitions?|boards?)\b|\b(?:leaderboards?|rankings?)\b.*\bnames?\b|\btrader \d+\b|\banonymous\b/,
    help: {
      id: 'leaderboard-name',
      text: 'On every leaderboard, others see you under an anonymous handle such as “Trader 6479” until you choose to show a name. Signed in, type the name under the Simulator’s leaderboard (or in a competition’s “Your name here” panel) and choose Show my name; “Go back to an anonymous name” undoes it. One name serves every board: the Simulator’s, the crisis games’, the leagues’ and each competition’s.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\bcompetitions?\b|\bcontests?\b|\bhow (?:is|are) (?:the )?winners? (?:decided|chosen|picked|ranked|worked out)\b|\b(?:play|compete|trade|race) (?:with|against) (?:my )?(?:friends?|classmates?|(?:my )?class|others|other people)\b|\binvite (?:a |my )?(?:friends?|class)\b|\binvite codes?\b|\bjoin (?:a |the )?(?:game|class)\b.*\bcode\b/,
    help: {
      id: 'competitions',
      text: 'Competitions are trading games among friends or a class, for signed-in learners. On the Competitions page you can create one (name, dates, starting cash, private or public, and which order types, shorting and options are allowed), join one by typing the 8-letter invite code its organiser shares (case and dashes do not matter), or join a public one with one click. Each player gets a separate portfolio with the same cash and rules, trades it in the Simulator (“Trade in this competition”), and is ranked by return, Sharpe ratio or return above the S&P 500.',
      screen: { title: 'Competitions', url: '/competitions' },
    },
  },
  {
    asks: /\bscor(?:e|es|ed|ing)\b.*\bgames?\b|\bgames?\b.*\bscor(?:e|es|ed|ing)\b|\bwin (?:a |the )?(?:crisis )?games?\b/,
    help: {
      id: 'game-score',
      text: `${SCORE_EXPLANATION} The server replays every decision you made with the same engine your browser runs, so a score on a game’s leaderboard is the one those decisions earned, and the board keeps your best. The end screen also shows the decisions that helped or hurt most.`,
      screen: { title: 'Games', url: '/games' },
    },
  },
  {
    asks: /\bglossary\b|\bdictionary\b|\bkey terms\b/,
    help: {
      id: 'glossary',
      text: 'The glossary lives in the lessons rather than on a page of its own: a term underlined in a lesson’s text shows its definition when you hover over it or tap it, and each page lists its key terms below the text. You can also ask me any term, such as “what is a margin call?”.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    asks: /\bleagues?\b/,
    help: {
      id: 'leagues',
      text: `Each week, from Monday 00:00 UTC to the end of Sunday, signed-up learners are grouped into leagues of up to ${LEAGUE_SIZE} and ranked by the XP they earn that week. When the week ends, the top ${PROMOTED} move up a tier and the bottom ${DEMOTED} move down: ${TIERS.length} tiers from ${TIERS[0]} to ${TIERS[TIERS.length - 1]}. There is nothing to join: a signed-up learner who earns XP in a week is placed in a league the next Monday, starting in ${TIERS[0]}.`,
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    asks: /\bleaderboards?\b|\brankings?\b|^(?=.*\b(?:my|i|me)\b).*\b(?:compare|comparison|against|versus|vs\.?)\b.*\b(?:s ?& ?p|the index|the market)\b/,
    help: {
      id: 'leaderboard',
      text: 'The Simulator’s leaderboard ranks paper-trading accounts over a day, a week, a month or all time, by return, by Sharpe ratio (return for the risk taken) or by return above the S&P 500. Each crisis game has its own board of best results.',
      screen: { title: 'Simulator', url: '/trade' },
    },
  },
  {
    asks: /\b3d\b|\bthree-?d\b/,
    help: {
      id: 'street-3d',
      text: '3D Wall Street (Watch it on 3D Wall Street, in a crisis game) plays the same game on a street: a building for each holding, as tall as its price, the exchange at the end with its ticker, a crowd that grows and runs as panic rises, and weather from sun to storm. Where a device has no 3D graphics, or while the 3D view loads, the street is drawn flat and plays the same.',
      screen: { title: 'Games', url: '/games' },
    },
  },
  {
    asks: /\b(crisis )?games?\b|\bcrisis simulat(?:ions?|ors?)\b/,
    help: {
      id: 'games',
      text: 'Five crisis games replay real market history: 1929, 1987, 2000, 2008 and 2020. You start with $100,000 in cash, an index fund, three stocks and bonds; the calendar moves on one step at a time while the news of the day arrives, and you buy, sell, rebalance or hold. At the end you see how your choices did against the market.',
      screen: { title: 'Games', url: '/games' },
    },
  },
  {
    // "How does spaced repetition work?" found nothing: how the Learning Path's reviews are timed
    // (core/learning-path/review.ts).
    asks: /\bspaced (?:repetition|reviews?|practice)\b|^\s*what (?:are|is) (?:my |the )?reviews?[\s?.!]*$|\bhow (?:are|is|do|does) (?:my |the )?reviews? (?:work|scheduled|timed|chosen)\b|\bwhen (?:are|is) (?:my |a )?reviews? due\b|\bflash ?cards?\b/,
    help: {
      id: 'spaced-review',
      text: 'Reviews on your Learning Path use spaced repetition. Every quiz question you answer, and every glossary term you meet in a lesson, becomes a card. Each card comes back when it is due: a right answer sends it further into the future each time, a wrong one brings it back soon. The timing comes from FSRS, an open-source scheduling method, and finishing a review session refills your hearts.',
      screen: { title: 'Learning Path', url: '/learning-path' },
    },
  },
  {
    // "What did the Fed's review of SVB find?" asks of a report a lesson tells (it gave the learning path).
    asks: /\blearning path\b|\breviews?\b(?! of\b)|\breview sessions?\b/,
    help: {
      id: 'learning-path',
      text: 'Your learning path is built from your answers when you joined, your placement check, what you have finished and how your quizzes went, and it changes as you learn. Every quiz question you answer becomes a review card; the path brings cards back when they are due, and finishing a review session refills your hearts.',
      screen: { title: 'Learning Path', url: '/learning-path' },
    },
  },
  {
    // "Why is my lesson not marked complete?" found nothing and offered Weimar's hyperinflation.
    asks: /\b(?:lessons?|courses?|stor(?:y|ies))\b.*\bnot (?:marked |showing |shown )?(?:as )?(?:complete|completed|done|finished)\b|\bhow do i (?:finish|complete) (?:a |the |this |my )?(?:lesson|course|story)\b|\bmark(?:ed)? (?:it |a lesson |the lesson )?(?:as )?(?:complete|completed|done)\b/,
    help: {
      id: 'lesson-finish',
      text: 'A lesson counts as finished when you reach its last page and press Finish lesson (Finish course in the Options course): that saves it as completed, with its XP, and its card in Courses then offers Read again. Pages read without Finish are kept, so its card shows In progress and Continue opens it where you stopped, but it is not completed yet. As a guest, all of it stays in this browser.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "What happens when I finish a lesson?" found nothing and offered the flash crash.
    asks: /\bwhat happens (?:when|after|if|once) (?:i|you) (?:finish|complete|end|get to the end of)(?: a| the| my| this)? (?:lesson|course|stor(?:y|ies))\b|\bwhat (?:do|will) i get (?:for|when i|after|from) (?:finishing|completing|i finish|i complete)(?: a| the)? (?:lesson|course|story)\b/,
    help: {
      id: 'lesson-complete',
      text: 'When you finish a lesson, its completion screen shows the XP you earned and how you earned it, your streak, level, quiz accuracy and time studied, the concepts you learned and any achievement you unlocked, with a link to your next lesson. A new level is announced there too. As a guest, it is all kept on this device.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "How do quizzes work?", "where are the quizzes?" found nothing, or offered the nearest lesson.
    asks: new RegExp(
      `${/\bhow (?:do|does|are|is) (?:the |a )?(?:lesson )?quiz(?:zes)? (?:work|scored|marked|graded)\b|\bwhere (?:are|is|do i find|can i find) (?:the |a |my )?quiz(?:zes)?\b|\bhow (?:do|can) i (?:take|start|do|find|get to) (?:a |the )?quiz(?:zes)?\b/.source}|${QUIZ_ASKED.source}`,
    ),
    help: {
      id: 'quizzes',
      text: 'Every lesson has a quiz near its end, on what its story told: pick an answer and its explanation follows. A wrong answer costs a heart, and a quiz with every answer right earns extra XP. Each question you answer becomes a review card, which your Learning Path’s Start a review brings back when it is due. To take a quiz, open a lesson in Courses.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "How do I turn off the tour?" found nothing (TourHost: Skip Tour, Don’t show tours again).
    asks: /\btours?\b.*\b(?:off|stop|skip|disable|hide|again|back|replay|restart)\b|\b(?:turn off|stop|skip|disable|hide|replay|restart) (?:the |a |these |all )?(?:guided )?tours?\b/,
    help: {
      id: 'tours',
      text: 'The first time you open a part of the app, a short guided tour points out what is there. Skip Tour ends the one on screen, and Don’t show tours again, under it, turns them all off in this browser. To see a page’s tour again, say "show me the tour" to me with Navigation mode on.',
      screen: { title: 'Dashboard', url: '/dashboard' },
    },
  },
  {
    // "How do I start a lesson?" found no lesson that tells it, and offered the nearest one.
    asks: /\bhow (?:do|can|should|would) i (?:start|begin|open|take|do|find|choose|pick|get to)(?: (?:a|the|my|my first|my next|another|a new))? (?:lessons?|courses?|stor(?:y|ies))\b|\bwhere (?:do|can) i (?:start|begin|find)(?: (?:a|the|my))? (?:lessons?|courses?|stor(?:y|ies))\b|\bwhich (?:lesson|course) (?:should i|do i) (?:start|begin|take)(?: with)?\b|\b(?:best|good|right|easiest|first) (?:crisis )?(?:lessons?|courses?|stor(?:y|ies)) (?:for (?:a )?(?:beginners?|newcomers?|new learners?|me|starting)|to (?:start|begin))\b/,
    help: {
      id: 'lessons',
      text: 'Courses lists every lesson, from Stock Market Basics to the GameStop squeeze, with its level and the XP it pays. Press Start on a lesson to open it: each is an illustrated story with decisions to make and a quiz, and Next (or the → key, or a swipe) turns its pages. Not sure which to take? Your learning path on the Dashboard suggests the next one.',
      screen: { title: 'Courses', url: '/library' },
    },
  },
  {
    // "Does my portfolio carry over when I sign up?" was told what an account keeps, as if it did.
    asks: /\b(?:lose|keep|save|carry|transfer|move|bring|happens? to)\b.*\bprogress\b|\b(?:portfolio|xp|lessons?|achievements?)\b.*\b(?:carr(?:y|ies|ied)|transfer(?:s|red)?|move[ds]?|kept|come with)\b.*\b(?:sign(?:ing)? ?up|account|register)\b|\bguest (?:progress|data|account|mode)\b.*\b(?:sign|account|register|keep|lose|save|happens?)\b|\bguest (?:progress|data)\b/,
    help: {
      id: 'guest-carry',
      text: 'Nothing you learned as a guest is lost when you sign up on the same device: the lessons you finished and the quizzes you took (each at its best score), the crisis games you finished and your review cards go into the new account, scored there as any learner’s activity. Signing in to an account you already have offers the same, and you choose. The guest’s paper portfolio is not carried: it stays in this browser, and the account starts its own with $100,000.',
      screen: { title: 'Sign up', url: '/signup' },
    },
  },
  {
    // "Can I use this on my phone?" found nothing and offered the Bitcoin lesson.
    asks: /\b(?:phone|mobile|laptop|tablet|ipad|computer|desktop|pc|devices?)\b.*\b(?:and|or|both|other|another|sync|switch|across|same)\b.*\b(?:phone|mobile|laptop|tablet|ipad|computer|desktop|pc|devices?)\b|\b(?:other|another|second|multiple|several|all my) devices?\b|\bsync\b|\b(?:use|open|run|learn|play|trade|work)\b.*\b(?:on|with|from) (?:my |a )?(?:phone|mobile|iphone|android|tablet|ipad)\b/,
    help: {
      id: 'devices',
      text: 'ThinkStreet works in any modern browser, on a phone, a tablet or a laptop, with nothing to install. Signed in, your progress, portfolio and achievements are kept on our server, so they are the same on every device you sign in on. A guest’s progress stays in the one browser it was made in.',
      screen: { title: 'Sign up', url: '/signup' },
    },
  },
  {
    asks: /\bgoogle\b/,
    help: {
      id: 'google',
      text: 'Where this ThinkStreet is set up for it, the sign-in and sign-up pages show Continue with Google: choose it and confirm in Google’s window, and your account uses your Google address and name, with no ThinkStreet password. Where the button is missing, sign up with your e-mail and a password instead.',
      screen: { title: 'Sign in', url: '/login' },
    },
  },
  {
    asks: SIGN_IN_TROUBLE,
    help: {
      id: 'sign-in-trouble',
      text: `If your password is not accepted, choose "Forgot password?" on the sign-in page for a reset link. After a few wrong passwords from one address, each new try there waits a little longer, and "Too many attempts" asks you to wait a few minutes; your right password from another address still works. You are signed out when your session runs out (sign in again), when your password is changed or reset (every earlier session ends) and when you choose Log out. If an administrator has disabled your account, write to ${CONTACT_EMAIL}.`,
      screen: { title: 'Sign in', url: '/login' },
    },
  },
  {
    asks: /\bsign ?up\b|\bcreate an account\b|\bregister\b|\b(?:need|want|have|make|get|why) (?:an? )?account\b|\bwhy (?:should|would) i (?:sign ?up|register|make an account)\b|\bbenefits? of (?:an? )?account\b/,
    help: {
      id: 'sign-up',
      text: 'The sign-up page asks for your name, your e-mail and a password. An account keeps your progress, portfolio and achievements on our server, so they follow you to any device, and lets you join the weekly leagues.',
      screen: { title: 'Sign up', url: '/signup' },
    },
  },
  {
    // "My progress disappeared", "where did my progress go?" said only where progress is shown.
    asks: /\bprogress\b.*\b(?:go|went|gone|disappear\w*|vanish\w*|lost|missing|reset|wiped|deleted)\b|\b(?:lost|where did) (?:all )?my progress\b|\b(?:xp|lessons?|achievements?)\b.*\b(?:disappear\w*|vanish\w*|gone|missing|wiped)\b/,
    help: {
      id: 'progress-gone',
      text: 'Your progress is kept in one place. With an account it is on our server, and comes back whenever you sign in, on any device: if you see none, check that you are signed in with that account and not in guest mode. As a guest it is only in this browser, so another browser, a private window, clearing this site’s data or leaving guest mode starts afresh, and we cannot bring it back from our side. An account keeps it safe, and a guest’s progress comes with you when you make one.',
      screen: { title: 'Sign up', url: '/signup' },
    },
  },
  {
    // "Is my data saved?" found nothing: where progress is kept is the guest's answer.
    asks: /\bguests?\b|\bwithout (an )?account\b|\b(?:is|are|will|does) (?:all )?my (?:data|progress|work) (?:be )?(?:saved|kept|stored|lost|safe)\b|\bwhere (?:is|are) my (?:data|progress|work) (?:saved|kept|stored)\b|\b(?:will|do|would|can) i lose (?:all )?my (?:data|progress|work)\b|\bhow (?:do|can) i save my (?:data|progress|work)\b/,
    help: {
      id: 'guest',
      text: 'As a guest you can use everything, and your progress stays in this browser only: another browser, or leaving guest mode, starts afresh. An account keeps your progress, portfolio and achievements on our server.',
      screen: { title: 'Sign up', url: '/signup' },
    },
  },
];

/**
 * Words of the app a learner may mistype ("leaderbord", "achievment", "slipage"): read as meant, one
 * edit away (they found nothing, as no lesson uses them to correct them by).
 */
const APP_WORDS = [
  'leaderboard',
  'achievement',
  'achievements',
  'simulator',
  'slippage',
  'watchlist',
  'dashboard',
  'certificate',
  'competition',
  'competitions',
];

const spelledForApp = (m: string) =>
  m.replace(/\p{L}+/gu, (w) =>
    w.length < 6 || APP_WORDS.includes(w) ? w : (APP_WORDS.find((a) => withinOneEdit(w, a)) ?? w),
  );

/** The help a question about the app asks for, if it is one ("what are hearts?"), else undefined. */
export function appHelpFor(message: string): AppHelp | undefined {
  const m = spelledForApp(message.toLowerCase().trim()).replace(/^(\s*)hw\b/, '$1how');
  if (
    !HOW.test(m) &&
    !m.includes('?') &&
    !GREETING.test(m) &&
    !PASSWORD.test(m) &&
    !SIGN_IN_TROUBLE.test(m) &&
    !TROUBLE_TOLD.test(m) &&
    !PROGRESS_TOLD.test(m) &&
    !ACTION_ASKED.test(m) &&
    !BROKEN_TOLD.test(m) &&
    !QUIZ_ASKED.test(m)
  )
    return undefined;
  return (
    achievementAsked(m) ??
    gameAsked(m) ??
    fundAsked(m) ??
    priceMoveAsked(m, message) ??
    ENTRIES.find((e) => e.asks.test(m))?.help
  );
}

/** "Why is … down?", "why did … jump?": why a price moved. */
const WHY_MOVED =
  /\bwhy (?:is|are|did|has|have|does|do|was|were)\b.{0,40}\b(?:down|up|fall\w*|fell|drop\w*|ris(?:e|es|ing)|rose|crash\w*|jump\w*|surg\w*|plung\w*|tank\w*|sink\w*|sank|mov(?:e|es|ed|ing))\b/;
const MY_HOLDINGS = /\bmy (?:stocks?|shares?|positions?|holdings?|portfolio)\b/;

/**
 * "Why is AAPL down?", "why is my stock falling?": a Simulator price moved, and no news lies behind it
 * that could be told (they found nothing, or offered the nearest lesson).
 */
function priceMoveAsked(m: string, message: string): AppHelp | undefined {
  // "Why did GME go up in 2021?" asks about history, which a lesson tells.
  if (!WHY_MOVED.test(m) || YEAR.test(m)) return undefined;
  if (!MY_HOLDINGS.test(m) && symbolsNamed(message).length === 0) return undefined;
  return {
    id: 'price-moves',
    text: 'Prices in the Simulator come from ThinkStreet’s simulated market, not from the news: each stock moves with a model of the whole market and with moves of its own, so a rise or a fall there has no story behind it that I could tell you. One thing does move a price for a reason: a stock split, which divides the quote on its ex-date (a reverse split multiplies it) while your shares change to match; Details on a position lists its splits. For why real prices move, ask me what moves share prices, or about a crisis.',
    screen: { title: 'Simulator', url: '/trade' },
  };
}

/**
 * "What is SPY?", "what's GLD": an exchange-traded fund of the Simulator's market, which no lesson
 * names (they found nothing).
 */
/** What a fund follows, where its name does not say. */
const FUND_FOLLOWS: Readonly<Record<string, string>> = {
  QQQ: 'It follows the Nasdaq-100 index: about 100 of the largest companies listed on the Nasdaq, banks and other financial firms left out.',
  EFA: 'It follows the MSCI EAFE index: large and mid-sized companies of developed markets in Europe, Australasia and the Far East.',
  ARKK: 'It follows no index: its managers choose the companies they judge most innovative.',
};

function fundAsked(m: string): AppHelp | undefined {
  const asked =
    /^\s*what(?:'s|’s| is| does) (?:the )?([a-z]{2,5})(?: etf| fund)?(?: track| follow| hold)?\s*[?.!]*$/.exec(
      m,
    )?.[1];
  const fund = asked ? listedFunds.find((f) => f.symbol.toLowerCase() === asked) : undefined;
  if (!fund) return undefined;
  return {
    id: 'fund',
    text: `${fund.symbol} is the ${fund.name}, one of the ${listedFunds.length} exchange-traded funds you can trade in the Simulator, at its simulated prices.${FUND_FOLLOWS[fund.symbol] ? ` ${FUND_FOLLOWS[fund.symbol]}` : ''} An ETF’s shares trade all day like a company’s, and most hold a basket of stocks or bonds that follows an index. Type ${fund.symbol} in the order ticket or the watchlist to see its price and chart.`,
    screen: { title: 'Simulator', url: '/trade' },
  };
}

/**
 * Each crisis game's names, as the classifier knows them (patterns.ts), for matching inside a question:
 * "dot com" also reads "dot-com".
 */
const GAME_NAMES: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(crisisGames).map(([id, g]) => [
    id,
    new RegExp(`\\b(?:${g.names.map((n) => n.split(' ').join('[\\s-]*')).join('|')})\\b`),
  ]),
);

/**
 * "How do I play the 2008 game?", "what happens in the 1929 game?": that game's era, story and goal,
 * where the answer was the five games in general.
 */
function gameAsked(m: string): AppHelp | undefined {
  // "How is my 2008 game scored?" keeps the score's own help.
  if (!/\b(?:game|simulation)\b/.test(m) || /\b(?:scores?|scored|scoring|leaderboards?|rank\w*)\b/.test(m))
    return undefined;
  const named = GAMES.filter((g) => GAME_NAMES.get(g.id)?.test(m));
  const game = named.length === 1 ? named[0] : undefined;
  if (!game) return undefined;
  return {
    id: 'game',
    text: `**${game.title}** (${game.era}): ${game.summary} Your goal: ${game.goal.charAt(0).toLowerCase()}${game.goal.slice(1)} You start with $100,000 in cash, an index fund, three stocks and bonds; the calendar moves on a step at a time while the news of the day arrives, and you buy, sell, rebalance or hold. At the end you see how your choices did against the market, and Play again starts it afresh.`,
    // "On the [2008 Financial Crisis] page", not "the [The …]".
    screen: { title: game.title.replace(/^The /, ''), url: `/games/${game.id}` },
  };
}

/**
 * "How do I get Blue Chip?", "what is the Centurion achievement?": what that one asks. Its name alone
 * ("what is a blue chip?") asks about the term, so the question must also say achievement, badge, or
 * get, earn or unlock.
 */
function achievementAsked(m: string): AppHelp | undefined {
  const found = achievements.find((a) => {
    const name = a.name.toLowerCase();
    return (
      new RegExp(`\\b${name}\\b`).test(m) &&
      (/\b(?:achievements?|badges?)\b/.test(m) ||
        new RegExp(`\\b(?:get|earn|unlock|win)(?: the)? ${name}\\b`).test(m))
    );
  });
  if (!found) return undefined;
  return {
    id: 'achievements',
    text: `**${found.name}** is ${found.rarity === 'epic' ? 'an' : 'a'} ${found.rarity} achievement, worth ${found.points} points: ${found.description} The Dashboard lists all ${achievements.length} with how close you are to each.`,
    screen: { title: 'Dashboard', url: '/dashboard' },
  };
}

/** How the app works, with a link to the screen where it happens. */
export function composeAppAnswer(help: AppHelp): TutorAnswer {
  return {
    topic: 'app',
    citations: [],
    text: `${help.text}\n\nYou will find it on the [${help.screen.title}](${help.screen.url}) page.`,
  };
}

/** Every entry, for the tests. */
export const appHelpEntries: readonly AppHelp[] = ENTRIES.map((e) => e.help);
