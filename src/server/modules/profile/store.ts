import { desc, eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Billing, Plan } from '../../../shared/api/profile';
import type { Db } from '../../db/connect';
import * as schema from '../../db/schema';
import { auditLog, proInterest, userPlans, users } from '../../db/schema';

/** Columns of the users row that never leave the server, not even in the user's own export. */
const SECRET_USER_COLUMNS = new Set(['passwordHash', 'googleSub', 'tokensValidAfter']);

/** Every table with a user_id column, found from the schema (so a new module's table is included). */
export function userOwnedTables(): { name: string; table: PgTable; userId: PgColumn }[] {
  const out: { name: string; table: PgTable; userId: PgColumn }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const column = Object.values(getTableColumns(value)).find((c) => c.name === 'user_id');
    if (column) out.push({ name: getTableConfig(value).name, table: value, userId: column });
  }
  return out;
}

export async function planOf(db: Db, userId: string): Promise<Plan> {
  const [row] = await db.select({ plan: userPlans.plan }).from(userPlans).where(eq(userPlans.userId, userId));
  return row?.plan ?? 'free';
}

export async function lastProInterest(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: proInterest.createdAt })
    .from(proInterest)
    .where(eq(proInterest.userId, userId))
    .orderBy(desc(proInterest.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function recordProInterest(
  db: Db,
  row: { userId: string; billing: Billing; studentEmail: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(proInterest).values(row);
}

/** The user's row (without secrets) and every row of theirs in every user_id table. */
export async function exportUserData(
  db: Db,
  userId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  tables.users = user
    ? [Object.fromEntries(Object.entries(user).filter(([key]) => !SECRET_USER_COLUMNS.has(key)))]
    : [];
  for (const { name, table, userId: column } of userOwnedTables()) {
    tables[name] = (await db.select().from(table).where(eq(column, userId))) as Record<string, unknown>[];
  }
  return tables;
}

/** Removes the user and every row of theirs, all or nothing. */
export async function deleteUserEverywhere(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The users row first: foreign keys cascade; then tables without one (e.g. auth_events).
    await tx.delete(users).where(eq(users.id, userId));
    for (const { table, userId: column } of userOwnedTables()) {
      await tx.delete(table).where(eq(column, userId));
    }
    // The audit log keeps what administrators did, but no longer points at the person
    // (docs/decisions/0013-admin-and-pro.md).
    await tx.update(auditLog).set({ targetUserId: null }).where(eq(auditLog.targetUserId, userId));
  });
}
