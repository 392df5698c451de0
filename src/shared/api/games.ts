import { z } from 'zod';
import { MAX_ORDER_CENTS } from '../../core/games/engine';
import { GAME_IDS } from '../../core/games/types';
import { errorAnswer, occurredAt, recordedAnswer } from './progress';

// The /api/games contract (issue 11): the list of crisis games with the learner's best result, a
// finished game's actions (the server replays them and computes the score) and each game's
// leaderboard by risk-adjusted score.

export { errorAnswer };

/** 429 of POST /api/games/{gameId}/results past the hourly limit. */
export const TOO_MANY_GAMES =
  'You have finished many games in the last hour. Take a break and come back later.';

const assetId = z
  .string()
  .regex(/^(index|bonds|stock:[A-Z.]{1,10})$/, 'An asset is index, bonds or stock:SYMBOL')
  .describe('index, bonds or stock:SYMBOL');
const cents = z.number().int().positive().max(MAX_ORDER_CENTS).describe('Whole US cents');

export const gameAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hold') }),
  z.object({ type: z.literal('buy'), asset: assetId, cents }),
  z.object({ type: z.literal('sell'), asset: assetId, cents }),
  z.object({
    type: z.literal('rebalance'),
    weights: z.record(assetId, z.number().int().min(0).max(100)).describe('Whole percent per asset'),
  }),
  z.object({ type: z.literal('insure'), on: z.boolean() }),
]);

/** An unknown game id and a malformed one answer alike, without repeating the id. */
export const UNKNOWN_GAME = 'Unknown game';
export const gameIdParams = z.object({ gameId: z.string().min(1, UNKNOWN_GAME).max(60, UNKNOWN_GAME) });

export const resultBody = z.object({
  actions: z.array(gameAction).max(200).describe('One decision per step, in order, from the start'),
  timeSpent: z.number().min(0).max(86_400).optional().describe('Seconds the learner played'),
  occurredAt: occurredAt
    .optional()
    .describe(
      'A guest game carried into the account: when the guest finished it. Its XP is scored at that time if it was before the account existed (and within a year), as carried lessons are; otherwise now',
    ),
});
export type ResultBody = z.infer<typeof resultBody>;

export const gameResultView = z.object({
  score: z.number().int(),
  finalValue: z.number().describe('US dollars'),
  returnPercent: z.number(),
  indexReturnPercent: z.number(),
  maxDrawdownPercent: z.number(),
  playedAt: z.string(),
});
export type GameResultView = z.infer<typeof gameResultView>;

const pct = (x: number) => Math.round(x * 10_000) / 100;

/** A result's figures as the API shows them: dollars, percents with 2 decimals. */
export function resultView(
  r: { score: number; finalCents: number; return: number; indexReturn: number; maxDrawdown: number },
  playedAt: Date,
): GameResultView {
  return {
    score: r.score,
    finalValue: r.finalCents / 100,
    returnPercent: pct(r.return),
    indexReturnPercent: pct(r.indexReturn),
    maxDrawdownPercent: pct(r.maxDrawdown),
    playedAt: playedAt.toISOString(),
  };
}

export const gameSummary = z.object({
  id: z.enum(GAME_IDS),
  title: z.string(),
  era: z.string(),
  summary: z.string(),
  goal: z.string(),
  lessonId: z.string(),
  indexName: z.string(),
  steps: z.number().int(),
  tools: z.array(z.enum(['margin', 'insurance', 'fed'])),
  best: gameResultView.nullable(),
  plays: z.number().int(),
});
export type GameSummary = z.infer<typeof gameSummary>;

export const gamesAnswer = z.object({ games: z.array(gameSummary), signedIn: z.boolean() });
export type GamesAnswer = z.infer<typeof gamesAnswer>;

export const resultAnswer = z.object({
  result: gameResultView,
  best: z.boolean().describe('Whether this is the learner’s best score in this game'),
  rank: z.number().int().describe('Place of the learner’s best score on the leaderboard'),
  progress: recordedAnswer,
});
export type ResultAnswer = z.infer<typeof resultAnswer>;

export const leaderboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const gameLeaderboardEntry = gameResultView.extend({
  rank: z.number().int(),
  username: z.string(),
  isCurrentUser: z.boolean(),
});
export const gameLeaderboardAnswer = z.object({
  gameId: z.enum(GAME_IDS),
  explanation: z.string(),
  entries: z.array(gameLeaderboardEntry),
  total: z.number().int(),
});
export type GameLeaderboardAnswer = z.infer<typeof gameLeaderboardAnswer>;
