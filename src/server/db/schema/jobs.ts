import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last period each timed job ran for. An instance runs a job's tick only when it moves `slot`
 * forward, so with several instances each period runs exactly once (src/server/jobs/slots.ts).
 */
export const jobSlots = pgTable('job_slots', {
  name: text('name').primaryKey(),
  /** Milliseconds since 1970 divided by the job's interval: the period last run. */
  slot: bigint('slot', { mode: 'number' }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
