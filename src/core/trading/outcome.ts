import type { Refusal } from './refusals';
import type { Effects, Ledger } from './types';
import type { OrderWarning } from './warnings';

/** The answer of every engine command: a new state and what changed, or a refusal with the state untouched. */
export type Outcome<T> =
  | { ok: true; state: Ledger; value: T; effects: Effects; warnings: OrderWarning[] }
  | { ok: false; state: Ledger; refusal: Refusal };

export const noEffects = (): Effects => ({ trades: [], orders: [], advanced: [] });
