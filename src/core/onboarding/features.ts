// The feature tours (spec app-and-learning §3 Feature keys, Tour step; §4 Feature tour; §9 step
// counts). A tour is data: its steps, its prerequisites and where on the app it applies.

export const FEATURE_KEYS = [
  'general_onboarding',
  'ai_tutor',
  'achievement_system',
  'crisis_simulator',
  'learning_paths',
  'paper_trading',
  'chat_system',
  'subscription_features',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}

export type TourStep = {
  title: string;
  description: string;
  image?: string;
  features: string[];
  /** What the step says instead once the learner has done what it describes (the setup). */
  ifSetupDone?: { title: string; description: string; features: string[] };
};

export type Feature = {
  featureKey: FeatureKey;
  featureName: string;
  /** Keys that must be completed (or skipped) first. */
  prerequisites: readonly FeatureKey[];
  /** Path fragments that mean the feature is on the page (spec §4 path hints). */
  pathHints: readonly string[];
  /** A `data-tour` marker element that means the feature is on the page. */
  marker: string;
  steps: readonly TourStep[];
};

export const FEATURES: Readonly<Record<FeatureKey, Feature>> = {
  general_onboarding: {
    featureKey: 'general_onboarding',
    featureName: 'Welcome to ThinkStreet',
    prerequisites: [],
    pathHints: [],
    marker: 'general',
    steps: [
      {
        title: 'Welcome to ThinkStreet',
        description:
          'You learn finance here the way it happened: through the crises, bubbles and booms of history.',
        features: ['Stories from 30+ historical crises', 'Quizzes that check what stuck'],
      },
      {
        title: 'Your dashboard',
        description: 'The dashboard shows your next lesson, your level, your streak and your hearts.',
        features: ['XP and levels', 'Daily goal of 10 XP', 'Reviews that are due'],
      },
      {
        title: 'Courses',
        description:
          'The Courses tab holds every story and course. Start with the foundations if finance is new to you.',
        features: ['Foundations', 'Crises and bubbles', 'The options course'],
      },
      {
        title: 'Practise without risk',
        description: 'The simulator gives you $100,000 of virtual money to try what you learned.',
        features: ['Paper trading', 'Crisis simulations'],
      },
      {
        title: 'Your learning path',
        description: 'A two-minute setup builds a path for you. It changes as you learn.',
        features: ['Lessons in a sensible order', 'Spaced review of what you met'],
        ifSetupDone: {
          title: 'Your learning path',
          description:
            'Your answers have already built your path: it is at the top of the dashboard and changes as you learn.',
          features: ['Lessons in a sensible order', 'Spaced review of what you met'],
        },
      },
    ],
  },
  ai_tutor: {
    featureKey: 'ai_tutor',
    featureName: 'AI tutor',
    prerequisites: ['general_onboarding'],
    pathHints: ['chat'],
    marker: 'ai-tutor',
    steps: [
      {
        title: 'Meet your tutor',
        description: 'Ask the tutor anything about the lessons.',
        features: ['Answers grounded in our lessons'],
      },
      {
        title: 'Ask about a crisis',
        description: 'Name an event and the tutor explains what happened and why.',
        features: ['Links to the lesson it used'],
      },
      {
        title: 'Navigate by asking',
        description: 'Say where you want to go and the tutor takes you there.',
        features: ['“Open the 2008 lesson”'],
      },
      {
        title: 'Memory',
        description: 'The tutor can remember the last few messages of this session, or not: your choice.',
        features: ['Session memory toggle'],
      },
    ],
  },
  achievement_system: {
    featureKey: 'achievement_system',
    featureName: 'Achievements',
    prerequisites: ['general_onboarding'],
    pathHints: ['achievements'],
    marker: 'achievements',
    steps: [
      {
        title: 'Achievements',
        description: 'Thirty-one achievements reward streaks, XP and finished lessons.',
        features: ['Common to legendary'],
      },
      {
        title: 'Nearly there',
        description: 'When you are 70% of the way to one, we tell you.',
        features: ['Up to 3 suggestions'],
      },
      {
        title: 'Points',
        description: 'Each achievement adds points to your profile.',
        features: ['Rarity and points'],
      },
    ],
  },
  crisis_simulator: {
    featureKey: 'crisis_simulator',
    featureName: 'Crisis simulator',
    prerequisites: ['general_onboarding'],
    pathHints: ['crisis', 'simulator', 'games'],
    marker: 'crisis-simulator',
    steps: [
      {
        title: 'Relive a crisis',
        description: 'Each game replays a real crash day by day.',
        features: ['1929, 1987, 2000, 2008, 2020'],
      },
      {
        title: 'Your portfolio',
        description: 'You start with cash and decide what to hold as events unfold.',
        features: ['Buy, sell, hold'],
      },
      {
        title: 'The news',
        description: 'Headlines of the time appear as the market moves.',
        features: ['Real events, real dates'],
      },
      { title: 'Time moves on', description: 'Advance day by day or week by week.', features: ['Your pace'] },
      {
        title: 'The outcome',
        description: 'At the end you see how you did against simply holding.',
        features: ['Compared with buy and hold'],
      },
      {
        title: 'What it teaches',
        description: 'Each game closes with the lesson history taught.',
        features: ['Linked lessons'],
      },
    ],
  },
  learning_paths: {
    featureKey: 'learning_paths',
    featureName: 'Learning path',
    prerequisites: ['general_onboarding'],
    pathHints: ['learning-path'],
    marker: 'learning-path',
    steps: [
      {
        title: 'Your path',
        description: 'The path orders lessons, courses, games and simulator tasks for you.',
        features: ['Built from your answers and your quizzes'],
      },
      {
        title: 'Done, next, later',
        // Said of any path, a new learner's too: it has no finished (green) step to point at yet.
        description:
          'Each step is marked Done, Next or Later. The amber step is next; a step turns green with a tick once you finish it.',
        features: ['Prerequisites drawn as lines'],
      },
      {
        title: 'Why this step',
        description: 'Each step says why it is on your path.',
        features: ['A reason per step'],
      },
      {
        title: 'Reviews',
        description: 'What you met comes back for review just before you would forget it.',
        features: ['Spaced review'],
      },
    ],
  },
  paper_trading: {
    featureKey: 'paper_trading',
    featureName: 'Paper trading',
    prerequisites: ['general_onboarding'],
    pathHints: ['trading', 'portfolio', 'trade'],
    marker: 'paper-trading',
    steps: [
      {
        title: 'Virtual money',
        description: 'You have $100,000 of virtual cash. Nothing here is real money.',
        features: ['No risk'],
      },
      {
        title: 'Find a stock',
        description: 'Search by symbol or name and read its quote.',
        features: ['Simulated market hours'],
      },
      {
        title: 'Place an order',
        description: 'Buy or sell at market or at a limit price.',
        features: ['Market, limit, stop'],
      },
      {
        title: 'Your positions',
        description: 'See what you hold, its value and your gain or loss.',
        features: ['Live values'],
      },
      {
        title: 'Learn from it',
        description: 'Warnings explain risks before you trade.',
        features: ['Risk checks', 'Performance'],
      },
    ],
  },
  chat_system: {
    featureKey: 'chat_system',
    featureName: 'Chat',
    prerequisites: ['general_onboarding'],
    pathHints: ['chat'],
    marker: 'chat',
    steps: [
      {
        title: 'The chat window',
        description: 'Open the chat from any page; move it where it suits you.',
        features: ['Draggable'],
      },
      {
        title: 'History',
        description: 'Past conversations stay in the history list.',
        features: ['Conversation history'],
      },
      {
        title: 'Minimise',
        description: 'Minimise it to keep reading, close it when you are done.',
        features: ['Minimise and close'],
      },
    ],
  },
  subscription_features: {
    featureKey: 'subscription_features',
    featureName: 'Pro features',
    prerequisites: ['general_onboarding'],
    pathHints: ['subscription', 'premium'],
    marker: 'subscription',
    steps: [
      {
        title: 'ThinkStreet Pro',
        description: 'Pro adds unlimited tutor chat, deeper analytics and premium content.',
        features: ['Unlimited AI chat'],
      },
      {
        title: 'Analytics',
        description: 'See where your learning time goes.',
        features: ['Advanced analytics'],
      },
      {
        title: 'Premium content',
        description: 'Extra courses for subscribers.',
        features: ['Premium courses', 'Priority access'],
      },
      {
        title: 'Plans',
        description: 'Monthly or yearly, with a 7-day free trial and 20% off for students.',
        features: ['Student discount'],
      },
    ],
  },
};
