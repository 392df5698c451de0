import { getLesson } from '../../content/catalogue';
import { RISK_LIMITS } from '../trading/constants';
import { listed } from '../words';
import { NOT_ADVICE } from './advice';
import { citation, link } from './cite';
import type { TutorAnswer } from './compose';

// Questions whose answer is a line of reasoning that no single passage of our lessons gives, so quoting
// the nearest sentences answered something else: "why do companies split their stock?" got what a split
// is, "is bitcoin money?" a sentence about fund-raising, "how long did the Nasdaq take to recover?" the
// Nasdaq's rise before the peak. Each answer is written in our own words from the facts our lessons
// state (the figures are theirs, checked against the sources the lessons cite) and links those lessons.
// The server answers with them; nothing here is in the browser's entry.

type Explainer = { id: string; asks: RegExp; text: string; lessons: readonly string[] };

/** The Marshall Plan lesson's table of aid received and its main use, row by row. */
const MARSHALL_ROWS = (() => {
  const page = getLesson('marshall-plan-1948')?.pages.find((p) => p.id === 'who-received-what');
  return page?.type === 'interactive' ? page.comparison.rows : [];
})();
const MARSHALL_ALL = MARSHALL_ROWS.find((r) => r.label === 'All recipients');

const SPLIT = /\bsplit(?:s|ting)?\b/;
const BITCOIN = /\b(?:bitcoins?|btc|crypto(?:currenc(?:y|ies)|s)?)\b/;
const NASDAQ =
  /\b(?:nasdaq|dot-?\s?com|internet (?:bubble|crash|stocks?|shares?)|tech(?:nology)? (?:stocks?|shares?|bubble|crash))\b/;
const HOW_FAR =
  /\b(?:how (?:much|far|low|bad|big|long|fast|quickly|many points)|by how much|what (?:percent(?:age)?|%)|when did (?:it|the \w+) (?:bottom|recover|hit (?:the|its) (?:bottom|low))|(?:bottom|low(?:est)? point)\b)/;
const DOW_1987 = /\b(?:black monday|1987)\b/;

/** "How high did rates go", "what were interest rates", "the peak mortgage rate": a rate's level, not why it moved. */
const RATE_LEVEL = String.raw`(?!.*\b(?:why|fall|fell|falls|cut|cuts|drop(?:ped)?|lower(?:ed)?|low|lowest|start)\b)(?=.*\b(?:how high|how much|what (?:were|was)|peak(?:ed)?|highest|top(?:ped)?|max(?:imum)?|reach(?:ed)?|hit)\b)(?=.*\b(?:interest rates?|rates|fed funds|federal funds|prime rate|mortgage rates?)\b)`;
/** Volcker's years: "in 1981", "under Volcker", "in the early 80s". */
const VOLCKER_YEARS =
  /\b(?:19(?:79|8[0-2])|volcker|(?:the )?(?:early )?(?:19|')?80s|stagflation|carter|reagan)\b/;
/** The 2022–23 rises: "in 2023", "under Powell", "after covid". */
const POWELL_YEARS = /\b(?:202[2-4]|powell|covid|pandemic|recent(?:ly)?|lately|latest)\b/;

/** A paragraph, a "- " list and what follows, as the widget's Markdown reads them. */
/** "bubbles", "a bubble" or "stock market bubbles": a bubble asked of in general (bubble-ends). */
const A_BUBBLE = '(?:(?:speculative|asset|market|stock market|financial|price) )?bubbles?';

export const withList = (intro: string, items: readonly string[], ...after: string[]) =>
  [intro, items.map((i) => `- ${i}`).join('\n'), ...after].join('\n\n');

/** What our lessons show about spreading money, for how and why to diversify. */
const DIVERSIFYING: [readonly string[], string] = [
  [
    '**Own many companies, not one.** An index fund holds many companies in one purchase: an S&P 500 fund holds about 500 large US companies.',
    '**Not your employer as well.** Many of Enron’s 20,000 employees kept most of their 401(k) savings in Enron shares; when it went bankrupt in December 2001, many lost their jobs and their savings together.',
    '**More than one country.** The Nikkei 225 closed at its record on 29 December 1989 and did not close above it again until 22 February 2024, more than 34 years later.',
    '**Know what it cannot do.** Spreading money across companies protects you from one failure, not from the whole market falling: from October 2007 to March 2009 the S&P 500 fell about 57%.',
  ],
  `The Simulator’s risk checks practise the habit: a buy that would put more than ${RISK_LIMITS.concentration}% of your portfolio in one symbol is refused.`,
];
const DIVERSIFYING_LESSONS = [
  'stock-market-basics',
  'enron-scandal',
  'japan-bubble-1989',
  'bull-bear-markets',
];

const EXPLAINERS: readonly Explainer[] = [
  {
    id: 'diversify-how',
    // "How do I diversify?" offered the Enron lesson with nothing else, and "what is the best way to
    // diversify?" found no definition: the what is in the glossary, the how across four lessons.
    // "How many stocks should I own?" is the same question (it got the share's definition).
    asks: /\b(?:how (?:do|can|should|would|to) (?:i |we |you |one )?diversify|(?:best|simplest|easiest|quickest|cheapest|safest|right|smartest|good) ways? to diversify|how (?:do|can|should) (?:i|you) spread (?:my|your) (?:money|risk|investments|savings)|how many (?:different )?(?:stocks|shares|companies) (?:should|do|must|would) (?:i|you|we|one) (?:own|hold|have|buy))\b/,
    text: withList(
      `${NOT_ADVICE} What our lessons show about spreading your money so that no one failure can ruin you:`,
      ...DIVERSIFYING,
    ),
    lessons: DIVERSIFYING_LESSONS,
  },
  {
    id: 'diversify-why',
    // "Why is diversification important?" found nothing and offered the Enron lesson.
    asks: /\bwhy (?:is |does |should (?:i |we |you |one )?)?(?:diversif(?:y|ying|ication)|spread(?:ing)? (?:my |your |our )?(?:money|risk|investments))(?: (?:so )?(?:important|matter|work|help|good|a good idea))?\b|\b(?:point|purpose|benefits?|advantages?|importance) of (?:diversif(?:ying|ication)|spreading (?:your |my )?(?:money|risk|investments))\b/,
    text: withList(
      'Diversifying, spreading money over many investments, matters because no one can tell in advance which company, or which country, will fail. What our lessons show:',
      ...DIVERSIFYING,
    ),
    lessons: DIVERSIFYING_LESSONS,
  },
  {
    id: 'quick-money',
    // "Give me a hot stock tip", "how do I make money fast?": advice we do not give, and what history shows.
    asks: /\b(?:hot|stock|share|investment|trading) tips?\b|\bmake (?:some |a lot of |lots of |easy |quick )?(?:money|cash|a fortune) (?:fast|quick(?:ly)?|overnight)\b|\bget rich\b|\b(?:quick|easy|fast) money\b/,
    text: [
      `${NOT_ADVICE} No one can show you a reliable way to make money fast in markets either: a quick gain and a quick loss come from the same risk, and a tip is someone else’s guess.`,
      'Our lessons are full of people who tried: buyers on borrowed money in 1929, day traders in the dot-com bubble, late buyers of GameStop in 2021. What they show lasting over time is slower: investing regularly, spreading money over many companies, keeping costs low and giving it years.',
      'You can try any idea in the [Simulator](/trade) first, with $100,000 of paper money: there a loss teaches you without costing you.',
    ].join('\n\n'),
    lessons: ['bank-runs-1929', 'dotcom-bubble', 'gamestop-squeeze-2021'],
  },
  {
    id: 'start-investing',
    // "How do I start investing?", "how should a beginner invest?": the first question of many learners,
    // which no passage answers (search offered the nearest lesson and nothing else). "Can I invest with
    // $100?" quoted a sentence on lending shares to short sellers.
    asks: /\b(?:how (?:do|can|should|would) (?:i|we|you|a beginner|beginners) (?:start|begin|get started)(?: with)? (?:investing|to invest)|how (?:do|can|should) (?:i|a beginner|beginners) invest(?: my (?:money|savings))?|how to (?:start|begin) investing|(?:where|when) (?:do|should|can) i (?:start|begin) investing|(?:start|begin|get started)(?: with)? investing|how (?:do|can|does|should) (?:i|you|one|people|a beginner) (?:make|earn) money (?:from |by |with |in )?(?:investing|the stock market|stocks|shares))\b(?! in (?:bitcoin|crypto\w*|options|gold|real estate)\b)|\bcan (?:i|you|we) (?:start )?invest(?:ing)? with (?:only |just )?(?:\$\s?\d[\d,]*|\d[\d,]* (?:dollars|bucks)|a little(?: money)?|little money|a small amount)/,
    text: withList(
      `${NOT_ADVICE} What our lessons show, across four centuries of markets, is a few habits that have served ordinary investors better than any starting trick:`,
      [
        '**Know what you own.** A share is a small piece of a business and a bond is a loan. A price that rises only because others expect it to rise is the mark of a bubble.',
        '**Spread your money.** Owning many companies at once, as an index fund does, means no single failure can sink you, and low-cost index funds have beaten most professional stock pickers over time.',
        '**Give it time.** Returns earn returns: at 7% a year, money roughly doubles in ten years. That only works for money you will not need soon.',
        '**Expect falls, and do not borrow to buy.** Drops of 20% or more (bear markets) have come again and again. Buyers who used borrowed money in 1929 were wiped out by a fall they could have waited out.',
      ],
      'Before any real money, you can practise in the [Simulator](/trade) with $100,000 of paper money, and your [learning path](/learning-path) takes you through these ideas one lesson at a time.',
    ),
    lessons: ['stock-market-basics', 'efficient-market-hypothesis', 'bull-bear-markets'],
  },
  {
    id: 'start-bitcoin',
    // "How do I start investing in bitcoin?": left out of start-investing, it quoted a sentence on ICOs.
    asks: /\bhow (?:do|can|should|would) (?:i|we|you|a beginner|beginners) (?:start |begin |get started )?(?:with )?(?:invest(?:ing)?|buy(?:ing)?|get(?:ting)? into|put(?:ting)? money)(?: in| into)? (?:some )?(?:bitcoins?|btc|crypto\w*)\b|\bhow to (?:start )?(?:invest(?:ing)?|buy(?:ing)?)(?: in)? (?:bitcoins?|btc|crypto\w*)\b|\b(?:start|begin|get started)(?: with)? investing in (?:bitcoins?|btc|crypto\w*)\b/,
    text: withList(
      `${NOT_ADVICE} So I will not say whether to buy bitcoin, or how much. What our Bitcoin lesson shows, across its booms and busts:`,
      [
        '**How people hold it.** On an exchange; in a wallet of their own, keeping the private keys themselves in software or on a hardware device; or, since January 2024, through spot bitcoin ETFs, bought like shares in an ordinary brokerage or retirement account.',
        '**An exchange is not a bank.** Mt. Gox halted withdrawals in February 2014 with about 850,000 bitcoins missing, and when FTX failed in November 2022 prosecutors said about $8 billion of customer money was missing. No government insured their customers.',
        '**Expect deep falls.** Bitcoin peaked near $69,000 in November 2021 and fell to about $15,500 after FTX failed, a loss of roughly 78%, and the lesson follows two such crypto winters.',
        '**The habits of any investment hold.** Understand what would make it worth more, or nothing; keep it to a part of your money you could see halve; and do not borrow to buy.',
      ],
    ),
    lessons: ['bitcoin'],
  },
  {
    id: 'day-to-buy',
    // "What's the worst day to buy stocks?": it quoted Amsterdam's exchange and GameStop's options.
    asks: /\b(?:best|worst|right|wrong|ideal|good|bad|cheapest) (?:day|week|month|weekday)s?(?: of the (?:week|month|year))? (?:to|for) (?:buy(?:ing)?|sell(?:ing)?|trad(?:e|ing)|invest(?:ing)?)\b|\bwhich (?:day|month)s? (?:of the (?:week|month|year) )?(?:should i|is (?:best|worst) to|to) (?:buy|sell|trade|invest)\b/,
    text: [
      `${NOT_ADVICE} No day of the week or month has been reliably the worst, or the best, day to buy shares. Researchers have reported calendar patterns, such as the weaker Mondays Kenneth French described in 1980 (the weekend effect), but they were small beside a market’s ordinary swings and tended to fade once they were published: a pattern that everyone can see is soon traded away, which is the efficient-market idea.`,
      withList('What our lessons show matters more than the day:', [
        'Some of the best days in market history came in the middle of the worst bear markets: on 13 October 2008 the S&P 500 rose about 11.6% in a single day, only days after some of its heaviest falls. Investors who sold in fear missed those days.',
        'In the past, staying invested has beaten trying to time the market.',
        'Investing a fixed amount at regular intervals, whatever the market is doing (dollar-cost averaging), removes the need to guess the right moment.',
      ]),
    ].join('\n\n'),
    lessons: ['bull-bear-markets', 'efficient-market-hypothesis'],
  },
  {
    id: 'gambling',
    // "Is the stock market gambling?": no passage weighs the two, so search found nothing and offered a lesson.
    asks: /\b(?:is|are|isn't|aren't)\b.*\b(?:stock ?markets?|stocks?|shares?|investing|investments?|buying (?:stocks?|shares?))\b.*\b(?:gambl\w*|a casino|betting)\b|\b(?:gambl\w*|casinos?)\b.*\b(?:and|or|from|versus|vs\.?)\b.*\b(?:investing|stock ?markets?|stocks)\b/,
    text: withList(
      'Owning shares is not gambling in the way a casino is, though it can be played like one:',
      [
        '**What you own.** A share is a piece of a business. Over the long run share prices have risen mainly because the profits behind them grow, so owners as a group have been paid for waiting. A casino keeps a cut of every bet, so its players as a group must lose.',
        '**Where it turns into a bet.** Buying only because you expect someone to pay more tomorrow, putting everything on one company, borrowing to buy, or buying short-dated options in the hope of a jump: each rests on a price move over days or weeks, which no one predicts reliably. Our lessons are full of it, from margin buyers in 1929 to the GameStop call options of 2021.',
        '**How, not what.** The same shares can be owned either way. Many companies at once, held for years, with money you will not need soon and without borrowing, is owning businesses; a quick, concentrated, borrowed bet on a price is a bet, whatever it is called.',
      ],
    ),
    lessons: ['stock-market-basics', 'efficient-market-hypothesis', 'gamestop-squeeze-2021'],
  },
  {
    id: 'stock-falls',
    // "What happens if my stock goes down?" quoted the equity risk premium and how rates move shares: a
    // beginner asks what a fall means for them, which the glossary and three lessons tell.
    asks: /\bwhat (?:happens|if) (?:if |when )?(?:my |a |the |your |one )?(?:stocks?|shares?|investments?|portfolio) (?:goes? down|falls?|fell|drops?|dropped|loses? value|declines?)\b(?! to (?:zero|nothing|0)\b)|\bdo (?:i|you) lose (?:my |your )?money (?:if|when) (?:a |my |the |your )?(?:stocks?|shares?|price) (?:falls?|drops?|goes down)\b/,
    text: withList(
      'While you still own the shares, a fall in their price is a loss on paper, an unrealized loss: it becomes a realized loss only if you sell. What our lessons show can happen next:',
      [
        '**It may come back, in time.** The S&P 500 fell about 57% from October 2007 to March 2009, and did not close above its 2007 peak until March 2013.',
        '**It may never come back.** Enron’s shares, $90 in August 2000, were below $1 by 28 November 2001, days before the company filed for bankruptcy.',
        '**Your loss has a floor, if you used your own cash.** A shareholder can lose at most what they paid. Borrowing to buy (margin) or selling short can lose more.',
      ],
      'Whether to hold or sell is your call, and no one knows which fall will recover. Owning many companies means one fall cannot sink you. In the [Simulator](/trade) the positions table shows each holding’s Unrealised P&L as prices move.',
    ),
    // Most read first: the market's fall, one company's, the floor; the glossary's unrealized loss last.
    lessons: ['bull-bear-markets', 'enron-scandal', 'stock-market-basics', 'silicon-valley-bank-2023'],
  },
  {
    id: 'stocks-in-recession',
    // "What happens to stocks in a recession?" quoted the Flash Crash, "how do stocks do in a recession?"
    // found nothing: one lesson says how the two go together, three show it.
    asks: /\b(?:stocks?|shares?|(?:the )?stock ?markets?|share prices|stock prices|equities)\b.{0,30}\b(?:in|during|before|after|through) (?:a |an |the )?recessions?\b|\brecessions?\b.{0,30}\b(?:affect|do to|mean for|hit)\b.{0,20}\b(?:stocks?|shares?|(?:the )?stock ?markets?|share prices|stock prices)\b/,
    text: withList(
      'In a recession company profits fall, and share prices usually fall with them, though not in step with the economy. What our lessons show:',
      [
        '**Most recessions come with a bear market.** Most US recessions since the Second World War have come with a bear market or a fall close to one.',
        '**Prices move first.** The recession that followed 2008 ran from December 2007 to June 2009; the S&P 500 had peaked in October 2007 and hit its low in March 2009, about 57% lower, three months before the recession ended.',
        '**They can recover while jobs have not.** In 2020 the S&P 500 fell about 34% in 23 trading days to 23 March, and set a new record on 18 August, four months after US unemployment had jumped to 14.8%.',
        '**Not every fall is a recession.** The Dow lost 22.6% on 19 October 1987; no recession followed, and it regained its August 1987 peak by August 1989.',
      ],
      'No one knows in advance when a recession will start or how far prices will fall before it ends.',
    ),
    lessons: ['bull-bear-markets', 'financial-crisis-2008', 'covid-inflation', 'black-monday-1987'],
  },
  {
    id: 'how-often-falls',
    // "How often do crashes happen?" found nothing and offered the Flash Crash.
    asks: /\bhow (?:often|frequently|regularly) (?:do|does|did|is there|are there|have there been|has there been)? ?(?:a |the )?(?:(?:stock )?market )?(?:crash(?:es)?|bear markets?|corrections?|(?:big |large |major )?(?:falls|drops|declines)|downturns?|sell-?offs?)\b|\bhow (?:often|frequently) (?:does|do|did|has|have) (?:the )?(?:(?:stock ?)?markets?|stocks|shares|s&p(?: 500)?|dow(?: jones)?|nasdaq|index(?: funds?)?) (?:crash(?:ed)?|f[ae]ll(?:en)?|drop(?:ped)?|go(?:ne)? down)\b|\bhow (?:common|rare) (?:are|is) (?:a )?(?:(?:stock )?market )?(?:crash(?:es)?|bear markets?|corrections?)\b/,
    text: withList(
      'Falls come often in share prices, deep ones less often. What our lessons show for US shares:',
      [
        '**Falls of 10% or more.** In the fifty years to 2022 the S&P 500 had one about every two years on average, and most stopped short of 20%.',
        '**Bear markets, falls of 20% or more.** Since 1942 they have lasted about a year on average and cut the S&P 500 by about a third; the bull markets between them lasted about four and a half years on average. Falls of a third come every decade or two.',
        '**A crash in a day.** On 19 October 1987 the Dow fell 22.6%, still its largest one-day fall in percent, almost twice the worst day of the 1929 crash.',
      ],
      'No one can say when the next one will come. Those who earn the market’s long-run return are the ones still invested afterwards.',
    ),
    lessons: ['bull-bear-markets', 'stock-market-basics', 'black-monday-1987'],
  },
  {
    id: 'panic-selling',
    // "Why do people panic sell?" found nothing and offered the Panic of 1873.
    // A year named asks about that panic ("why did people panic in 1907?"): its lesson tells it.
    asks: /^(?!.*\b(?:1[5-9]\d\d|20\d\d)s?\b).*\bwhy (?:do|did|does|would|will) (?:people|investors|traders|everyone|everybody|the public|markets?|we|i|you|someone|savers|depositors) (?:\w+ )?(?:panic[- ]?sell|sell (?:in|out of) (?:a )?(?:panic|fear)|panic)\b|\bwhat (?:is|causes|drives) panic[- ]?selling\b|\bwhy (?:is there|does) panic[- ]?selling\b/,
    text: withList(
      'Selling in a panic means selling because prices are falling fast and others are selling, whatever the thing you own is worth. What our lessons show drives it:',
      [
        '**A loss hurts more than a gain pleases.** Loss aversion, feeling a loss more strongly than a gain of the same size, pushes investors to sell near bottoms.',
        '**Going first can be rational.** A bank cannot pay every depositor on the same day, so without deposit insurance the first to withdraw are the ones paid: between 1930 and 1933 roughly 9,000 American banks suspended operations.',
        '**Some sellers have no choice.** On 28 and 29 October 1929 margin calls forced borrowers to sell; in 1987 funds following portfolio insurance sold index futures as prices fell, pushing them lower still.',
        '**It is often the costliest choice.** After Black Monday, 19 October 1987, prices recovered part of the loss within two days, those who stopped selling that afternoon did better than those who sold, and the Dow regained its August 1987 peak by August 1989.',
      ],
      'Habits set in calm times, such as investing a fixed sum regularly and rebalancing, put a rule where a feeling would be.',
    ),
    lessons: ['bull-bear-markets', 'bank-runs-1929', 'black-monday-1987'],
  },
  {
    id: 'bank-safety',
    // "Is my money safe in a bank?" quoted Fedwire's history; "what happens to my money if my bank
    // fails?" found nothing; "how do I protect my money from a bank failure?" got the risks of shares.
    asks: /\bis (?:my |your |our |the )?(?:money|cash|savings|deposits?) safe (?:in|at|with) (?:a |the |my |your )?banks?\b|\bare (?:banks|bank deposits|my deposits|my savings) safe\b|\b(?:what happens to|(?:will|do|could|can|would) (?:i|you|we) lose) (?:my |your |our )?(?:money|cash|savings|deposits?) (?:if|when) (?:a |the |my |your )?bank (?:fails|failed|collapses|goes (?:bust|under|bankrupt)|closes)\b|\bhow (?:do|can|should|would) (?:i|you|we|one) (?:protect|safeguard|shield) (?:myself|yourself|ourselves|(?:my |your |our )?(?:money|cash|savings|deposits?)) (?:from|against) (?:an? |the )?(?:bank (?:failures?|runs?|collapses?)|(?:my |a |the )?bank (?:failing|collapsing|going (?:bust|under)))\b/,
    text: withList(
      'Money in a bank is safe up to the deposit insurance limit, even if the bank fails; above that limit it is, in effect, a loan to the bank. What our lessons show:',
      [
        '**Insurance has a limit.** In the United States the FDIC insures up to $250,000 per depositor, per insured bank, for each ownership category. It has insured deposits since 1 January 1934; the limit rose to $250,000 in October 2008 and was made permanent in 2010. Other countries set their own limits.',
        '**Above the limit, a failure can freeze your money.** By the end of 2022 close to 90 percent of Silicon Valley Bank’s deposits were above the limit. When it failed in March 2023, its depositors got all their money only because the government chose to go beyond the insurance limit.',
        '**Before insurance, runs took savings with them.** Roughly 9,000 American banks suspended operations between 1930 and 1933, and millions of savers got back only part of their money, years later.',
      ],
      'Keeping what you hold at each bank within the limit, and spreading a larger sum over several banks, keeps all of it insured.',
    ),
    lessons: ['banking-system-explained', 'silicon-valley-bank-2023', 'bank-runs-1929'],
  },
  {
    id: 'investing-risky',
    // "Is investing risky?", a beginner's first worry: risk.ts found sentences with "invest" and a loss
    // word, among them a line of the 2008 story in its present tense ("Lehman … is losing its funding").
    // "How do I protect my portfolio from a crash?" is the same worry: it got the guest's portfolio line.
    // "How do I protect myself?", alone or from a crash, found nothing (after the 2008 crisis, AIG's
    // "protection"); from inflation, a bank run or a fraud, the lessons on those answer.
    asks: /\b(?:scared|afraid|nervous|worried|anxious|frightened) (?:of|about) (?:investing|the stock ?market|stocks|shares|losing (?:my )?money)\b|\b(?:is|are) (?:investing|investing in (?:stocks|shares|the stock ?market)|the stock ?market|stocks|shares|buying (?:stocks|shares)) (?:really |too |very |so )?(?:risky|safe|dangerous)\b|\bhow (?:risky|safe|dangerous) (?:is|are) (?:investing|the stock ?market|stocks|shares)\b|\bcan (?:i|you|we) lose (?:all (?:of )?)?(?:my |your |our )?money (?:by |when |in |on )?(?:investing|stocks|shares|the stock ?market)\b|\bis it (?:safe|risky|dangerous) to invest\b(?! in (?:bitcoin|crypto\w*|options|gold)\b)|\bhow (?:do|can|should|would) (?:i|you|we|one) (?:protect|shield|safeguard|insure) (?:(?:my |your |our |a )?(?:portfolio|money|savings|investments?|stocks|shares)|myself|yourself|ourselves|oneself)\b(?! (?:from|against) (?:(?:high |rising )?inflation|(?:an? |the )?(?:bank|banks|bank runs?|bank failures?|frauds?|scams?|ponzi|madoff)\b))/,
    text: withList(
      'Money in shares can fall a long way and stay down for years: it is not safe the way an insured savings account is. What our lessons show is which of the risks can be made smaller, and which can only be waited out:',
      [
        '**The whole market can fall for years.** The Dow lost about 89% from 1929 to 1932 and did not close above its 1929 peak again until November 1954. From October 2007 to March 2009 the S&P 500 fell about 57%.',
        '**One company can fall to almost nothing.** Enron’s shares, $90 in August 2000, were below $1 by 28 November 2001. Owning many companies at once, as an index fund does, means no single failure can sink you.',
        '**Borrowing turns a fall into ruin.** Buyers on margin in 1929 were forced to sell near the bottom of a fall that others could wait out.',
        '**Time is what is paid for.** Every bear market in US history has so far been followed by a new high, though some took decades, so money needed within a few years is safer out of shares.',
      ],
      'Keeping cash has its own risk: by 2024 prices were about 20% higher than in early 2021, so money that sat still bought less. In the [Simulator](/trade) you can live through a fall with $100,000 of paper money first.',
    ),
    lessons: ['bull-bear-markets', 'bank-runs-1929', 'enron-scandal', 'covid-inflation'],
  },
  {
    id: 'safest-investment',
    // "What is the safest investment?" found no definition, "are bonds safe?" and "is cash safe?"
    // nothing: no investment is safe from every risk, and our lessons show each one's.
    asks: /\b(?:what(?:'s| is| are)|which (?:is|are)) (?:the )?(?:safest|most secure|least risky|lowest[- ]risk) (?:investments?|assets?|places? to (?:put|keep) (?:my )?money|ways? to (?:invest|save))\b|\b(?:is|are) (?:bonds?|government bonds?|treasur(?:y|ies)|cash|savings accounts?|gold) (?:really |completely |totally )?(?:safe|risk[- ]?free|a safe investment|safe investments)\b|\bwhat(?:'s| is| are) (?:a |some )?(?:safe|secure|low[- ]risk) (?:investments?|assets?|places? to (?:put|keep) (?:my )?money)\b|\bis (?:there )?(?:any|an) (?:investment|asset) (?:that is |that's )?(?:safe|risk[- ]?free|without risk)\b|\b(?:risk[- ]?free|no[- ]?risk) investments?\b/,
    text: withList(
      'No investment is safe from every risk: what is safest against one is exposed to another. What our lessons show:',
      [
        '**Cash in an insured bank** cannot fall in price, and in the United States the FDIC insures deposits up to $250,000 per depositor, per insured bank. But inflation eats it: when savings accounts paid about 0.1% and prices then rose 9% in a year, money that sat still bought less.',
        '**Bonds** pay a set interest, but the borrower may not pay: on 17 August 1998 Russia defaulted on its ruble debt. Even the safest bonds lose value when interest rates rise: Silicon Valley Bank’s roughly $15 billion of unrealized losses on its bonds was almost as large as its whole equity.',
        '**Shares** can fall by half and take years to come back: the S&P 500 fell about 57% from October 2007 to March 2009. Over long periods they have also grown far faster than cash, which has only just kept ahead of inflation.',
        '**Gold** is the traditional hedge against inflation, but it can fall while prices go on rising: it peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982.',
      ],
      'Which risk matters most depends on when you need the money: a fall you can wait out is not the same as one that comes the week you must pay a bill.',
    ),
    lessons: [
      'banking-system-explained',
      'covid-inflation',
      'russian-default-1998',
      'silicon-valley-bank-2023',
      'bull-bear-markets',
      'stagflation-1970s',
    ],
  },
  {
    id: 'why-gold',
    // "Why do people buy gold?" found nothing: what gold was, and what it is bought for, over three lessons.
    asks: /\bwhy (?:do|did|would|should|does) (?:people|investors|anyone|everyone|central banks|you|we|i|someone) (?:buy|own|hold|hoard|want|keep|invest in|love) gold\b|\bwhy is gold (?:so )?(?:valuable|worth (?:so much|anything)|precious|special|a safe haven)\b|\bwhat is gold (?:good )?for\b/,
    text: withList(
      'For centuries gold was money itself, and people still buy it to keep their wealth when they trust money less. What our lessons show:',
      [
        '**It was money.** Under the gold standard a currency was a fixed weight of gold, and notes could be exchanged for it: from the 1830s the US dollar was officially worth 1/20.67 of an ounce.',
        '**It is bought when money is feared.** In March 1933, with banks across the country closed, Americans hoarded gold coins, and on 5 April the government ordered them to hand their gold in at $20 an ounce; in January 1934 it raised the price to $35.',
        '**It is held against inflation.** Gold is the traditional hedge against rising prices, but it can fall while inflation goes on: it peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982, while US consumer prices were still rising.',
      ],
      'Gold pays no interest or dividend, so what it is worth rests on what the next buyer will pay for it.',
    ),
    lessons: ['gold-standard', 'stagflation-1970s'],
  },
  {
    id: 'inflation-protect',
    // "How do I protect myself from inflation?" quoted "every price-setter protects itself by raising
    // prices" from the 1970s: what our lessons show savers is spread over four of them.
    asks: /\b(?:protect|shield|guard|hedge|insure|safeguard) (?:myself|yourself|ourselves|me|us|my (?:money|savings|cash|portfolio)|your (?:money|savings|cash|portfolio)|(?:money|savings|cash)) (?:from|against) (?:high |rising )?inflation\b|\b(?:beat|outrun|keep up with|stay ahead of) inflation\b|\bbest (?:hedge|protection) (?:against|from) inflation\b|\bwhat (?:should|can|do) (?:i|you|we) (?:do|buy|invest in|hold) (?:about|during|in|when there is|against) (?:high |rising )?inflation\b/,
    text: withList(`${NOT_ADVICE} What our lessons show about money while prices rise:`, [
      '**Cash loses quietly.** US prices rose 9.1% in the year to June 2022: money in an account paying 0.1% lost about 8% of what it could buy (1.001 ÷ 1.091 ≈ 0.92). What counts is the real return, the gain after inflation.',
      '**Some savings follow inflation.** US Series I savings bonds pay a rate linked to it: those bought from May to October 2022 paid 9.62% a year for their first six months, up to $10,000 a person a year.',
      '**No hedge is sure.** Gold is the traditional one, yet it peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982 while prices went on rising. In 2022 the S&P 500 fell about 19% and US investment-grade bonds about 13%.',
      '**Over decades, shares have outrun it.** Since 1900 US shares have returned about 6–7% a year after inflation, government bonds about 1–2% and cash below 1%, by the figures of Dimson, Marsh and Staunton; single decades were very different.',
      '**In a hyperinflation, money claims lose.** In Germany in 1923 savers, bondholders and pensioners were ruined, while debtors and owners of real assets gained.',
    ]),
    lessons: ['covid-inflation', 'stagflation-1970s', 'stock-market-basics', 'weimar-hyperinflation-1923'],
  },
  {
    id: 'hedge-how',
    // "How can I hedge my portfolio?" found nothing: what hedging is, the glossary says; the ways, and
    // what each costs, are told in the options course and three lessons.
    asks: /\bhow (?:do|can|should|would|could) (?:i |we |you |one )?hedge\b|\bhow to hedge\b|\b(?:best |good |cheap |cheapest |simple |simplest |easy )?ways? (?:to|of) hedg(?:e|ing)\b|\bshould i hedge\b/,
    text: withList(
      `${NOT_ADVICE} Hedging means holding something that gains when your main holding loses, to limit the damage, and it always costs something. The ways our lessons show:`,
      [
        '**A protective put.** Own 100 shares and buy one put on them: until it expires you can always sell at the strike, so your loss has a floor. In the options course, shares bought at $50 with the 47 put bought for $0.90 can lose at most $390.65, however far the stock falls; the put’s price is what the floor costs.',
        '**A stop-loss order.** It sells if the price falls to a level you set, and costs nothing until then; but it becomes a market order when triggered, so in a sudden crash it can be filled far below the stop: in the Flash Crash of 6 May 2010, stops on P&G set at $55 were filled at far lower prices, some in the $40s.',
        '**Many companies, not one.** Owning many at once means no single failure can sink you; it does not protect you from the whole market falling.',
        '**Locking in a rate.** In 1997 a Thai developer with dollar debts could pay a bank a fee, several percent of the loan, to fix the rate at which he would buy dollars a year later. Few firms did; those that did survived the baht’s fall far better.',
      ],
      'You can practise the first two in the [Simulator](/trade): buy a put from a symbol’s option chain, or set a stop-loss in the Advanced orders panel.',
    ),
    lessons: ['options-derivatives', 'flash-crash-2010', 'enron-scandal', 'asian-crisis-1997'],
  },
  {
    id: 'option-price',
    // "How are options priced?" found only glossary entries that say "option" and nothing priced.
    asks: /\bhow (?:are|is) (?:an? )?options?(?: contracts?)? priced\b|\bwhat (?:determines|decides|sets|affects|drives|moves) (?:the |an )?options?(?:'s)? (?:price|premium|value)s?\b|\bwhy (?:are|is) (?:some |an? )?options? (?:so )?(?:expensive|cheap|dear)\b|\bhow (?:is|are) (?:the |an )?options?(?:'s)? (?:price|premium)s? (?:calculated|worked out|set|determined)\b|\bwhat makes an? options? (?:expensive|cheap|dear)\b/,
    text: withList(
      'An option’s price, its premium, is two parts added together:',
      [
        '**Intrinsic value**: what it would be worth used now. For a call, how far the stock is above the strike; for a put, how far below. Only in-the-money options have any.',
        '**Time value**: everything above that, the price of the chance that the option becomes worth more before it expires. It is largest at the money, grows with the time left and with volatility, and falls to zero at expiry.',
      ],
      'Pricing models such as the one Fischer Black and Myron Scholes published in 1973 work the price out from the stock price, the strike, the time left, interest rates and volatility. Every input but volatility can be looked up: the volatility that makes a model give an option’s market price is its implied volatility, and the higher it is, the dearer the option, as buyers of GameStop calls found in January 2021. Theta is what an option loses in a day as time passes.',
      'The calculator in the options course prices a call or a put from those inputs and splits the price into intrinsic and time value.',
    ),
    lessons: ['options-derivatives'],
  },
  {
    id: 'marshall-recipients',
    // "Which countries got Marshall aid?" quoted "Marshall aid filled the gap with goods": the lesson's
    // table of who received what is searched but never quoted (it reads badly as a sentence).
    asks: /\b(?:which|what) countries (?:got|received|were given|took|benefit(?:ed)? from)\b.*\bmarshall\b|\bwho (?:got|received|benefit(?:ed)? from)\b.*\bmarshall (?:aid|plan|money)\b|\bhow much (?:did|money did) (?:britain|the uk|the united kingdom|france|germany|west germany|italy|the netherlands) (?:get|receive)\b.*\bmarshall\b/,
    text: withList(
      'The Marshall Plan’s aid, from April 1948 to June 1952, went to the countries of western Europe that joined its common program; the Soviet Union walked out, and Czechoslovakia and Poland, under Soviet pressure, stayed away. Our lesson’s approximate totals, which differ a little between sources:',
      MARSHALL_ROWS.filter((r) => r !== MARSHALL_ALL).map((r) => `**${r.label}**: ${r.values[0]}`),
      MARSHALL_ALL
        ? `In all, ${MARSHALL_ALL.values[0]}: ${MARSHALL_ALL.values[1]!.charAt(0).toLowerCase()}${MARSHALL_ALL.values[1]!.slice(1)}.`
        : '',
    ),
    lessons: ['marshall-plan-1948'],
  },
  {
    id: 'option-profit',
    // "When does a put make money?" found nothing, and "when does a call make money?" quoted one worked
    // trade's breakeven: when each side gains is the options course's payoff table (page 5).
    asks: /\b(?:when|how) (?:does|do|will|would|can) (?:an? |my |the |your )?(?:bought |long )?(?:options?|calls?|puts?)(?: options?)? (?:make|makes|earn|earns) (?:money|a profit|profits?)\b|\b(?:when|how) (?:does|do|will|would|can) (?:an? |my |the |your )?(?:bought |long )?(?:options?|calls?|puts?)(?: options?)? (?:pay off|profit|become profitable|turn a profit|break even)\b|\bhow (?:do|can|would) (?:i|you|we|one) (?:make money|profit|earn money) (?:with|from|on|by buying) (?:an? )?(?:options?|calls?|puts?)\b/,
    text: withList(
      'A bought option makes money when, by the time you close it, it is worth more than the premium you paid. At expiry that depends only on where the stock ends, against the option’s breakeven:',
      [
        '**A call** gains as the stock rises. At expiry it is worth the stock price minus the strike, so it makes money only above the strike plus the premium: a 50-strike call bought for $2.00 breaks even at $52 and gains $100 a contract for every dollar above that.',
        '**A put** gains as the stock falls. At expiry it is worth the strike minus the stock price, so it makes money only below the strike minus the premium: a 50-strike put bought for $1.50 breaks even at $48.50 and gains $100 a contract for every dollar below that.',
      ],
      'Before expiry, an option can also be sold for more than it cost when the stock moves far and fast enough to outrun time decay, or when implied volatility rises. Either way, the most a buyer can lose is the premium, plus commission. The options course’s payoff table and calculator show the numbers.',
    ),
    lessons: ['options-derivatives'],
  },
  {
    id: 'option-lost-value',
    // "Why did my option lose value?" quoted what intrinsic value is, and "why did my call lose money
    // when the stock went up?" a sentence on inflation and one on GameStop's buyers: the reasons are
    // the options course's Greeks and its common mistakes.
    asks: /\bwhy (?:did|does|do|is|are|has|have|would|could) (?:my |an? |the |your |this )?(?:options?|calls?|puts?|contracts?) (?:lose|lost|losing|fall|fell|drop(?:ped)?|go down|gone down|get cheaper|got cheaper|(?:be |become |became |worth )?(?:less|worthless))\b|\b(?:options?|calls?) (?:lost|lose|losing|fell|down)\b.*\b(?:stock|share|price)s? (?:went|goes|rose|was going|is going) up\b/,
    text: withList(
      'An option can lose value even when you were right about the stock. What the options course names:',
      [
        '**Time passing (theta).** With nothing else changing, a bought option loses a little every day, and its time value melts fastest in the final weeks before expiry.',
        '**Volatility falling (vega).** After an awaited event such as a results announcement, implied volatility often collapses and option prices with it, so buyers can lose even when right about the direction: a volatility crush.',
        '**A move too small or too slow.** A call gains from a rise only by its delta, so a small rise can be outrun by time decay; a far out-of-the-money option needs a large move before expiry to be worth anything, and most expire worthless.',
        '**The spread.** Bought at the ask and valued at the bid, a position starts behind by the spread, which is wide on an illiquid option.',
      ],
      'In the Simulator, the option chain shows each option’s delta, gamma, theta and vega, so you can see what a position is betting on before you buy it.',
    ),
    lessons: ['options-derivatives'],
  },
  {
    id: 'history-lessons',
    // "What can we learn from history?" found nothing and offered Bull and Bear Markets: the lessons
    // that run through our crises, each with a case our lessons tell.
    asks: /\bwhat (?:can|should|do|did|could) (?:we|i|you|investors|people) (?:learn|take away) from (?:(?:financial|market|economic) )?(?:history|the past|(?:all )?(?:these|the|past|financial) (?:crises|crashes|bubbles|stories|lessons))\b|\b(?:lessons?|takeaways?) (?:of|from) (?:(?:financial|market|economic) )?history\b|\bwhat does (?:financial |market )?history teach\b/,
    text: withList('Four centuries of crises repeat a few lessons. What our stories show again and again:', [
      '**Borrowed money turns a fall into ruin.** Margin buyers in 1929, LTCM with about $125 billion of assets on $4.7 billion of capital in 1998, Bear Stearns with about $33 of assets for every $1 of its own in 2008: each fall became fatal because of the debt behind it.',
      '**A price that rests on the next buyer is a bubble.** Tulip promises in 1637, internet shares valued by page views in 2000, Tokyo land in 1989: when buyers stopped coming, prices collapsed.',
      '**A bank lives on confidence.** Runs in 1907 and 1930–33 brought down banks that might have survived; on 9 March 2023 depositors tried to take about $42 billion out of SVB in a day.',
      '**A fixed exchange rate lasts only as long as the reserves behind it.** Britain in 1992, Mexico in 1994, Thailand in 1997, Russia in 1998 and Argentina in 2001–02 each defended a peg until the money ran out.',
      '**Markets have recovered, but not always soon.** The Dow did not close above its 1929 peak until November 1954, and the Nikkei regained its 1989 record only on 22 February 2024.',
      '**Each crisis rewrites the rules.** The Federal Reserve after 1907, deposit insurance in 1933, Sarbanes–Oxley after Enron in 2002 and the Dodd-Frank Act in 2010.',
    ]),
    lessons: ['bank-runs-1929', 'tulip-mania', 'asian-crisis-1997', 'financial-crisis-2008'],
  },
  {
    id: 'rates-next',
    // "What will happen to interest rates?" quoted what a $10,000 loan at 5% costs: no one can say
    // where rates go, but our lessons show what moves them.
    asks: /\bwhat (?:will|is going to) happen to (?:interest )?rates\b|\bwill (?:interest )?rates (?:go (?:up|down)|rise|fall|drop|come down|be cut)\b|\bwill the fed (?:raise|cut|hike|lower)\b|\bwhere (?:are|will) (?:interest )?rates (?:going|go)\b|\b(?:are|is) (?:interest )?rates (?:going to|gonna) (?:go (?:up|down)|rise|fall|drop)\b/,
    text: withList(
      'No one can tell you where interest rates go next, and I will not guess. What our lessons show is what moves them: the Federal Reserve sets its key rate to steer the economy between inflation and recession.',
      [
        '**Up against inflation.** Under Paul Volcker the federal funds rate rose towards 20 percent in 1980–81, at the cost of two recessions; from March 2022 to July 2023 the Fed raised rates 11 times, from near zero to 5.25–5.50%.',
        '**Down in a crisis.** The Fed cut its rate to between 0% and 0.25% on 16 December 2008, and again on Sunday 15 March 2020 as COVID struck.',
      ],
      'Rising rates make borrowing dearer and tend to weigh on share and bond prices; falling rates do the opposite.',
    ),
    lessons: ['federal-reserve-explained', 'stagflation-1970s', 'covid-inflation'],
  },
  {
    id: 'long-run-returns',
    // "What is the average return of the stock market?": the figures are in a table of Stock Market
    // Basics, which search does not quote, so it answered what a share is.
    asks: /\b(?:average|typical|normal|historical|long[- ]run|long[- ]term|annual|yearly)\b.*\breturns?\b.*\b(?:stocks?|shares?|stock ?market|s&p(?: 500)?|equities)\b|\b(?:stocks?|shares?|stock ?market|equities)\b.*\b(?:average|typical|historical|long[- ]run|long[- ]term|annual|yearly) returns?\b|\bhow much (?:do|does|have|has) (?:stocks?|shares?|the (?:stock )?market|the s&p(?: 500)?) (?:return|returned|make|made|grow|grown|earn|earned)\b|\bwhat(?:'s| is) an? (?:good|normal|reasonable|realistic|decent) (?:annual |yearly )?(?:rate of )?return\b|\b(?:average|typical|historical|long[- ]run|long[- ]term|annual|yearly) (?:(?:us|u\.s\.|american) )?(?:stock ?market|stocks?|shares?|equity|s&p(?: 500)?) returns?\b|\b(?:is|are) (?:a |an )?\d+(?:\.\d+)?\s*(?:%|percent)(?: a year| per year| annually| yearly| return| a year return)? (?:return )?(?:realistic|possible|normal|reasonable|achievable|good)\b/,
    text: withList(
      'Our lessons give rough yearly averages since 1900, after inflation, from Elroy Dimson, Paul Marsh and Mike Staunton of London Business School, with Jeremy Siegel’s US figures going back to 1802:',
      [
        '**US shares:** about 6–7% a year, much the same back to 1802. Their worst stretch: the Dow lost about 89% in 1929–32 (price only).',
        '**Shares of other countries:** about 4–5% a year; some markets were wiped out in wars and revolutions.',
        '**Government bonds:** about 1–2% a year; inflation hit them hard in the 1940s and 1970s.',
        '**Cash and bills:** below 1% a year; they rarely fall in price, but inflation erodes them.',
      ],
      'These are averages over more than a century, and single decades were very different. Figures before inflation are higher. The extra that shares have paid over safer assets is the payment for their falls, which economists call the equity risk premium.',
    ),
    lessons: ['stock-market-basics'],
  },
  {
    id: 'emergency-fund',
    // "What is an emergency fund?": no glossary entry, though the COVID lesson's Rosa keeps one.
    asks: /\bemergency (?:funds?|savings|cash|cushion)\b|\brainy[- ]day funds?\b/,
    text: [
      'An emergency fund is money kept aside for the unexpected: losing a job or income, an illness, a repair that cannot wait. It is kept where it is safe and can be reached within days, such as a savings account, not in shares, which may be down just when the money is needed. How much is enough depends on how steady your income is and what you must pay each month, so it is usually counted in months of essential spending.',
      'Our COVID lesson shows what it is for. Rosa, who runs a bakery, keeps a small emergency fund beside her retirement money in a stock index fund. In March 2020 her sales fall by two-thirds and her fund falls with the market, and one choice is to put the emergency cash into stocks too: the lesson notes it would have paid off, since the bottom came days later, but it would have left her business with no cushion in the most uncertain months of her working life. An emergency fund is there for emergencies. The same lesson shows its cost: in 2022, with prices rising about 9% a year and her savings account paying 0.1%, cash sitting still lost buying power.',
    ].join('\n\n'),
    lessons: ['covid-inflation'],
  },
  {
    id: 'time-value-of-money',
    // "What is the time value of money?" quoted the options course's time value, the part of a premium
    // above its intrinsic value, which is another thing: why a dollar now is worth more than one later.
    asks: /\btime value of money\b|\bwhy (?:is|would) (?:a dollar|money|\$1|\$100) (?:today |now )?worth more (?:today |now )?than (?:a dollar |money |\$1 |\$100 )?(?:tomorrow|later|in the future|next year|in a year)\b/,
    text: withList(
      'A dollar today is worth more than a dollar later, because today’s dollar can earn something in the meantime. That is the time value of money. What our lessons show of it:',
      [
        '**Interest is its price.** An interest rate is the yearly price of borrowing: a $10,000 loan at 5% costs $500 a year, and to a saver the same rate is what a deposit earns. At 5%, $10,000 today becomes $10,500 in a year, so $10,500 promised a year from now is worth $10,000 today.',
        '**It compounds.** Returns earn returns of their own: at 7% a year, money doubles in about ten years and grows about seven and a half times in thirty.',
        '**It moves prices.** When interest rates rise, safe bonds pay more and a company’s future profits are worth less today, so share prices tend to fall; when rates fall, they tend to rise.',
      ],
      'An option’s “time value” is another thing: the part of its premium above its intrinsic value, the price of the chance that the option gains before it expires.',
    ),
    lessons: ['federal-reserve-explained', 'stock-market-basics', 'options-derivatives'],
  },
  {
    id: 'credit-score',
    // "What is a credit score?": no glossary entry; the 2008 lesson's subprime loans are its story.
    asks: /\bcredit (?:scores?|scoring|reports?|histor(?:y|ies))\b|\bfico\b/,
    text: [
      'A credit score is a number that sums up a person’s record as a borrower, so that a lender can judge quickly how likely they are to repay. Credit bureaus keep the record and scoring companies turn it into the number, mostly from whether bills and loans were paid on time, how much is owed against the credit available, how long the person has borrowed, and how much new credit they have asked for lately. A higher score usually makes a loan easier to get and cheaper; a low one means a higher interest rate or a refusal. In the United States the best-known score is FICO; other countries have their own systems. Companies and governments are judged in a similar way by credit ratings.',
      'Our 2008 lesson shows what happens when lenders stop caring about it: subprime mortgages went to borrowers with a weak credit record, a low or unverified income or a tiny down payment, at higher rates because default was more likely, and by 2005 and 2006 about one new mortgage in five was subprime. By early 2007, with home prices no longer rising, late payments on the subprime loans made in 2006 were rising faster than on any earlier batch.',
    ].join('\n\n'),
    lessons: ['financial-crisis-2008'],
  },
  {
    id: 'why-split',
    asks: new RegExp(
      `(?:\\bwhy\\b|\\breasons?\\b|\\bpoint of\\b|\\bpurpose\\b|\\bwhat for\\b|\\bbother\\b).*${SPLIT.source}|${SPLIT.source}.*\\bwhy\\b`,
    ),
    text: withList(
      'A stock split changes how a company is sliced, not what it is worth. After a two-for-one split you own twice as many shares at about half the price each; your stake and the company’s total value are unchanged. Companies split anyway, for reasons like these:',
      [
        '**A price people can buy.** After a long rise one share can cost hundreds or thousands of dollars, too much for someone investing small sums. A ten-for-one split turns one $1,000 share into ten $100 shares. Brokers that sell fractions of a share make this matter less than it did.',
        '**Easier trading.** More shares at a lower price can bring more buyers and sellers and a narrower gap between the prices to buy and to sell (liquidity), though studies find the effect small.',
        '**A signal.** Boards usually split after the price has risen and when they expect it to stay high, so investors often read a split as confidence, and prices sometimes rise when one is announced. Whether split shares do better afterwards is disputed.',
        '**Indexes and staff.** A price-weighted index such as the Dow counts a company by its share price, so a very high price can keep it out: Apple split seven-for-one in June 2014 and joined the Dow in March 2015. Lower prices also make share grants to employees easier to size.',
      ],
      'A reverse split (several shares into one) goes the other way, usually for a company whose price has fallen so low that it risks being delisted. GameStop split four-for-one in July 2022. Either way, a split alone is no reason to buy or sell: the business behind the shares is the same.',
    ),
    lessons: ['stock-market-basics', 'gamestop-squeeze-2021'],
  },
  {
    id: 'bitcoin-money',
    asks: new RegExp(
      `${BITCOIN.source}.*\\b(?:money|currency|currencies)\\b|\\b(?:money|currency)\\b.*${BITCOIN.source}`,
    ),
    text: withList(
      'Economists judge money by three jobs it does, and bitcoin does each of them only in part:',
      [
        '**Medium of exchange (paying for things).** Bitcoin can be sent to anyone without a bank, and El Salvador made it legal tender in September 2021. But few shops take it, a payment takes minutes to confirm and its fee rises when the network is busy, and most owners hold their coins rather than spend them.',
        '**Unit of account (pricing things).** Almost nothing is priced in bitcoin. Even where it is accepted, prices are set in dollars or another currency and converted when you pay, because its price moves so much.',
        '**Store of value (keeping buying power for later).** There will never be more than 21 million bitcoins, which is why supporters call it digital gold. But its price swings hard: it peaked near $69,000 in November 2021 and fell to about $15,500 a year later, a loss of roughly 78%. Money you may need next month is hard to keep in something that can halve within months.',
      ],
      'So for some people in some places bitcoin works as money; for most of its owners it behaves like a volatile asset, held in the hope that its price rises. Whether it will become more like money is still argued over. None of this says whether to buy it: that depends on your own situation, and no one can tell you its future price.',
    ),
    lessons: ['bitcoin'],
  },
  {
    id: 'bitcoin-volatile',
    // "Why is bitcoin so volatile?" found nothing, alone or after "what is bitcoin?".
    asks: new RegExp(
      `\\bwhy (?:is|are|does|do)\\b.{0,30}${BITCOIN.source}.{0,30}\\b(?:so )?(?:volatile|unstable|swing\\w*|jump\\w* around|move so much|go up and down)|\\bwhy (?:is|are|does|do)\\b.{0,30}${BITCOIN.source}(?:['’]s)? (?:price )?(?:so )?(?:volatile|unstable)\\b`,
    ),
    text: withList('Because little anchors its price. What our lessons show:', [
      '**It pays nothing.** A share has profits behind it and a bond has interest; bitcoin’s value rests on what others will pay for it and on its use as money or a store of value. When those hopes change, nothing pulls the price back.',
      '**Its supply cannot respond.** Its software caps the total at 21 million coins, so when demand jumps or collapses only the price can move. A fixed supply makes bitcoin scarce, but scarcity alone does not make a price stable.',
      '**Booms on borrowed money, then runs.** The 2017 ICO boom ended in a crypto winter with bitcoin down about 84%; 2022 brought Terra, Celsius and FTX and a fall of about 78%. Between 2010, when a bitcoin was worth less than a cent, and December 2024, when one sold for more than $100,000, it fell by over 70% at least three times.',
      '**Wall Street did not calm it.** Spot bitcoin ETFs, approved in January 2024, brought ordinary brokerage accounts in without taming the volatility.',
    ]),
    lessons: ['bitcoin'],
  },
  {
    id: 'nasdaq-fall',
    // "How much did the Nasdaq fall after the dot-com peak?", "when did it bottom?", "how long to recover?"
    asks: new RegExp(
      `(?=.*${NASDAQ.source})(?=.*${HOW_FAR.source})(?=.*\\b(?:fall|fell|drop|dropped|lose|lost|low|bottom(?:ed)?|decline|crash|recover|recovery|regain|peak|bad)\\b)`,
    ),
    text: [
      'The Nasdaq Composite, the index where most internet shares traded, closed at its peak of 5,048.62 on 10 March 2000. It then fell, with rallies on the way down, for two and a half years, to a close of 1,114.11 on 9 October 2002.',
      'That is a fall of about 78%: 5,048.62 − 1,114.11 = 3,934.51 points, and 3,934.51 ÷ 5,048.62 is about 0.78. $10,000 invested at the top was worth about $2,200 at the bottom. Broad US shares fell about 49% over the same years.',
      'The index did not close above its March 2000 peak again until April 2015, fifteen years later.',
    ].join('\n\n'),
    lessons: ['dotcom-bubble'],
  },
  {
    id: 'crash-1929-causes',
    // "What caused the 1929 crash?": the lesson's takeaways name margin only, as the cause of its depth.
    // "How did the 1929 crash start?" gave the causes of the bank runs that followed it.
    asks: /(?=.*\b(?:what (?:caused|led to|triggered|started)|causes? (?:of|for|behind)|reasons? (?:of|for|behind)|why did|how did\b.*\b(?:start|begin|happen))\b)(?:(?=.*\b1929\b)(?=.*\b(?:crash\w*|collapse\w*)\b)|(?=.*\b(?:wall street|great) crash\b)|(?=.*\bblack (?:tuesday|thursday)\b))/,
    text: withList(
      'Historians still weigh them differently, but these are the causes most of them give for the crash of October 1929:',
      [
        '**Prices far above earnings.** The Dow had roughly quadrupled since 1924, to a record of about 381 on 3 September 1929; Robert Shiller’s cyclically adjusted P/E stood near 32, about twice its long-run average.',
        '**Borrowed money.** Brokers lent buyers most of a share’s price, on rules they set themselves, and loans to buy shares on margin reached about $8.5 billion. When prices fell, margin calls forced borrowers to sell, which pushed prices down further.',
        '**Dearer money.** Worried by speculation, the Federal Reserve raised interest rates in 1928 and 1929; the New York Fed lifted its discount rate to 6% in August 1929.',
        '**A slowing economy.** Industrial production peaked in the summer of 1929, and a recession had begun by August, before the crash.',
        '**A loss of confidence.** Selling took hold in October: Black Thursday (24 October), then falls of about 13% on Monday 28 October and 12% on Tuesday 29 October.',
      ],
      'The crash alone did not make the Great Depression: the bank failures of 1930–33, and the shrinking supply of money and credit that came with them, did most of the damage.',
    ),
    lessons: ['bank-runs-1929'],
  },
  {
    id: 'weimar-scale',
    // "How high did inflation get in Weimar Germany?" quoted a sentence on Germans' later fear of
    // inflation, and "how fast did prices rise…?" "Spending them quickly made prices rise faster still."
    asks: /(?=.*\b(?:weimar|german(?:y|s)?|1923)\b)(?=.*\bhow (?:high|bad|fast|quickly|much|far)\b)(?=.*\b(?:inflation|hyperinflation|prices)\b)/,
    text: [
      'One of the worst inflations on record. Before the First World War a dollar bought 4.2 marks. It bought about 7,400 at the end of 1922, passed 1 million in late July 1923, and reached 4.2 trillion on 20 November 1923.',
      'By October 1923 prices were doubling about every four days: Steve Hanke and Nicholas Krus put the rise in that one month at about 29,500 percent. Many firms paid their workers daily, some twice a day, so that families could shop before prices rose again, and savings held in marks were wiped out.',
    ].join('\n\n'),
    lessons: ['weimar-hyperinflation-1923'],
  },
  {
    id: 'depression-length',
    asks: /\bhow long\b.*\b(?:great depression|depression of the 1930s)\b|\bwhen did the (?:great )?depression (?:end|start|begin)\b/,
    text: [
      'In the United States the worst of it, the contraction, ran from August 1929 to March 1933: output fell by about a quarter, and about a quarter of workers were unemployed in 1933.',
      'Recovery then took the rest of the decade. Output was back near its 1929 level by 1936–37, but a second recession in 1937–38 set it back, and unemployment was still about 15% in 1940; it fell fast only in 1941–42, when spending on rearmament for the Second World War put people back to work. So: three and a half years of collapse, and about ten years of depression in all.',
    ].join('\n\n'),
    lessons: ['bank-runs-1929'],
  },
  {
    id: 'fed-founded',
    // "Why was the Federal Reserve created?" gave its definition and the day the Act was signed: the
    // reason, the Panic of 1907, is told across the Fed's lesson.
    asks: /\bwhy (?:was|did|were) (?:the )?(?:federal reserve|fed)(?: system)? (?:created|founded|set up|established|formed|started|begun|born|needed)\b|\bwhy (?:did|does) (?:the us|the united states|america) (?:create|found|set up|establish|need|have) (?:a |the )?(?:central bank|federal reserve|fed)\b|\bwhy (?:do|does) (?:we|the us|america) (?:have|need) (?:a |the )?(?:fed|federal reserve|central bank)\b/,
    text: withList(
      'Because of the Panic of 1907, which nothing but one private banker could stop. What our lessons show:',
      [
        '**No lender of last resort.** In October 1907 the banks of New York were running out of cash, and there was no central bank to call. The government had no way to lend against good assets on the scale needed; J. P. Morgan pressed the trust companies into a joint fund of about $25 million, and the panic eased. Many drew the lesson that the country could not rely on one elderly private banker next time.',
        '**A currency that could not stretch.** The supply of banknotes could not grow when demand rose at harvest time, so interest rates spiked and panics clustered in the autumn.',
        '**Six years to an answer.** Congress created the National Monetary Commission in 1908; in November 1910 Senator Nelson Aldrich, Paul Warburg and a few other bankers drafted a plan in secret on Jekyll Island, Georgia; President Woodrow Wilson signed the Federal Reserve Act on 23 December 1913.',
      ],
      'Americans distrusted one powerful bank, so the Act made twelve regional Reserve Banks under a Board in Washington. They could issue Federal Reserve notes that grew when business needed more cash, and lend to banks against good loans.',
    ),
    lessons: ['federal-reserve-explained', 'panic-of-1907'],
  },
  {
    id: 'recession-length',
    // "How long do recessions last?" gave the glossary's "lasting more than a few months" and no more.
    asks: /\bhow long (?:do|does|will|would|can|could|should) (?:a |the )?(?:us |american |typical )?recessions? (?:usually |typically |normally )?(?:last|go on|take)\b|\b(?:average|typical|normal|usual) (?:length|duration) of (?:a |the )?recessions?\b|\bhow long (?:is|are) (?:a |the )?(?:typical |average |normal |usual )?recessions?\b/,
    text: withList(
      'It varies a lot. The National Bureau of Economic Research, which dates US recessions, counts 12 from 1948 to 2020, and they lasted about ten months on average:',
      [
        '**The shortest:** February to April 2020, two months, when the pandemic shut much of the economy and record rescues followed.',
        '**The longest since the Second World War:** December 2007 to June 2009, 18 months, after the 2008 financial crisis.',
        '**Far longer before:** the slump after the panic of 1873 lasted 65 months, to March 1879, the longest in the NBER’s records; the Great Depression’s contraction ran 43 months, from August 1929 to March 1933.',
      ],
      'Jobs come back more slowly than output: after the recession of 2007–09, the number of US jobs regained its pre-crisis peak only in 2014.',
    ),
    lessons: ['covid-inflation', 'financial-crisis-2008', 'panic-of-1873', 'bank-runs-1929'],
  },
  {
    id: 'us-left-gold',
    // "When did the US leave the gold standard?" quoted Bretton Woods "until dollars abroad outgrew US
    // gold", which gives no date: the lesson tells two steps, forty years apart. "When did the gold
    // standard end?" keeps the timeline's 15 August 1971 (event.ts).
    asks: /\b(?:when|how) did (?:the us|the united states|america|the usa?|the dollar|roosevelt|nixon|fdr) (?:leave|abandon|quit|drop|end|come off|go off|get off|stop using)\b.*\bgold\b|\bwhen (?:was|did) the dollar (?:taken|come|go) off gold\b/,
    text: withList(
      'In two steps, forty years apart, as our Gold Standard lesson tells it:',
      [
        '**1933–34: gold taken from Americans.** Executive Order 6102, dated 5 April 1933, required Americans to hand in their gold coins, bullion and gold certificates for paper money at $20.67 an ounce. In January 1934 the government raised the price to $35, so the dollar held about 41% less gold. From then on Americans could not hold gold; only foreign governments could still turn dollars into it.',
        '**15 August 1971: the gold window closed.** Under Bretton Woods (1944) the United States promised foreign central banks gold for their dollars at $35 an ounce. On Sunday 15 August 1971 President Nixon suspended that promise, and by 1973 the main currencies were left to float.',
      ],
      'Since then the dollar, like every major currency, is fiat money: backed by no metal, only by trust in its issuer.',
    ),
    lessons: ['gold-standard'],
  },
  {
    id: 'biggest-bubbles',
    // "What was the biggest bubble in history?" found nothing: no lesson ranks bubbles, and each tells
    // its own rise and fall in its own measure.
    asks: /\b(?:biggest|largest|greatest|worst|craziest|most famous|wildest) (?:speculative |financial |market |asset |stock market )?bubbles?(?: (?:in|of) (?:history|all time|the world)| ever)?\s*\??\s*$/,
    text: withList(
      'Our lessons do not rank bubbles by one measure, and prices four centuries apart are hard to compare. The largest they tell, each with the rise and the fall its lesson gives:',
      [
        '**Japan, 1985–90.** The Nikkei 225 closed at 38,915.87 on 29 December 1989, about three times its level four years earlier, with shares at around 60 times earnings; a popular calculation said the Imperial Palace grounds were worth more than all the land in California. By August 1992 the Nikkei was down some 63%, commercial land in the largest cities lost more than 80% by the mid-2000s, and the 1989 high was not seen again for 34 years.',
        '**The dot-com bubble.** The Nasdaq Composite closed at its peak of 5,048.62 on 10 March 2000 and fell about 78%, to 1,114.11 on 9 October 2002.',
        '**The South Sea and Mississippi bubbles, 1720.** South Sea stock rose from about £128 in January to about £1,000 by midsummer and was below £200 by the autumn. In Paris, Mississippi Company shares climbed from 500 livres to about 10,000 around the turn of the year before they and the paper money that bought them collapsed.',
        '**Tulip mania, 1636–37.** Rare bulbs were reported to fetch thousands of guilders, when a skilled craftsman earned a few hundred a year. After buyers failed to turn up at a Haarlem sale in the first week of February 1637, prices collapsed within days to a small fraction of the peak; historians find it hurt trust more than the Dutch economy.',
      ],
      'Bitcoin has also risen and then lost most of its price three times; ask "what was the highest price of bitcoin?" for its peaks.',
    ),
    lessons: ['japan-bubble-1989', 'dotcom-bubble', 'south-sea-bubble-1720', 'tulip-mania'],
  },
  {
    id: 'madoff-fraud',
    // "What was the Madoff scandal?" and "how much did Madoff steal?" found nothing: "scandal" drew
    // Enron's lesson, and "steal" is a word no lesson uses.
    asks: /(?=.*\bmadoff(?:'s)?\b)(?=.*\b(?:scandal|fraud|steal|stole|stolen|take|took|lose|lost|losses|how much|scheme|swindle|scam|happen(?:ed)?)\b)/,
    text: withList(
      'The largest Ponzi scheme known: Bernard Madoff, a former Nasdaq chairman, paid his investment clients their “returns” out of other clients’ money for years. The 2008 crash exposed it, when clients asked for billions of dollars back and the money was not there.',
      [
        '**How much:** his statements showed clients about $65 billion, most of it gains that never existed; the court-appointed trustee put the cash clients had lost at about $17.5 billion.',
        '**How it ended:** on 10 December 2008 he told his sons the business was a Ponzi scheme; he was arrested the next day, pleaded guilty in March 2009 and was sentenced to 150 years in prison.',
        '**Who missed it:** the analyst Harry Markopolos had warned the SEC from 2000 on; its inspector general later found that it had received six substantive complaints and never took the basic steps that would have exposed the fraud.',
      ],
    ),
    lessons: ['financial-crisis-2008'],
  },
  {
    id: 'aig-rescue',
    // "Why did AIG need a bailout?" quoted the euro crisis's bailouts of Greece, Ireland and Portugal.
    // "Who rescued AIG?" and "how was AIG rescued?" keep the one sentence that answers them. "How much
    // did AIG get?" found nothing: no lesson says "get".
    asks: /^(?!\s*(?:who|how (?:was|did))\b)(?=.*\baig(?:'s)?\b)(?=.*\b(?:bail\w*|rescue\w*|saved?|why|happen(?:ed)?|fail\w*|collapse\w*|need(?:ed)?|go wrong|went wrong|wrong|problems?|trouble|how much|get|got|receiv\w*|given)\b)/,
    text: withList(
      'AIG, the world’s largest insurer, had sold protection against the very losses the crisis brought, and could not pay when they came.',
      [
        '**The bet:** its Financial Products division, a few hundred people, had written protection on over $500 billion of assets. Most was low-risk cover sold to European banks; the damage came from nearly $80 billion of protection on CDOs full of subprime mortgages.',
        '**The cash it did not have:** when those CDOs fell in value and AIG’s own rating was cut, the contracts required it to post billions in collateral.',
        '**The rescue:** on 16 September 2008, the day after Lehman’s bankruptcy, the Fed rescued AIG with an $85 billion loan in exchange for almost 80% of its shares, fearing that its failure would leave the banks that had bought its protection exposed and spread the panic. Government support eventually reached about $182 billion, repaid with a profit for the Treasury by 2012.',
      ],
    ),
    lessons: ['financial-crisis-2008'],
  },
  {
    id: 'lehman-not-saved',
    // "Why wasn't Lehman saved?" found nothing: the weekend is told across a page, its choices and a note.
    asks: /(?=.*\blehman(?:'s)?\b)(?=.*\b(?:why (?:was(?:n't| not)|did(?:n't| not)|wasn't)|why (?:did|was) (?:the )?(?:government|fed|treasury|paulson|bernanke)\w* (?:let|allow)|why was lehman(?: brothers)? not)\b)(?=.*\b(?:sav\w*|rescu\w*|bail\w*|let|allow\w*|help\w*)\b)/,
    text: withList(
      'No buyer would take Lehman Brothers without a guarantee, no one would give one, and public money for it was ruled out. What our lessons tell of the weekend before it filed for bankruptcy on 15 September 2008:',
      [
        '**No buyer:** Barclays was interested but needed a guarantee of Lehman’s trading until its shareholders could vote, and Britain’s Financial Services Authority would not approve that without the vote. Bank of America agreed to buy Merrill Lynch instead.',
        '**No private rescue:** the big banks discussed a fund to take Lehman’s bad assets, but no deal came of it.',
        '**No public money:** Bernanke later argued the Fed had no legal power to lend to an insolvent firm without enough collateral; critics say a way could have been found.',
      ],
      'Bear Stearns had been sold to JPMorgan with the Fed’s help that March. Whether letting Lehman fail was the mistake, or rescuing Bear was, is still argued.',
    ),
    lessons: ['financial-crisis-2008'],
  },
  {
    id: 'ponzi-person',
    // "Who was Charles Ponzi?" found nothing: only the glossary's Ponzi scheme names him.
    // "How was Ponzi caught?" quoted Madoff's confession to his sons.
    asks: /\bwho (?:was|is) (?:charles |carlo )?ponzi\b|\b(?:charles|carlo) ponzi\b|\b(?:what happened to|how (?:was|did)) ponzi\b(?! schemes?\b)/,
    text: [
      'Charles Ponzi, an Italian immigrant in Boston, gave his name to the fraud. In 1920 he promised investors 50% in 45 days, saying he could profit from international reply coupons, postal vouchers bought cheaply abroad and exchanged for US stamps worth more. No trade in coupons could carry such sums: he paid earlier investors out of newer investors’ money.',
      'The scheme collapsed in August 1920, after the Boston Post questioned it. Ponzi pleaded guilty to mail fraud, went to prison and was later deported to Italy.',
      'The largest Ponzi scheme known was Bernard Madoff’s, exposed in December 2008: his statements showed clients about $65 billion.',
    ].join('\n\n'),
    lessons: ['financial-crisis-2008'],
  },
  {
    id: 'ftx-collapse',
    // "What happened to FTX?" quoted the Bitcoin lesson's opening on the 2008 white paper, and "why did
    // FTX collapse?" listed all four of bitcoin's causes; who went to prison is punished.ts's answer.
    asks: /(?=.*\bftx(?:'s)?\b)(?=.*\b(?:happen(?:ed)?|collapse[ds]?|crash(?:ed)?|fail(?:ed|ure)?|bankrupt(?:cy)?|wrong|why|fall|fell|downfall|implode[ds]?|lose|lost|missing)\b)(?!.*\b(?:jail|prison|punish\w*|convict\w*|sentenc\w*|charged|arrest\w*|token)\b)/,
    text: withList(
      'FTX, one of the world’s largest crypto exchanges, collapsed within a week in November 2022, when its customers found that the money they had left with it was not there.',
      [
        '**The doubt:** on 2 November the news site CoinDesk reported that much of the balance sheet of Alameda Research, FTX’s sister trading firm, was made of FTT, a token FTX itself had created.',
        '**The run:** on 6 November the head of the rival exchange Binance said it would sell its FTT. Customers rushed to withdraw about $6 billion in three days, and FTX stopped processing most withdrawals on 8 November.',
        '**The hole:** FTX had lent customers’ money to Alameda. It filed for bankruptcy on 11 November; prosecutors said about $8 billion of customer money was missing.',
        '**Afterwards:** its founder, Sam Bankman-Fried, was convicted of fraud and sentenced to 25 years in prison. Customers were repaid in cash from 2025, at about 119% of their claims valued at November 2022 prices, so they missed bitcoin’s later rise.',
      ],
      'What it teaches: a crypto exchange is not a bank, and no government insured its customers.',
    ),
    lessons: ['bitcoin'],
  },
  {
    id: 'terra-collapse',
    // "What happened to Terra?", "why did TerraUSD collapse?" and "terra luna crash" found nothing: the
    // lesson says the run "fed on itself", and "terra" alone is a word it never uses.
    asks: /(?=.*\b(?:terra(?:usd)?|luna|ust)\b)(?=.*\b(?:happen(?:ed)?|collapse[ds]?|crash(?:ed)?|fail(?:ed|ure)?|why|wrong|broke|depeg(?:ged)?|lose|lost)\b)/,
    text: withList(
      'TerraUSD was a stablecoin meant to stay worth $1 with no dollars behind it: its price rested on traders being able to swap one TerraUSD for $1 of newly created Luna, its sister token. In May 2022 it broke.',
      [
        '**Money that could leave at once:** a savings product paying about 20% a year on TerraUSD had drawn in about $14 billion.',
        '**A run that fed on itself:** when confidence broke, holders swapped TerraUSD for Luna and sold it. Each swap created more Luna, so its price fell, and a falling Luna made the $1 less believable still.',
        '**The cost:** both tokens collapsed within days, erasing about $40 billion of value. The crypto lenders Celsius and Voyager and the hedge fund Three Arrows Capital failed that summer.',
      ],
    ),
    lessons: ['bitcoin'],
  },
  {
    id: 'tulip-prices',
    // "How much did tulips cost?" and "how expensive were tulips?" found nothing; "what was the price of
    // a tulip?" quoted the story's "Prices have been rising for months".
    asks: /(?=.*\btulips?\b)(?!.*\b(?:mania|bubble|crash\w*|collaps\w*|burst|fall|fell|drop\w*|why|economy|lose|lost|losses|people|investors|buyers)\b)(?:\bhow (?:much|expensive|costly|pricey|dear)\b|\b(?:prices?|costs?|values?) of (?:a |an |one |the )?(?:single )?tulips?\b|\btulips?(?: bulbs?)? (?:prices?|costs?)\b)/,
    text: [
      'Hundreds of guilders for a fine bulb, thousands for the rarest, at a time when a skilled craftsman earned a few hundred guilders a year.',
      'In the 1620s the owner of the famous Semper Augustus reportedly refused offers of thousands of guilders for it; writers of the time reported prices in the thousands, though exact figures are uncertain. In the winter of 1636–37 even cheap “pound-goods”, sold by weight, were quoted at several thousand guilders a batch on paper, and on 5 February 1637 the bulbs of the late Alkmaar innkeeper Wouter Winckel fetched about 90,000 guilders in total at an auction for his orphaned children.',
      'Within days prices collapsed, and most of the winter’s contracts were never paid in full: in 1638 Haarlem let buyers cancel theirs by paying 3.5% of the agreed price.',
    ].join('\n\n'),
    lessons: ['tulip-mania'],
  },
  {
    id: 'tulip-burst',
    asks: /(?=.*\btulips?\b)(?=.*\b(?:why|what (?:caused|made|led to|ended)|causes?|reasons?)\b)(?=.*\b(?:burst|bust|crash|crashed|collapse|collapsed|end|ended|pop|popped|fall|fell|stop|stopped)\b)/,
    text: withList(
      'No one at the time wrote down a single cause, and historians still argue over how big the mania was. These are the reasons they give for the sudden end in February 1637:',
      [
        '**Prices rested on the next buyer.** Most of the winter trade was in promises to pay for bulbs still in the ground, resold in taverns at ever higher prices: the windhandel, “trading in wind”. Once people doubted that someone would pay more, there was no reason to buy.',
        '**Little money behind the deals.** Payment was due only in summer, when the bulbs were lifted, so few buyers had paid anything, and a buyer facing a loss could simply refuse to pay.',
        '**Buyers stopped coming.** In the first days of February 1637 buyers at Haarlem stopped turning up, and within days the paper gains were gone.',
      ],
      'Afterwards Holland’s provincial authorities left the disputed contracts to the towns, and in 1638 Haarlem let buyers cancel theirs by paying 3.5% of the agreed price. Records show few bankruptcies: the crash hurt trust more than the Dutch economy.',
    ),
    lessons: ['tulip-mania'],
  },
  {
    id: 'tulip-bubble-real',
    // "Was tulip mania really a bubble?" quoted one sentence of the legend, and "was tulip mania real?"
    // its few bankruptcies: what historians make of the story, which the lesson tells over two pages.
    asks: /^(?=.*\btulips?\b).*(?:\b(?:really|actually|truly|even|in fact) (?:a )?(?:bubble|mania)\b|\bwas (?:the )?tulip ?mania (?:real|true|a myth|exaggerated|overblown|that bad)\b|\b(?:myths?|legends?) (?:of|about) (?:the )?tulip|\btulip (?:story|mania|bubble) (?:a |just a )?(?:myth|legend)\b)/,
    text: withList(
      'Partly. Tulip prices did rise and collapse in the winter of 1636–37, but historians disagree with the famous version of the story:',
      [
        '**The legend.** A whole nation ruined by flowers, with chimney sweeps trading houses for bulbs, comes largely from moralizing pamphlets printed after the crash and from Charles Mackay’s popular book of 1841.',
        '**High prices for rare bulbs were normal.** Peter Garber (Famous First Bubbles, 2000) argues that high prices for rare new varieties were normal in the flower trade; only the last frantic weeks of trading in cheap bulbs, in January 1637, look like a true bubble.',
        '**Few traders, little ruin.** Anne Goldgar (Tulipmania, 2007) searched the Dutch archives and found relatively few traders, mostly well-off merchants and skilled artisans, and little sign of mass bankruptcy or economic damage.',
      ],
      'What the crash did break was trust: people who had shaken hands on deals refused to honor them, and in 1638 Haarlem let buyers cancel their contracts by paying 3.5% of the agreed price.',
    ),
    lessons: ['tulip-mania'],
  },
  {
    id: 'stock-valuation',
    // "How do I know if a stock is cheap?" quoted Amsterdam's traders buying back "cheaper", "is a stock
    // with a low price cheap?" Japan's cheap money, "how do I know if a stock is overvalued?" nothing,
    // "how do I value a stock?" what a value stock is.
    asks: /\b(?:know|tell|see|decide|judge|check|find out) (?:if|whether|when) (?:a |the |this |that |my |one )?(?:stock|share|company)s? (?:is|are) (?:cheap|expensive|overvalued|undervalued|over-valued|under-valued|overpriced|underpriced|a bargain|good value|worth (?:it|the price|buying))\b|\bwhat makes (?:a |the )?(?:stock|share)s? (?:cheap|expensive|overvalued|undervalued|overpriced|underpriced)\b|\b(?:is|are) (?:a |the )?(?:stock|share)s? (?:with|at) (?:a )?(?:low|small|high|big) (?:share )?prices? (?:cheap|expensive|a bargain|better|worse)\b|\b(?:is|are) (?:a |the )?(?:cheap|low-priced|low priced|penny) (?:stock|share)s? (?:a bargain|better|good value|cheap)\b|\bhow (?:(?:do|can|should|would) (?:i|you|we|one|investors)|to) value (?:a |the |my )?(?:stock|share|compan(?:y|ie))s?\b/,
    text: withList(
      'A share’s price alone says nothing about whether it is cheap: a $10 share can be dearer than a $500 one. What counts is the price against what the company earns and owns, and even then it is a judgement the market may not share. What our lessons show:',
      [
        '**Price against profit.** The price/earnings ratio divides the share price by the profit per share the company earned over a year: a P/E of 20 means paying $20 for every $1 of yearly profit. A company with no profit has no meaningful P/E at all.',
        '**Price against what it owns.** A value stock looks cheap against what the company earns or owns, its book value being what its accounts say it owns less what it owes; a growth stock is priced high for profits expected later, and can fall a long way if the growth disappoints.',
        '**Dear can get dearer, then fall.** In March 2000 Cisco was priced at well over 100 times its earnings; its shares then fell by more than 80%. By December 1999 the whole US market was priced at about 44 times its average inflation-adjusted earnings over the previous decade, Robert Shiller calculated.',
        '**Professionals rarely judge it better than the market.** Over the 15 years to mid-2023, 92% of US large-company funds trailed the S&P 500.',
      ],
    ),
    lessons: ['dotcom-bubble', 'efficient-market-hypothesis'],
  },
  {
    id: 'bubble-signs',
    // "What are the signs of a bubble?" found no definition, "how do I spot a bubble?" and "are we in a
    // bubble now?" nothing: what the bubbles of five lessons had in common, and why it tells no date.
    // So did "how do I know if something is a bubble?".
    // ("What do bubbles have in common?" asks what brings them about: kind-cause.ts.)
    asks: /\b(?:(?:warning )?signs?|signals?|marks?|symptoms?|hallmarks?|red flags?|features|traits) of (?:a |an |the )?(?:(?:stock |housing |property )?(?:market|stock|asset|speculative|financial) )?bubbles?\b|\b(?:how (?:do|can|would|could|to) (?:i |we |you |one |investors )?|ways? to )(?:spot|tell|know|recogni[sz]e|identify|detect|see|find) (?:a |an |if (?:there is |it is |it's |we are |we're )?(?:a |an |in a )?|when (?:there is |it is |it's |we are |we're )?(?:a |an |in a )?)?(?:(?:market|stock|asset|speculative) )?bubble\b|\bare we in a bubble\b|\bis (?:the |this )?(?:stock )?market (?:in )?a bubble\b|\b(?:know|tell|spot|see|decide) (?:if|whether|when) (?:\S+ ){1,3}?(?:is|are) (?:in )?an? (?:(?:market|stock|asset|speculative) )?bubble\b/,
    text: withList(
      'No one can say for sure that a market is in a bubble until it has burst, and I will not guess about today’s. What our lessons show is what the bubbles they tell had in common:',
      [
        '**Prices far above what the thing earns.** In December 1999 the S&P 500 was priced at about 44 times its average inflation-adjusted earnings over the previous decade, Robert Shiller calculated, against roughly 32 in September 1929 and a long-run average in the mid-teens.',
        '**A story that this time is different.** Internet start-ups were judged by visitors and page views instead of profit; in 2006 the story was that house prices never fall nationwide.',
        '**Borrowed money.** Buyers on margin in 1929; in the dot-com years, margin debt at New York Stock Exchange firms rose sharply from late 1999 to early 2000.',
        '**Newcomers and quick gains.** In the winter of 1636–37 weavers, bakers and shopkeepers joined the tulip collectors, and bulbs changed hands in taverns for ever higher prices; in 1999 several hundred US companies went public, and a new issue gained about 70% on its first day on average.',
        '**Buying to sell on.** Buyers expect to resell to someone at a still higher price, so the rise ends when new buyers stop coming, as they did at Haarlem in the first days of February 1637.',
      ],
      'The signs do not tell you when. Alan Greenspan asked in December 1996 whether “irrational exuberance” had pushed prices too high, and the market kept climbing for more than three years.',
    ),
    lessons: ['dotcom-bubble', 'tulip-mania', 'bank-runs-1929', 'financial-crisis-2008', 'bull-bear-markets'],
  },
  {
    id: 'bubble-ends',
    // "How do bubbles end?" found nothing, "when do bubbles burst?" and "what makes a bubble pop?" each
    // quoted one sentence, "why do bubbles burst?" the definition: what set off the end of the five
    // bubbles our lessons tell. How a named one ended is its own lesson's (endings.ts).
    asks: new RegExp(
      [
        `\\b(?:how|why|when) (?:do|does) (?:a |the )?${A_BUBBLE} (?:usually |typically |always |eventually |finally )?(?:end|burst|pop|collapse|break|deflate)\\b`,
        `\\bhow (?:do|does) (?:a |the )?${A_BUBBLE} come to an end\\b`,
        `\\bwhat (?:makes|causes|forces|gets) (?:a |the )?${A_BUBBLE} (?:to )?(?:end|burst|pop|collapse|break)\\b`,
        `\\bwhat (?:ends|bursts|pops|pricks|kills|breaks) (?:a |the )?${A_BUBBLE}\\b`,
        `\\bwhat (?:triggers|sets off|starts|causes) the (?:end|collapse|burst(?:ing)?|popping|bust) of (?:a |the )?${A_BUBBLE}\\b`,
      ].join('|'),
    ),
    text: withList(
      'A bubble ends when buyers stop coming. A price that rests on reselling at a higher one has nothing under it once people doubt that the next buyer will pay more. What set off the end of the bubbles our lessons tell:',
      [
        '**Buyers stop coming.** In the first week of February 1637 no buyers came to a routine sale in Haarlem; within days, tulip bulbs that had fetched fortunes in January found no buyer at any price.',
        '**Money gets dearer.** The Bank of Japan raised its discount rate five times, from 2.5% to 6% between May 1989 and August 1990, and from April 1990 banks’ lending to real estate could grow no faster than their total lending. The Nikkei 225 had closed at its peak, 38,915.87, on 29 December 1989.',
        '**The cash runs out.** Ten days after the Nasdaq’s peak of 10 March 2000, Barron’s estimated that dozens of internet companies would run through their cash within a year at the rate they were spending it, and many did. By 9 October 2002 the Nasdaq was about 78% below its peak.',
        '**Borrowers stop paying.** US home prices peaked in mid-2006, and by early 2007 late payments on subprime loans made in 2006 were rising faster than on any earlier batch.',
        '**A lender fails.** South Sea stock touched about £1,050 around midsummer 1720 and began to slip. In late September the Sword Blade Company, the South Sea Company’s banker, stopped paying, goldsmith bankers who had lent on the shares failed, and by the autumn the stock was below £200.',
      ],
      'A bubble built on borrowed money bursts twice, first in prices and then in the loans those prices backed: Japan’s bubble was financed by bank loans secured on land, and its banks were crippled for a decade.',
    ),
    lessons: [
      'tulip-mania',
      'japan-bubble-1989',
      'dotcom-bubble',
      'financial-crisis-2008',
      'south-sea-bubble-1720',
    ],
  },
  {
    id: 'rate-rises',
    // "What happens when the Fed raises rates?" quoted how the Fed steers its rate and the 2022 rises,
    // "why do interest rates matter?" what a loan at 5% costs: the chain a rise sets off runs across
    // three lessons. ("How do interest rates affect stock prices?" is the relation's: relation.ts.)
    asks: /\bwhat happens (?:when|if|after) (?:the fed|a central bank|the central bank|the federal reserve) (?:raises|hikes|lifts|puts up|increases) (?:interest )?rates\b|\bwhat (?:do|does) (?:a )?(?:rate (?:hikes?|rises?)|higher interest rates) do\b|\bwhy (?:do|does) (?:interest )?rates? matter\b|\bhow (?:do|does) (?:higher |rising )?interest rates? affect (?:the economy|me|us|people|everyone|my life)\b/,
    text: withList(
      'When the Federal Reserve raises its key rate, the rise spreads in a chain:',
      [
        '**Borrowing costs more.** The prime rate moves within a day, then credit lines, credit cards and car loans; mortgage rates and bond yields move on what markets expect the Fed to do next.',
        '**Spending slows, and in time inflation.** Higher rates make borrowing dearer and saving more rewarding, so spending and hiring slow. The effects on inflation take a year or more to show, so the Fed acts on forecasts.',
        '**Prices of shares and bonds tend to fall.** Safe bonds pay more and a company’s future profits are worth less today, so share prices tend to fall; existing bonds lose value, because new ones pay more.',
        '**Whoever borrowed short to hold long bonds is caught.** Silicon Valley Bank’s bonds bought at low rates lost about $15 billion of value after the rises of 2022, close to all of its capital, and its depositors ran in March 2023.',
      ],
      'From March 2022 to July 2023 the Fed raised rates eleven times, by a total of 5.25 percentage points, its fastest tightening since the early 1980s.',
    ),
    lessons: ['federal-reserve-explained', 'stock-market-basics', 'silicon-valley-bank-2023'],
  },
  {
    id: 'why-rate-rises',
    // "Why did the Fed raise rates?" quoted how the Fed steers its rate: the reason, and the two times
    // our lessons tell that it raised them hard for it. "Why did the Fed raise rates in 1979?" is
    // answered from that year's sentences, as before.
    asks: /^(?!.*\b\d{4}s?\b).*\bwhy (?:did|does|do|would|is|was|has|have) (?:the fed(?:eral reserve)?|central banks?|the central bank|powell|volcker)(?: keep)? (?:rais|hik|lift|increas|put(?:ting)? up)\w* (?:interest )?rates\b|\bwhy (?:did|do|were|are) (?:interest )?rates (?:go up|rise|rising|raised|so high|high)\b/,
    text: withList(
      'To bring inflation down. A higher rate makes borrowing cost more, so people and firms borrow and spend less, and in time prices rise more slowly. Our lessons tell two times the Fed raised rates hard for that reason:',
      [
        '**1979–81, under Paul Volcker.** Inflation had run high for a decade and people had come to expect it in every wage deal. From 6 October 1979 the Fed let rates climb until the federal funds rate reached about 20% in 1980–81. Inflation fell from a peak near 15% in 1980 to about 3% in 1983, at the cost of a deep recession: unemployment peaked at 10.8% in late 1982.',
        '**2022–23, under Jerome Powell.** Prices rose 9.1% in the year to June 2022, the fastest since 1981. From March 2022 to July 2023 the Fed raised rates eleven times, by 5.25 percentage points in all, and inflation fell to about 3% by mid-2023 without a recession.',
      ],
      'Rises have costs that fall unevenly: borrowers pay more, and shares and existing bonds tend to lose value. In 2022 US investment-grade bonds lost about 13%, their worst year on record.',
    ),
    lessons: ['federal-reserve-explained', 'stagflation-1970s', 'covid-inflation'],
  },
  {
    id: 'bitcoin-peaks',
    // "What was the highest price of bitcoin?" quoted the pizza coins' worth at December 2024 prices:
    // the peaks the Bitcoin lesson gives, each with its fall, and that it holds no live price.
    asks: /^(?!\s*why\b).*(?:\b(?:highest|peak|top|all[- ]time[- ]high|record (?:high|price))\b.*\bbitcoins?\b|\bbitcoin(?:'s)?\b.*\b(?:highest|peak(?:ed|s)?|all[- ]time[- ]high|record (?:high|price))\b|\bhow high (?:did|has|does|can|could|will) bitcoin\b)/,
    text: withList(
      'Our Bitcoin lesson follows its price to December 2024, and I have no live prices, so a later record would not be in it. The peaks it tells, and what came after each:',
      [
        '**Late 2013: past $1,000.** Mt. Gox failed in February 2014, and bitcoin fell below $200 in January 2015.',
        '**December 2017: nearly $20,000.** Futures began trading that month; a year later bitcoin was near $3,200, down about 84%.',
        '**November 2021: near $69,000.** After FTX failed it touched about $15,500 on 21 November 2022, down roughly 78%.',
        '**December 2024: past $100,000**, in the first year of the spot bitcoin ETFs, which began trading on 11 January 2024.',
      ],
      'Each of the first three peaks was followed by a fall of most of the price, and each was later passed. The lesson shows both halves; neither tells you what comes next.',
    ),
    lessons: ['bitcoin'],
  },
  {
    id: 'bank-failure',
    // "Why do banks fail?" quoted one sentence on First Republic's sale: the ways a bank fails run
    // across five lessons, and no one passage names them together.
    asks: /\b(?:why|how) (?:do|does|can|could|would|might|will) (?:a |the )?banks? (?:fail|collapse|go (?:bust|under|bankrupt|broke))\b|\bwhat (?:makes|causes|made) (?:a |the )?banks? (?:to )?(?:fail|collapse|go (?:bust|under))\b|\bwhy banks (?:fail|collapse)\b|\b(?:causes?|reasons?) (?:of|for) bank (?:failures?|collapses?)\b/,
    text: withList(
      'A bank fails when it cannot pay what it owes, its depositors first. Our lessons show three ways it comes to that, and most failures mix them:',
      [
        '**A run.** A bank lends or invests most of the money left with it, so it can never pay every depositor at once. If enough of them fear it will fail and rush to withdraw, even a sound bank can be closed. Between 1930 and 1933 roughly 9,000 American banks suspended operations; on Thursday 9 March 2023 depositors tried to withdraw about $42 billion from Silicon Valley Bank, about a quarter of its deposits, and it was closed the next day.',
        '**Borrowing short, lending long.** Deposits can leave at any time, while loans and bonds pay a fixed rate for years. When rates rise, old loans earn less than new deposits cost and bonds lose value. That sank the savings and loans of the 1980s (more than 1,000 failed, at a cost to taxpayers of about $124 billion), and it caught SVB in 2023: its long-term bonds had fallen in value, and its news of a loss on selling some set off the run.',
        '**Losses bigger than its capital.** Capital is the cushion between a bank’s losses and what it owes. Lehman Brothers had about $30 of assets for every $1 of equity in late 2007, so a fall of about 3.3% in the value of its assets would wipe its equity out; its bets on property and mortgages ended in bankruptcy on 15 September 2008.',
      ],
      'The defences built since 1933 answer each: deposit insurance (the FDIC’s, from 1 January 1934), so insured depositors have no reason to run; central bank lending, so a sound bank can borrow against its assets instead of selling them at a loss; and capital rules, so a bank can lose more before it fails.',
    ),
    lessons: [
      'banking-system-explained',
      'bank-runs-1929',
      'savings-and-loan-crisis',
      'silicon-valley-bank-2023',
      'financial-crisis-2008',
    ],
  },
  {
    id: 'rates-peak-1980',
    // "How high did interest rates go in 1981?" quoted the Bundesbank raising rates in 1992, and "how
    // high did the Fed raise rates in 1981?" the rises of 2022–23.
    asks: new RegExp(`^${RATE_LEVEL}(?=.*${VOLCKER_YEARS.source})`),
    text: withList(
      'At their highest in modern American history: in 1980–81, when Paul Volcker’s Federal Reserve let rates go as high as it took to break inflation.',
      [
        '**The federal funds rate**, what banks charge each other overnight and the rate the Fed steers, climbed close to 20 percent in 1980–81, after the Fed changed course on 6 October 1979.',
        '**The prime rate**, the rate banks charged their most creditworthy borrowers, reached 21.5% in December 1980.',
        '**Thirty-year mortgage rates** peaked above 18% in 1981; home builders, unable to sell at those rates, posted lengths of two-by-four to the Fed chair in protest.',
        '**Savers** earned around 17 percent in money market funds in 1981, while passbook accounts paid 5.25 percent.',
      ],
      'It worked, at a high price: two recessions, in 1980 and 1981–82, and unemployment of 10.8 percent at the end of 1982; yearly inflation fell from 13.5 percent in 1980 to about 3 percent in 1983.',
    ),
    lessons: ['stagflation-1970s', 'savings-and-loan-crisis'],
  },
  {
    id: 'rates-peak-2023',
    // "How high did interest rates go in 2023?" quoted the near-zero rates SVB bought bonds at.
    asks: new RegExp(`^${RATE_LEVEL}(?=.*${POWELL_YEARS.source})`),
    text: [
      'The Fed’s target range for the federal funds rate went from 0–0.25% in March 2022 to 5.25–5.50% by July 2023: 11 increases in 16 months, its fastest series of rises since the early 1980s, though far below the close to 20 percent of 1980–81.',
      'Other rates followed: the prime rate reached 8.5%, and thirty-year mortgage rates, at a record low of about 2.65% in January 2021, passed 7% in October 2022.',
    ].join('\n\n'),
    lessons: ['covid-inflation', 'federal-reserve-explained', 'stagflation-1970s'],
  },
  {
    id: 'black-monday-fall',
    asks: new RegExp(
      `(?=.*${DOW_1987.source})(?=.*\\b(?:how (?:much|far|many points|bad|big)|by how much|what (?:percent(?:age)?|%))\\b)(?=.*\\b(?:fall|fell|drop|dropped|lose|lost|crash|decline)\\b)`,
    ),
    text: 'On Monday 19 October 1987 the Dow Jones Industrial Average fell 508 points, or 22.6%, to close at 1,738.74: its largest one-day percentage fall ever. The Friday before, it had already fallen 108 points, about 4.6%.',
    lessons: ['black-monday-1987'],
  },
];

/** The written answer to a question no single passage answers, or undefined. */
export function composeExplainerAnswer(message: string): TutorAnswer | undefined {
  // "why \t should  i diversify" is asked as "why should i diversify".
  const m = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  const found = EXPLAINERS.find((e) => e.asks.test(m));
  if (!found) return undefined;
  const cited = found.lessons.map(citation);
  const links = listed(cited.map(link));
  return {
    topic: 'content',
    citations: cited,
    text: `${found.text}\n\nRead more in ${links}.`,
  };
}

/** Every explainer's id, for the tests. */
export const explainerIds: readonly string[] = EXPLAINERS.map((e) => e.id);
