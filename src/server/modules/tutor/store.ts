import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  chatConversations,
  chatMessages,
  navigationDecisions,
  navigationQueries,
  orders,
  trades,
  tutorDailyUsage,
  userPlans,
  users,
} from '../../db/schema';

// SQL of the tutor module. Every query is scoped to one user.

export const CONVERSATIONS_LISTED = 30;
export const MESSAGES_PER_CONVERSATION = 100;

export async function findConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
  return row;
}

export async function createConversation(db: Db, userId: string, title: string, at: Date): Promise<string> {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, title, createdAt: at, updatedAt: at })
    .returning({ id: chatConversations.id });
  return row!.id;
}

export async function addMessage(
  db: Db,
  row: {
    conversationId: string;
    userId: string;
    sender: 'user' | 'ai' | 'system';
    content: string;
    context: Record<string, unknown> | null;
    at: Date;
  },
): Promise<string> {
  const [saved] = await db
    .insert(chatMessages)
    .values({
      conversationId: row.conversationId,
      userId: row.userId,
      sender: row.sender,
      content: row.content,
      context: row.context,
      createdAt: row.at,
    })
    .returning({ id: chatMessages.id });
  await db
    .update(chatConversations)
    .set({ updatedAt: row.at })
    .where(and(eq(chatConversations.id, row.conversationId), eq(chatConversations.userId, row.userId)));
  return saved!.id;
}

export async function listConversations(db: Db, userId: string) {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(CONVERSATIONS_LISTED);
  if (conversations.length === 0) return [];
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        inArray(
          chatMessages.conversationId,
          conversations.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.seq));
  const byConversation = new Map<string, typeof messages>();
  for (const m of messages) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(m);
    byConversation.set(m.conversationId, list);
  }
  return conversations.map((c) => ({
    ...c,
    messages: (byConversation.get(c.id) ?? []).slice(-MESSAGES_PER_CONVERSATION),
  }));
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return gone.length > 0;
}

export async function countMessagesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), sql`${chatMessages.createdAt} >= ${since}`));
  return row?.n ?? 0;
}

export async function insertQuery(db: Db, userId: string, query: string, at: Date): Promise<void> {
  await db.insert(navigationQueries).values({ userId, query, createdAt: at });
}

export async function insertDecision(
  db: Db,
  row: {
    userId: string;
    query: string;
    intent: string;
    target: string;
    confidence: number;
    metadata: Record<string, unknown>;
    at: Date;
  },
): Promise<string> {
  const [saved] = await db
    .insert(navigationDecisions)
    .values({ ...row, createdAt: row.at })
    .returning({ id: navigationDecisions.id });
  return saved!.id;
}

export async function recordFeedback(
  db: Db,
  userId: string,
  decisionId: string,
  wasSuccessful: boolean,
  feedback: string | null,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(navigationDecisions)
    .set({ wasSuccessful, feedback, feedbackAt: at })
    .where(and(eq(navigationDecisions.id, decisionId), eq(navigationDecisions.userId, userId)))
    .returning({ id: navigationDecisions.id });
  return updated.length > 0;
}

/** Accepted minus refused decisions per (intent, target) of one learner. */
export async function feedbackTally(db: Db, userId: string) {
  return db
    .select({
      intent: navigationDecisions.intent,
      target: navigationDecisions.target,
      net: sql<number>`(count(*) filter (where ${navigationDecisions.wasSuccessful}) - count(*) filter (where not ${navigationDecisions.wasSuccessful}))::int`,
    })
    .from(navigationDecisions)
    .where(and(eq(navigationDecisions.userId, userId), isNotNull(navigationDecisions.wasSuccessful)))
    .groupBy(navigationDecisions.intent, navigationDecisions.target);
}

/** The learner's latest orders (any status), newest first. */
export async function recentOrders(db: Db, userId: string, limit = 20) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** How many trades the learner has made, and the newest ("what was my last trade?"). */
export async function tradeSummary(db: Db, userId: string) {
  const [[counted], [last]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(trades).where(eq(trades.userId, userId)),
    db
      .select({
        type: trades.type,
        symbol: trades.symbol,
        shares: trades.shares,
        price: trades.price,
        orderType: trades.orderType,
        timestamp: trades.timestamp,
      })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(desc(trades.seq))
      .limit(1),
  ]);
  return { count: counted?.n ?? 0, last };
}

/** The learner's plan and time zone: what their tutor allowance depends on. */
export async function allowanceFacts(db: Db, userId: string): Promise<{ pro: boolean; timeZone: string }> {
  const [row] = await db
    .select({ plan: userPlans.plan, timeZone: users.timeZone })
    .from(users)
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(eq(users.id, userId));
  return { pro: row?.plan === 'pro', timeZone: row?.timeZone ?? 'UTC' };
}

export async function questionsOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: tutorDailyUsage.questions })
    .from(tutorDailyUsage)
    .where(and(eq(tutorDailyUsage.userId, userId), eq(tutorDailyUsage.day, day)));
  return row?.n ?? 0;
}

/**
 * Counts one question on the learner's day unless `limit` are already counted; in one statement, so
 * two questions at once cannot both take the last one. The new count, or null when the day is used up.
 */
export async function spendQuestion(
  db: Db,
  userId: string,
  day: string,
  limit: number,
): Promise<number | null> {
  const rows = await db
    .insert(tutorDailyUsage)
    .values({ userId, day, questions: 1 })
    .onConflictDoUpdate({
      target: [tutorDailyUsage.userId, tutorDailyUsage.day],
      set: { questions: sql`${tutorDailyUsage.questions} + 1` },
      setWhere: sql`${tutorDailyUsage.questions} < ${limit}`,
    })
    .returning({ n: tutorDailyUsage.questions });
  return rows[0]?.n ?? null;
}
