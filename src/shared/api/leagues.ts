import { z } from 'zod';

// GET /api/leagues/current (issue 21 point 4): the learner's weekly league.
export const leagueAnswer = z.object({
  /** False until the learner is placed: on the Monday after a week in which they earned XP. */
  placed: z.boolean(),
  /** 1 (Penny Stock) … 10 (Blue Chip). */
  tier: z.number().int(),
  tierName: z.string(),
  /** When the week ends (next Monday 00:00 UTC), ISO. */
  endsAt: z.string(),
  /** Seconds until then by the server's clock. */
  secondsLeft: z.number().int(),
  /** When the standings were last brought up to date (the job runs every minute), ISO. */
  updatedAt: z.string().nullable(),
  /** How many at the top move up, and at the bottom move down, when the week ends. */
  movesUp: z.number().int(),
  movesDown: z.number().int(),
  /** XP the learner has earned this week (before placement, it decides whether they join on Monday). */
  myWeeklyXp: z.number().int(),
  standings: z.array(
    z.object({ rank: z.number().int(), name: z.string(), weeklyXp: z.number().int(), isMe: z.boolean() }),
  ),
});
export type LeagueAnswer = z.infer<typeof leagueAnswer>;
