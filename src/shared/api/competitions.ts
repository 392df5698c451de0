import { z } from 'zod';
import {
  COMPETITION_ORDER_TYPES,
  DEFAULT_RULES,
  GAME_RANKING_PAGE,
  MAX_COMPETITION_NAME,
  MAX_STARTING_CASH,
  MIN_STARTING_CASH,
} from '../../core/competitions/rules';
import { uuidId } from './ids';
import { leaderboardAnswer, listOffset } from './trading';

// The /api/competitions contract (issue 21 points 1 and 3): private or public trading games, each
// player with a separate portfolio run by the same engine. Every /api/trading and /api/options call
// takes `competitionId` (query or body) to act in that game's portfolio instead of the personal one.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD');

export const competitionRulesSchema = z.strictObject({
  orderTypes: z
    .array(z.enum(COMPETITION_ORDER_TYPES))
    .min(1, 'Allow at least one order type')
    .default([...DEFAULT_RULES.orderTypes])
    .describe('Order types players may use: market, limit, stop, stop-limit'),
  advancedOrders: z
    .boolean()
    .default(DEFAULT_RULES.advancedOrders)
    .describe('Stop-loss, trailing stops, brackets, OCO and OTO'),
  shorting: z.boolean().default(DEFAULT_RULES.shorting).describe('Selling short (a margin account)'),
  options: z.boolean().default(DEFAULT_RULES.options).describe('Trading simulated options'),
  maxPositionPercent: z
    .number()
    .min(1, 'The largest position must be at least 1% of the portfolio')
    .max(100, 'The largest position can be at most 100% of the portfolio')
    .default(DEFAULT_RULES.maxPositionPercent)
    .describe('Largest position after a buy, percent of the portfolio value'),
  minSharePrice: z
    .number()
    .min(0, 'The lowest share price cannot be negative')
    .max(1000, 'The lowest share price can be at most $1,000')
    .default(DEFAULT_RULES.minSharePrice)
    .describe('Shares priced under this (dollars) cannot be bought'),
  commission: z
    .number()
    .min(0, 'The commission cannot be negative')
    .max(50, 'The commission can be at most $50 a trade')
    .default(DEFAULT_RULES.commission)
    .describe('Dollars charged on every fill'),
});
export type CompetitionRulesDto = z.infer<typeof competitionRulesSchema>;

export const createCompetitionBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(3, 'Give the competition a name of at least 3 characters')
    .max(MAX_COMPETITION_NAME, `The name can be at most ${MAX_COMPETITION_NAME} characters`),
  startDate: isoDate,
  endDate: isoDate,
  startingCash: z
    .number()
    .int('Starting cash must be whole dollars')
    .min(MIN_STARTING_CASH, `Starting cash must be at least $${MIN_STARTING_CASH.toLocaleString('en-US')}`)
    .max(MAX_STARTING_CASH, `Starting cash can be at most $${MAX_STARTING_CASH.toLocaleString('en-US')}`),
  visibility: z.enum(['public', 'private'], { message: 'Visibility must be public or private' }),
  classroom: z
    .boolean()
    .default(false)
    .describe('A class: players may share their lesson progress with the organiser'),
  rules: competitionRulesSchema.prefault({}),
});
export type CreateCompetitionBody = z.input<typeof createCompetitionBody>;

export const competitionStatusSchema = z.enum(['upcoming', 'active', 'ended']);

export const competitionSummary = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable().describe('The invite code: shown to players, and for public games'),
  startDate: z.string(),
  endDate: z.string(),
  startingCash: z.number(),
  visibility: z.enum(['public', 'private']),
  classroom: z.boolean(),
  rules: competitionRulesSchema,
  status: competitionStatusSchema,
  players: z.number(),
  organiser: z.string().describe('How the organiser appears (their leaderboard name)'),
  isOrganiser: z.boolean(),
  isPlayer: z.boolean(),
});
export type CompetitionSummary = z.infer<typeof competitionSummary>;

export const competitionsAnswer = z.object({
  mine: z.array(competitionSummary).describe('Games I organise or play in'),
  public: z.array(competitionSummary).describe('Public games not yet ended that I have not joined'),
});
export type CompetitionsAnswer = z.infer<typeof competitionsAnswer>;

export const joinCompetitionBody = z.strictObject({
  code: z.string().trim().min(1, 'Enter the invite code').max(20, 'That code is too long'),
});

/** The answer for an unknown game id, a malformed one, and a game this learner may not see. */
export const GAME_NOT_FOUND = 'Competition not found.';
export const PLAYER_NOT_FOUND = 'Player not found in this competition.';

export const competitionIdParams = z.object({ id: uuidId(GAME_NOT_FOUND) });
export const competitionPlayerParams = z.object({
  id: uuidId(GAME_NOT_FOUND),
  userId: uuidId(PLAYER_NOT_FOUND),
});

export const competitionPlayer = z.object({
  userId: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  isMe: z.boolean(),
  sharesProgress: z.boolean().describe('Classroom games: consented to share lesson progress'),
});

export const competitionDetail = competitionSummary.extend({
  playerList: z.array(competitionPlayer),
  me: z
    .object({
      sharesProgress: z.boolean(),
      finalRank: z
        .number()
        .nullable()
        .describe('My final rank by return once the game ended (the top three: a podium trophy and XP)'),
    })
    .nullable()
    .describe('My membership, when I play'),
  rankingFrozenAt: z.string().nullable().describe('When the final ranking was frozen'),
});
export type CompetitionDetail = z.infer<typeof competitionDetail>;

export const competitionLeaderboardQuery = z.object({
  rank: z
    .enum(['return', 'sharpe', 'excess'], { message: 'rank must be one of: return, sharpe, excess' })
    .default('return'),
  limit: z.coerce.number().int().min(1).max(100).default(GAME_RANKING_PAGE),
  offset: listOffset,
});

export const competitionLeaderboardAnswer = leaderboardAnswer.extend({
  frozen: z.boolean().describe('The game has ended and this ranking is final'),
});
export type CompetitionLeaderboardAnswer = z.infer<typeof competitionLeaderboardAnswer>;

export const consentBody = z.strictObject({ shareProgress: z.boolean() });
export const consentAnswer = z.object({ shareProgress: z.boolean() });

export const classroomRow = z.object({
  userId: z.string(),
  name: z.string(),
  lessonsCompleted: z.number(),
  quizAccuracy: z.number().nullable().describe('Percent of first quiz answers right; null before any'),
  trades: z.number(),
  rank: z.number().nullable().describe('Rank by return in this game'),
});
export const classroomAnswer = z.object({
  players: z.array(classroomRow).describe('Only players who consented'),
  notSharing: z.number().describe('Players who have not shared their progress'),
});
export type ClassroomAnswer = z.infer<typeof classroomAnswer>;
