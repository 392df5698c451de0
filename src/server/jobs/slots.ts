// Exactly once per period across instances: every instance's timer fires in every period, and the first
// one to move the job's slot forward runs the tick; the others find the slot taken and skip it.
import { sql } from 'drizzle-orm';
import { jobSlots } from '../db/schema';
import type { Deps } from '../deps';

/** The period `ms` falls in, for a job that runs every `every` ms. */
export function slotOf(ms: number, every: number): number {
  return Math.floor(ms / every);
}

/** True when this caller took `slot` of the job (no instance ran it or a later one yet). */
export async function claimSlot(deps: Deps, name: string, slot: number): Promise<boolean> {
  const claimed = await deps.db
    .insert(jobSlots)
    .values({ name, slot, ranAt: deps.clock() })
    .onConflictDoUpdate({
      target: jobSlots.name,
      set: { slot: sql`excluded.slot`, ranAt: sql`excluded.ran_at` },
      setWhere: sql`${jobSlots.slot} < excluded.slot`,
    })
    .returning({ name: jobSlots.name });
  return claimed.length > 0;
}
