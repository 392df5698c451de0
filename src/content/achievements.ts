// The 31 achievements (app-and-learning §1, §3 Achievement): each unlocks when one figure of the
// learner's progress reaches its requirement. Streaks count the longest streak, so an achievement
// once earned stays earned. "The Whole Story" asks for every catalogue item, counted from the
// catalogue, so it stays true as lessons are added.

import { catalogueItems } from './catalogue-index';

export type RequirementType = 'streak_days' | 'total_xp' | 'lessons_completed' | 'time_spent_hours';
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export type Achievement = {
  id: string;
  name: string;
  description: string;
  requirement_type: RequirementType;
  requirement_value: number;
  rarity: Rarity;
  points: number;
  /** Badge colour (hex). */
  color: string;
  /** lucide-react icon name. */
  icon: string;
};

const RARITY_COLOR: Record<Rarity, string> = {
  common: '#64748b',
  rare: '#3b82f6',
  epic: '#a855f7',
  legendary: '#f59e0b',
};

type Row = [
  id: string,
  name: string,
  description: string,
  value: number,
  rarity: Rarity,
  points: number,
  icon: string,
];

function group(type: RequirementType, rows: Row[]): Achievement[] {
  return rows.map(([id, name, description, value, rarity, points, icon]) => ({
    id,
    name,
    description,
    requirement_type: type,
    requirement_value: value,
    rarity,
    points,
    color: RARITY_COLOR[rarity],
    icon,
  }));
}

export const achievements: readonly Achievement[] = [
  ...group('lessons_completed', [
    ['first-lesson', 'First Steps', 'Complete your first lesson.', 1, 'common', 10, 'BookOpen'],
    ['history-buff', 'History Buff', 'Complete 3 lessons.', 3, 'common', 20, 'Landmark'],
    ['crisis-scholar', 'Crisis Scholar', 'Complete 5 lessons.', 5, 'common', 30, 'GraduationCap'],
    ['market-historian', 'Market Historian', 'Complete 10 lessons.', 10, 'rare', 50, 'ScrollText'],
    ['bubble-spotter', 'Bubble Spotter', 'Complete 15 lessons.', 15, 'rare', 75, 'CircleDot'],
    ['crash-survivor', 'Crash Survivor', 'Complete 20 lessons.', 20, 'epic', 100, 'ShieldCheck'],
    ['century-of-crises', 'A Century of Crises', 'Complete 25 lessons.', 25, 'epic', 150, 'Library'],
    [
      'the-whole-story',
      'The Whole Story',
      `Complete every lesson and course in the library (${catalogueItems.length} in all).`,
      catalogueItems.length,
      'legendary',
      250,
      'Crown',
    ],
  ]),
  ...group('total_xp', [
    ['xp-100', 'Getting Started', 'Earn 100 XP.', 100, 'common', 10, 'Sparkles'],
    ['xp-250', 'Quick Learner', 'Earn 250 XP.', 250, 'common', 15, 'Zap'],
    ['xp-500', 'Rising Investor', 'Earn 500 XP.', 500, 'common', 25, 'TrendingUp'],
    ['xp-1000', 'Four Figures', 'Earn 1,000 XP.', 1000, 'rare', 50, 'BadgeDollarSign'],
    ['xp-2500', 'Market Regular', 'Earn 2,500 XP.', 2500, 'rare', 75, 'BarChart3'],
    ['xp-5000', 'Blue Chip', 'Earn 5,000 XP.', 5000, 'epic', 100, 'Gem'],
    ['xp-10000', 'Bull Run', 'Earn 10,000 XP.', 10000, 'epic', 150, 'Rocket'],
    ['xp-25000', 'Wall Street Legend', 'Earn 25,000 XP.', 25000, 'legendary', 300, 'Trophy'],
  ]),
  ...group('streak_days', [
    ['streak-3', 'Warming Up', 'Learn 3 days in a row.', 3, 'common', 10, 'Flame'],
    ['streak-5', 'Habit Forming', 'Learn 5 days in a row.', 5, 'common', 20, 'Flame'],
    ['streak-7', 'Week Warrior', 'Learn 7 days in a row.', 7, 'rare', 40, 'CalendarCheck'],
    ['streak-14', 'Fortnight Focus', 'Learn 14 days in a row.', 14, 'rare', 60, 'CalendarRange'],
    ['streak-21', 'Steady Hands', 'Learn 21 days in a row.', 21, 'epic', 80, 'Anchor'],
    ['streak-30', 'Monthly Devotion', 'Learn 30 days in a row.', 30, 'epic', 120, 'CalendarDays'],
    ['streak-60', 'Unstoppable', 'Learn 60 days in a row.', 60, 'legendary', 200, 'Infinity'],
    ['streak-100', 'Centurion', 'Learn 100 days in a row.', 100, 'legendary', 400, 'Medal'],
  ]),
  ...group('time_spent_hours', [
    ['study-1', 'First Hour', 'Spend 1 hour learning.', 1, 'common', 10, 'Clock'],
    ['study-2', 'Deep Dive', 'Spend 2 hours learning.', 2, 'common', 20, 'Timer'],
    ['study-5', 'Dedicated Student', 'Spend 5 hours learning.', 5, 'rare', 40, 'Hourglass'],
    ['study-10', 'Scholar', 'Spend 10 hours learning.', 10, 'rare', 75, 'BookMarked'],
    ['study-25', 'Researcher', 'Spend 25 hours learning.', 25, 'epic', 120, 'Microscope'],
    ['study-50', 'Economist', 'Spend 50 hours learning.', 50, 'epic', 200, 'Brain'],
    ['study-100', 'Oracle of Finance', 'Spend 100 hours learning.', 100, 'legendary', 400, 'Eye'],
  ]),
];
