// The fuzz suite of src/server/security/fuzz.int.test.ts with a far larger budget: every route of
// the OpenAPI document, FUZZ_RUNS seeded cases each (default 500), on PGlite or, with
// TEST_DB=postgres and TEST_DATABASE_URL, on PostgreSQL. Prints each route's cases and time and
// every finding; exits 1 when a route broke the property (findings are defects, not speed).
// Run: npx tsx bench/fuzz/run.ts   (FUZZ_SEED=n another seed; FUZZ_ONLY=<regex> some routes)
import { fuzzRoute } from '../../src/server/test/fuzz/fuzz-route';
import { operationKey } from '../../src/server/test/fuzz/operations';
import { openFuzzSession } from '../../src/server/test/fuzz/session';
import { startTestServer } from '../../src/server/test/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

const s = await startTestServer();
const session = await openFuzzSession(s);
const operations = session.operations.filter((op) => !ONLY || ONLY.test(operationKey(op)));
console.log(
  `fuzz: ${operations.length} routes × ${RUNS} cases, seed ${SEED} (${process.env.TEST_DB ?? 'pglite'})`,
);

const failed: string[] = [];
const started = performance.now();
for (const op of operations) {
  const t0 = performance.now();
  const statuses = new Map<number, number>();
  const onAnswer = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  try {
    await fuzzRoute(op, session.target, { runs: RUNS, seed: SEED, onAnswer });
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `ok   ${operationKey(op).padEnd(52)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s  ${seen}`,
    );
  } catch (error) {
    failed.push(operationKey(op));
    console.log(
      `FAIL ${operationKey(op)}\n${String((error as Error).cause ?? (error as Error).message).slice(0, 2000)}\n`,
    );
  }
  await session.renew();
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${operations.length * RUNS} cases in ${seconds.toFixed(0)} s (${((operations.length * RUNS) / seconds).toFixed(0)}/s); ${failed.length} route(s) failed${failed.length ? `: ${failed.join(', ')}` : ''}`,
);
console.log(`Repeat with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
await s.close();
process.exit(failed.length ? 1 : 0);
