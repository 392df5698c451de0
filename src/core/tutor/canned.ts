import type { AchievementStatus } from '../gamification/achievements';

// Replies that need no model and no search: the spec's canned fallback when the answer stream fails
// (§8: navigation help, next-course tip, options explanation or a general message) and the
// achievement advice of POST /api/ai-tutor/chat.

export function cannedReply(message: string): string {
  const m = message.toLowerCase();
  if (/\b(go|take|open|navigate|where|find|show)\b/.test(m))
    return 'I can take you anywhere in the app: try "open the simulator", "take me to the GameStop story" or "play the 1987 game". Turn on navigation mode to go straight there.';
  if (/\b(next|study|learn|start|recommend)\b/.test(m))
    return 'A good next step is the lesson after the last one you finished: the Dashboard\'s "Your Next Lesson" card always shows it, and Stock Market Basics is the place to start.';
  if (/\b(option|options|call|put|strike|derivative)/.test(m))
    return 'An option is the right, not the duty, to buy (a call) or sell (a put) a stock at a set price (the strike) on or before a set date (the expiration date). The Options & Derivatives course explains them step by step.';
  return 'I could not reach my notes just now. Please ask again in a moment; meanwhile the Courses tab has every lesson, and each one ends with a summary of what it teaches.';
}

/** The figures of a locked achievement the advice needs. */
export type AchievementFigures = Pick<
  AchievementStatus,
  'name' | 'requirement_type' | 'requirement_value' | 'current' | 'progress'
>;

/**
 * What is left to do. A streak achievement counts the longest streak, but only the streak running
 * now can reach it: a learner whose best was 5 days and who is on day 2 needs 5 more days for a
 * 7-day badge, not 2.
 */
function stepFor(a: AchievementFigures, currentStreak: number | undefined): string {
  const from =
    a.requirement_type === 'streak_days' && currentStreak !== undefined ? currentStreak : a.current;
  const left = Math.max(0, a.requirement_value - from);
  switch (a.requirement_type) {
    case 'lessons_completed':
      return `complete ${left} more lesson${left === 1 ? '' : 's'}`;
    case 'streak_days':
      return `keep your streak going ${left} more day${left === 1 ? '' : 's'}`;
    case 'total_xp':
      return `earn ${left} more XP`;
    case 'time_spent_hours': {
      const hours = Math.ceil(left * 10) / 10;
      return `study ${hours} more hour${hours === 1 ? '' : 's'}`;
    }
  }
}

const FIGURE: Record<AchievementStatus['requirement_type'], string> = {
  lessons_completed: 'lessons',
  streak_days: 'days',
  total_xp: 'XP',
  time_spent_hours: 'hours',
};

/** Which locked achievements are closest and what to do next, from the learner's own figures. */
export function achievementAdvice(
  report: { suggestions: readonly AchievementFigures[] },
  currentStreak?: number,
): string {
  const [first, ...rest] = report.suggestions;
  if (!first)
    return 'You have unlocked every achievement. Remarkable: keep your streak alive and help a friend start.';
  const now = `${Math.floor(first.current * 10) / 10} of ${first.requirement_value} ${FIGURE[first.requirement_type]}`;
  const lines = [
    `You are closest to ${first.name} (${now}, ${Math.floor(first.progress * 100)}%): ${stepFor(first, currentStreak)} to unlock it.`,
  ];
  if (rest.length > 0)
    lines.push(`Then: ${rest.map((a) => `${a.name} (${stepFor(a, currentStreak)})`).join('; ')}.`);
  return lines.join(' ');
}
