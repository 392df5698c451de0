import {
  BASE_XP,
  DIFFICULTY_MULTIPLIER,
  DOUBLE_XP_WEEKEND_FACTOR,
  FIRST_OF_DAY_FACTOR,
  HAPPY_HOUR,
  LEVEL_PENALTY,
  MASTERY_BANDS,
  MASTERY_MULTIPLIER,
  type Mastery,
  MINIMUM_AWARD,
  MORNING,
  QUALITY_MULTIPLIER,
  REPEAT_DECAY,
  SPEED_BONUS,
  STREAK_BONUS,
  UNKNOWN_ACTIVITY_XP,
  WEEKEND_FACTOR,
  type XpDifficulty,
} from './constants';
import { richLevel } from './levels';
import { isFirstWeekendOfMonth, isWeekend, localTime } from './time';

// The XP engine (spec §9): base XP per activity times every factor that applies, at least 1.
// Each award explains itself as the spec's XP event { amount, activity, details { message,
// multiplier } }, plus the list of factors behind the multiplier.

export type AwardInput = {
  activity: string;
  /** The base XP when the catalogue states one (a lesson's own XP); else the table's. */
  base?: number;
  at: Date;
  timeZone: string;
  /** Total XP before this award: the rich level it gives sets the level penalty. */
  totalXPBefore: number;
  /** Earlier awards of this same activity (and target) within the capped history. */
  repeats: number;
  firstActivityToday: boolean;
  /** The streak including today's activity. */
  streakDays: number;
  mastery?: Mastery;
  difficulty?: XpDifficulty;
  /** Expected time over time taken. */
  pace?: number;
  /** Score in percent. */
  score?: number;
  /** What the score measures, naming its factor ("story path" → "story path score 90%"); by default
   * the activity ("lesson score 90%"). */
  scoreOf?: string;
  /** The least this award pays (a lesson's own XP on its first completion). */
  floor?: number;
};

export type XpFactor = { name: string; multiplier: number };

export type XpEvent = {
  amount: number;
  activity: string;
  details: {
    message: string;
    multiplier: number;
    base: number;
    factors: XpFactor[];
    /** Set when the factors came to less and the award was raised to this floor. */
    floor?: number;
  };
};

export function baseXp(activity: string): number {
  return (BASE_XP as Record<string, number>)[activity] ?? UNKNOWN_ACTIVITY_XP;
}

export function levelPenalty(level: number): number {
  return (LEVEL_PENALTY.find((p) => level <= p.upTo) ?? LEVEL_PENALTY[LEVEL_PENALTY.length - 1]!).factor;
}

export function masteryFor(completedInCategory: number): Mastery {
  return (MASTERY_BANDS.find((b) => completedInCategory >= b.fromCompleted) ?? MASTERY_BANDS[0]!).mastery;
}

export function repeatDecay(repeats: number): number {
  return (REPEAT_DECAY.find((d) => repeats <= d.upToRepeats) ?? REPEAT_DECAY[REPEAT_DECAY.length - 1]!)
    .factor;
}

export function streakBonus(days: number): number {
  return STREAK_BONUS.find((s) => days >= s.days)?.factor ?? 1;
}

export function speedBonus(pace: number): number {
  return SPEED_BONUS.find((s) => pace > s.above)?.factor ?? 1;
}

export function qualityMultiplier(score: number): number {
  return (
    QUALITY_MULTIPLIER.find((q) => score >= q.from) ?? QUALITY_MULTIPLIER[QUALITY_MULTIPLIER.length - 1]!
  ).factor;
}

const LABELS: Record<string, string> = {
  lesson_complete: 'Lesson completed',
  lesson_perfect: 'Perfect lesson',
  quiz_perfect: 'Perfect quiz',
  quiz_complete: 'Quiz passed',
  daily_login: 'Daily login',
  streak_milestone: 'Streak milestone',
  trade_execute: 'Trade executed',
  daily_challenge: 'Daily challenge',
  weekly_challenge: 'Weekly challenge',
  monthly_challenge: 'Monthly challenge',
  onboarding_complete: 'Onboarding completed',
  game_complete: 'Crisis game finished',
  competition_podium: 'Competition podium',
};

export function activityLabel(activity: string): string {
  return LABELS[activity] ?? activity.replaceAll('_', ' ');
}

const NOUNS: Record<string, string> = {
  lesson_complete: 'lesson',
  lesson_perfect: 'lesson',
  quiz_complete: 'quiz',
  quiz_perfect: 'quiz',
  trade_execute: 'trade',
};

/** What the learner did, in one word, for the plain-words factors ("first lesson today"). */
export function activityNoun(activity: string): string {
  return NOUNS[activity] ?? 'activity';
}

/** Every factor that applies to an award, in a fixed order; factors of exactly 1 are left out. */
export function awardFactors(input: AwardInput): XpFactor[] {
  const t = localTime(input.at, input.timeZone);
  const factors: XpFactor[] = [];
  const add = (name: string, multiplier: number) => {
    if (multiplier !== 1) factors.push({ name, multiplier });
  };
  const level = richLevel(input.totalXPBefore);
  add(`level ${level} penalty`, levelPenalty(level));
  if (input.mastery) add(`${input.mastery} mastery`, MASTERY_MULTIPLIER[input.mastery]);
  const decay = repeatDecay(input.repeats);
  add(`repeat #${input.repeats + 1}`, decay);
  if (t.hour >= MORNING.fromHour && t.hour < MORNING.toHour) add('morning', MORNING.factor);
  if (isWeekend(t)) add('weekend', WEEKEND_FACTOR);
  if (input.firstActivityToday) add(`first ${activityNoun(input.activity)} today`, FIRST_OF_DAY_FACTOR);
  add(`${input.streakDays}-day streak`, streakBonus(input.streakDays));
  if (input.difficulty) add(`${input.difficulty} difficulty`, DIFFICULTY_MULTIPLIER[input.difficulty]);
  if (input.pace !== undefined && Number.isFinite(input.pace)) add('fast pace', speedBonus(input.pace));
  if (input.score !== undefined)
    add(
      `${input.scoreOf ?? activityNoun(input.activity)} score ${Math.round(input.score)}%`,
      qualityMultiplier(input.score),
    );
  if (isFirstWeekendOfMonth(t)) add('double XP weekend', DOUBLE_XP_WEEKEND_FACTOR);
  if (t.hour === HAPPY_HOUR.hour) add('happy hour', HAPPY_HOUR.factor);
  return factors;
}

export function award(input: AwardInput): XpEvent {
  const base = input.base ?? baseXp(input.activity);
  const factors = awardFactors(input);
  const multiplier = round3(factors.reduce((m, f) => m * f.multiplier, 1));
  const computed = Math.max(MINIMUM_AWARD, Math.round(base * multiplier));
  const floored = input.floor !== undefined && computed < input.floor;
  const amount = floored ? Math.round(input.floor!) : computed;
  const why = [
    ...factors.map((f) => `${f.name} ×${f.multiplier}`),
    ...(floored ? [`never less than ${amount} XP`] : []),
  ].join(', ');
  const message = `+${amount} XP · ${activityLabel(input.activity)}${why ? ` (${why})` : ''}`;
  return {
    amount,
    activity: input.activity,
    details: { message, multiplier, base, factors, ...(floored ? { floor: amount } : {}) },
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
