import { catalogueItems } from '../../content/catalogue-index';
import type { GameId } from '../games/types';

// What the assistant can open (spec app-and-learning §2 tabs, §4 AI chat): every tab, every lesson
// and course of the catalogue, the five crisis games, the overlays and two actions. Each pattern
// carries the phrases learners use for it; the classifier (classify.ts) scores a message against them.

export type NavIntent = 'navigate_tab' | 'open_course' | 'open_game' | 'open_modal' | 'action';

export type NavPattern = {
  intent: NavIntent;
  target: string;
  /** A short name for confirmations ("Opening The GameStop Short Squeeze…"). */
  label: string;
  /** Phrases that name the target; each phrase is matched word by word. */
  keywords: readonly string[];
};

export const TAB_TARGETS = [
  'dashboard',
  'library',
  'games',
  'simulator',
  'competitions',
  'profile',
  'admin',
  'ai-onboarding',
  'learning-path',
] as const;
export type TabTarget = (typeof TAB_TARGETS)[number];

const tabs: Record<TabTarget, { label: string; keywords: string[] }> = {
  dashboard: {
    label: 'Dashboard',
    keywords: [
      'dashboard',
      'home',
      'home page',
      'main page',
      'overview',
      'my progress',
      'my xp',
      'start page',
      // The Dashboard lists every achievement with how close you are (app-help.ts).
      'achievements',
      'my achievements',
      'badges',
      // The weekly league table is a Dashboard card (LeagueCard).
      'league',
      'leagues',
      'weekly league',
      'my league',
    ],
  },
  library: {
    label: 'Courses',
    keywords: [
      'library',
      'courses',
      'course list',
      'lessons',
      'all lessons',
      'stories',
      'catalogue',
      'catalog',
    ],
  },
  games: {
    label: 'Games',
    keywords: ['games', 'games hub', 'crisis games', 'simulations', 'crisis simulations', 'crisis simulator'],
  },
  simulator: {
    label: 'Simulator',
    keywords: [
      'simulator',
      'trading',
      'trade',
      'stocks',
      'portfolio',
      'paper trading',
      'trading simulator',
      'financial simulator',
      'stock market simulator',
      'buy shares',
      'my positions',
      'my orders',
      'my trades',
      'trade history',
      // The paper-trading leaderboard is a Simulator panel (trading/Leaderboard.tsx).
      'leaderboard',
      'leaderboards',
      'rankings',
      'ranking',
      'top traders',
    ],
  },
  // Trading games among friends or a class (web/features/competitions).
  competitions: {
    label: 'Competitions',
    keywords: [
      'competitions',
      'competition',
      'my competitions',
      'trading competitions',
      'trading competition',
      'contests',
      'contest',
    ],
  },
  profile: { label: 'Profile', keywords: ['profile', 'my profile', 'account', 'my account', 'settings'] },
  admin: { label: 'Admin', keywords: ['admin', 'admin console', 'administration', 'admin panel'] },
  'ai-onboarding': {
    label: 'AI Setup',
    keywords: ['ai setup', 'onboarding', 'ai onboarding', 'setup', 'placement test'],
  },
  'learning-path': {
    label: 'Learning Path',
    keywords: [
      'learning path',
      'my path',
      'study plan',
      'roadmap',
      'path',
      'curriculum',
      // The spaced reviews start from the Learning Path ("Start a review"); "start a review" was unclear.
      'reviews',
      'flashcards',
    ],
  },
};

/** Event names, nicknames and years learners use for each lesson, beside its title and id. */
export const lessonAliases: Readonly<Record<string, readonly string[]>> = {
  'euro-creation-1999': ['euro', 'euro 1999', 'single currency', 'eurozone'],
  'russian-default-1998': [
    'russia',
    'russian default',
    'russian crisis',
    'russian financial crisis',
    'ruble crisis',
    // "How much did the ruble lose against the dollar?" (it found nothing and offered Argentina).
    'ruble',
    'rouble',
    '1998 russia',
  ],
  'ltcm-1998': ['ltcm', 'long term capital', 'long-term capital management', 'hedge fund collapse'],
  'asian-crisis-1997': ['asian crisis', 'asian financial crisis', 'thailand baht', '1997', 'baht'],
  'japan-bubble-1989': [
    'japan',
    'japanese bubble',
    'japanese crash',
    // "What caused the Japanese crisis?", "…the Argentine crisis?" quoted other lessons, or an aftermath.
    'japanese crisis',
    'nikkei',
    'japan bubble',
    'lost decade',
  ],
  'savings-and-loan-crisis': ['savings and loan', 's&l crisis', 'thrift crisis', 'savings loan'],
  'dotcom-bubble': [
    'dot com',
    'dotcom',
    'dot-com bubble',
    'internet bubble',
    'tech bubble',
    '2000',
    'nasdaq 2000',
  ],
  'financial-crisis-2008': [
    '2008',
    '2008 crash',
    'financial crisis',
    'great recession',
    'subprime',
    'lehman',
    'lehman brothers',
    'housing crisis',
    'mortgage crisis',
  ],
  'tulip-mania': ['tulip', 'tulips', 'tulip mania', 'tulip bubble', 'dutch tulips', '1637'],
  'gamestop-squeeze-2021': [
    'gamestop',
    'gme',
    'short squeeze',
    'meme stocks',
    'wallstreetbets',
    'reddit',
    '2021',
    // Forum slang of the squeeze: "stonks" is not a typo of "stocks" here.
    'stonks',
    'diamond hands',
  ],
  'bank-runs-1929': [
    '1929',
    '1929 crash',
    'great depression',
    'bank runs',
    'bank panics',
    'bank failures',
    '1930',
    'wall street crash',
    'depression',
    // Not the Black Monday of 1987, which "black monday" alone names.
    'black monday 1929',
  ],
  'efficient-market-hypothesis': ['efficient market', 'efficient markets', 'emh', 'random walk'],
  'marshall-plan-1948': ['marshall plan', '1948', 'european recovery'],
  bitcoin: ['bitcoin', 'crypto', 'cryptocurrency', 'btc', 'blockchain', 'ftx'],
  'gold-standard': ['gold standard', 'gold', 'bretton woods', 'nixon shock', '1971'],
  'stagflation-1970s': ['stagflation', '1970s', 'seventies', 'oil crisis', 'volcker'],
  'enron-scandal': ['enron', 'enron scandal', 'accounting fraud'],
  'latin-american-debt-1982': [
    'latin america',
    'latin american debt',
    'mexico default',
    'debt crisis',
    '1982',
  ],
  'flash-crash-2010': ['flash crash', '2010', 'high frequency trading'],
  'black-monday-1987': ['black monday', '1987', '1987 crash', 'crash of 1987', 'portfolio insurance'],
  'covid-inflation': [
    'covid',
    'covid crash',
    'pandemic',
    'coronavirus',
    '2020',
    'inflation 2021',
    'inflation 2022',
  ],
  'stock-market-basics': [
    'stock market basics',
    'stock market',
    'stock basics',
    'basics',
    'what are stocks',
    'beginner lesson',
  ],
  'wall-street-explained': ['wall street explained', 'wall street'],
  'bull-bear-markets': ['bull and bear', 'bull market', 'bear market', 'bulls and bears'],
  'stock-exchanges-explained': ['stock exchanges', 'stock exchange', 'nyse', 'exchanges'],
  'federal-reserve-explained': ['federal reserve', 'the fed', 'fed', 'central bank'],
  'banking-system-explained': ['banking system', 'banks', 'bank', 'how banks work'],
  'technical-analysis': [
    'technical analysis',
    'chart analysis',
    'charts',
    'chart patterns',
    'moving averages',
    'moving average',
    'rsi',
    'relative strength index',
    'support and resistance',
    'candlesticks',
  ],
  'panic-of-1907': ['panic of 1907', '1907', '1907 panic', 'knickerbocker trust', 'jp morgan 1907'],
  'south-sea-bubble-1720': [
    'south sea bubble',
    'south sea company',
    'mississippi company',
    'mississippi bubble',
    'john law',
    '1720',
  ],
  'weimar-hyperinflation-1923': [
    'weimar',
    'weimar republic',
    'hyperinflation',
    'german hyperinflation',
    // "Who won and who lost from the German inflation?" (it quoted COVID's index that "won back" its fall).
    'german inflation',
    'germany 1923',
    '1923',
  ],
  'black-wednesday-1992': [
    'black wednesday',
    '1992',
    'soros bank of england',
    'breaking the bank of england',
    'pound crisis',
    'erm crisis',
  ],
  'mexican-peso-crisis-1994': [
    'mexican peso crisis',
    'peso crisis',
    'peso',
    'tequila crisis',
    '1994',
    'mexico 1994',
    // "How big was the Mexican bailout?": the peso's rescue ("Mexican" alone is also 1982's debt crisis).
    'mexican bailout',
    'mexican rescue',
    'mexico bailout',
    'mexico rescue',
  ],
  'argentina-crisis-2001': [
    'argentina',
    'argentina crisis',
    'argentina default',
    'argentine default',
    'argentine crisis',
    'argentinian crisis',
    'argentinian default',
    'corralito',
    '2001',
    // Not the Mexican peso of 1994, which "peso" alone names.
    'peso 2001',
    'peso 2002',
  ],
  'euro-debt-crisis-2010': [
    'euro crisis',
    'eurozone crisis',
    'euro debt crisis',
    'greek debt crisis',
    'greece',
    'greek crisis',
    'sovereign debt crisis',
  ],
  'silicon-valley-bank-2023': [
    'svb',
    'silicon valley bank',
    'svb collapse',
    'svb bank run',
    '2023',
    'bank run 2023',
  ],
  'panic-of-1873': ['panic of 1873', '1873', '1873 panic', 'jay cooke', 'long depression'],
  'black-friday-1869': [
    'black friday 1869',
    '1869',
    'gould gold corner',
    'jay gould',
    'gold corner',
    'black friday',
    'fisk and gould',
  ],
  'options-derivatives': ['options', 'options course', 'derivatives', 'calls and puts', 'option trading'],
};

/** How learners name the five crisis games (issue 11); the classifier only considers them when the
 * message speaks of playing (play, game, simulation). */
export const crisisGames: Readonly<Record<GameId, { label: string; names: readonly string[] }>> = {
  'crash-1929': { label: 'the 1929 crash game', names: ['1929', 'great depression', 'wall street crash'] },
  'black-monday-1987': { label: 'the Black Monday game', names: ['1987', 'black monday'] },
  'dotcom-2000': { label: 'the dot-com game', names: ['dotcom', 'dot com', '2000', 'internet bubble'] },
  'financial-crisis-2008': { label: 'the 2008 crisis game', names: ['2008', 'financial crisis', 'lehman'] },
  'covid-2020': { label: 'the COVID crash game', names: ['covid', '2020', 'pandemic'] },
};

export const MODAL_TARGETS = ['feedback', 'personalise', 'subscription', 'tour', 'timeline'] as const;
export type ModalTarget = (typeof MODAL_TARGETS)[number];

const modals: Record<ModalTarget, { label: string; keywords: string[] }> = {
  feedback: {
    label: 'the feedback form',
    keywords: ['feedback', 'send feedback', 'feedback form', 'report a bug', 'report bug', 'suggestion'],
  },
  personalise: {
    label: 'the preference questionnaire',
    keywords: [
      'personalise',
      'personalize',
      'preferences',
      'questionnaire',
      'my preferences',
      'learning style',
    ],
  },
  subscription: {
    label: 'the Pro plans',
    keywords: [
      'subscription',
      'pro plan',
      'upgrade',
      'pricing',
      'plans',
      'premium',
      'go pro',
      'student discount',
    ],
  },
  tour: {
    label: 'the feature tour',
    keywords: ['tour', 'feature tour', 'guided tour', 'walkthrough', 'app tour'],
  },
  timeline: {
    label: 'the history timeline',
    keywords: ['timeline', 'history timeline', 'financial history timeline', 'time line'],
  },
};

export const ACTION_TARGETS = ['next-lesson', 'new-chat'] as const;
const actions: Record<(typeof ACTION_TARGETS)[number], { label: string; keywords: string[] }> = {
  'next-lesson': {
    label: 'your next lesson',
    keywords: ['next lesson', 'continue learning', 'resume lesson', 'keep learning', 'continue my lesson'],
  },
  'new-chat': {
    label: 'a new conversation',
    keywords: ['new chat', 'new conversation', 'clear chat', 'clear the chat', 'start over'],
  },
};

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

/** Every pattern: tabs, lessons and courses, games, modals, actions. */
export function buildPatterns(): NavPattern[] {
  const out: NavPattern[] = [];
  for (const [target, t] of Object.entries(tabs))
    out.push({ intent: 'navigate_tab', target, label: t.label, keywords: t.keywords });
  for (const item of catalogueItems) {
    const id = words(item.id.replace(/-\d{4}s?$/, ''));
    out.push({
      intent: 'open_course',
      target: item.id,
      label: item.title,
      keywords: [words(item.title), id, ...(lessonAliases[item.id] ?? [])],
    });
  }
  for (const [target, g] of Object.entries(crisisGames))
    out.push({
      intent: 'open_game',
      target,
      label: g.label,
      keywords: g.names,
    });
  for (const [target, m] of Object.entries(modals))
    out.push({ intent: 'open_modal', target, label: m.label, keywords: m.keywords });
  for (const [target, a] of Object.entries(actions))
    out.push({ intent: 'action', target, label: a.label, keywords: a.keywords });
  return out;
}

export const patterns: readonly NavPattern[] = buildPatterns();

export function patternKey(p: { intent: NavIntent; target: string }): string {
  return `${p.intent}:${p.target}`;
}
