// The options contract: the chain under /market-data/options and option trades under /api/trading/options.
import { z } from 'zod';

export const optionTypeSchema = z.enum(['call', 'put']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Any text: the route answers 400 "Invalid symbol provided" for one that is not a symbol, as the quote does. */
export const chainParams = z.object({ symbol: z.string() });
export const chainQuery = z.strictObject({
  expiration: z
    .string()
    .regex(isoDate, 'Expiration must be a date as YYYY-MM-DD')
    .optional()
    .describe('One of the listed expirations (YYYY-MM-DD); the nearest when absent'),
});

export const optionQuoteSchema = z.object({
  strike: z.number(),
  bid: z.number(),
  ask: z.number(),
  last: z.number(),
  mid: z.number().describe('The model price (American where early exercise matters)'),
  volume: z.number().int(),
  openInterest: z.number().int(),
  impliedVolatility: z.number().describe('Annual volatility, decimal'),
  inTheMoney: z.boolean(),
  intrinsicValue: z.number(),
  timeValue: z.number(),
  delta: z.number(),
  gamma: z.number(),
  theta: z.number().describe('Dollars per share per calendar day'),
  vega: z.number().describe('Dollars per share per 1 point of volatility'),
  rho: z.number().describe('Dollars per share per 1 point of the interest rate'),
});

export const chainAnswer = z.object({
  symbol: z.string(),
  underlyingPrice: z.number(),
  asOf: z.string(),
  riskFreeRate: z.number(),
  dividendYield: z.number(),
  expiration: z.string(),
  expirations: z.array(z.string()),
  calls: z.array(optionQuoteSchema),
  puts: z.array(optionQuoteSchema),
});
export type ChainAnswer = z.infer<typeof chainAnswer>;

export const optionTradeBody = z.strictObject({
  symbol: z.string().min(1).max(20),
  optionType: optionTypeSchema,
  strike: z.number().positive().max(100_000),
  expiration: z.string().regex(isoDate, 'Expiration must be a date as YYYY-MM-DD'),
  side: z.enum(['buy', 'sell']),
  contracts: z.number().int('Contracts must be a whole number').min(1).max(1000),
  orderType: z.enum(['market', 'limit']).default('market'),
  limitPrice: z
    .number()
    .positive()
    .max(100_000)
    .optional()
    .describe('Dollars per share; required for limit orders'),
  competitionId: z.string().optional().describe('Trade in this game’s portfolio (issue 21)'),
});
export type OptionTradeBody = z.infer<typeof optionTradeBody>;

export const optionPositionSchema = z.object({
  symbol: z.string().describe('The underlying'),
  contract: z.string().describe('OCC symbol, e.g. AAPL261218C00190000'),
  type: optionTypeSchema,
  side: z.enum(['long', 'short']).describe('short: a covered call or a cash-secured put'),
  strike: z.number(),
  expiration: z.string(),
  contracts: z.number().int().positive(),
  avgCost: z.number().describe('Dollars per share paid (long) or received (short), commissions included'),
  currentPrice: z.number().describe('Model price per share now'),
  marketValue: z.number().describe('Dollars; negative for a short position (owed)'),
  pl: z.number().describe('Unrealised profit or loss, dollars'),
  daysToExpiry: z.number().int().nullable(),
});

export const optionTradeAnswer = z.object({
  message: z.string(),
  trade: z.object({
    id: z.string(),
    type: z.enum(['option_buy', 'option_sell']),
    symbol: z.string(),
    contract: z.string(),
    contracts: z.number().int(),
    price: z.number(),
    totalValue: z.number(),
    commission: z.number(),
    realizedPnL: z.number().nullable(),
    timestamp: z.string(),
  }),
  cash: z.number(),
  optionsPositions: z.array(optionPositionSchema),
});

export type OptionTradeAnswer = z.infer<typeof optionTradeAnswer>;
export type OptionPositionDto = z.infer<typeof optionPositionSchema>;
