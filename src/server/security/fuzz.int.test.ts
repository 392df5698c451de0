import { afterAll, afterEach, expect, it } from 'vitest';
import { fuzzRoute } from '../test/fuzz/fuzz-route';
import { operationKey } from '../test/fuzz/operations';
import { openFuzzSession } from '../test/fuzz/session';
import { startTestServer } from '../test/server';

// Issue 15, point 1: every route of the OpenAPI document under seeded fast-check requests of every
// wrong shape and on every schema edge. No 5xx, no stack trace or SQL text, every 4xx an
// `{ error }` message, and nothing of another learner's. A route added later is fuzzed the day it
// lands. FUZZ_RUNS and FUZZ_SEED change the budget and the seed (bench/fuzz/run.ts runs far more).

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const s = await startTestServer();
const session = await openFuzzSession(s);
afterAll(() => s.close());
afterEach(() => session.renew());

it('reads a route list from the OpenAPI document', () => {
  expect(session.operations.length).toBeGreaterThan(50);
  expect(session.victim.ids.length).toBeGreaterThan(0);
});

it.each(session.operations.map((op) => [operationKey(op), op] as const))(
  '%s keeps the property',
  async (_, op) => {
    await fuzzRoute(op, session.target, { runs: RUNS, seed: SEED });
  },
);
