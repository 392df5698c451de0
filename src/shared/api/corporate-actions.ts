// GET /api/market-data/corporate-actions/{symbol} (issue 18 §3): a symbol's dividends and splits.
import { z } from 'zod';

export const corporateActionSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  kind: z.enum(['DIVIDEND', 'SPLIT']),
  declaredDate: z.string(),
  exDate: z.string(),
  recordDate: z.string(),
  payDate: z.string(),
  /** Dollars per share; 0 for a split. */
  amount: z.number(),
  /** "2:1" (forward: 2 new shares for 1) or "1:10" (reverse: 1 new share for 10); null for a dividend. */
  ratio: z.string().nullable(),
  /** True while the ex-date is still ahead. */
  upcoming: z.boolean(),
  description: z.string(),
});
export type CorporateActionDto = z.infer<typeof corporateActionSchema>;

export const corporateActionsAnswer = z.object({
  symbol: z.string(),
  asOf: z.string(),
  actions: z.array(corporateActionSchema),
});
export type CorporateActionsAnswer = z.infer<typeof corporateActionsAnswer>;
