import type { ServerResponse } from 'node:http';
import { catalogueItems } from '../../../content/catalogue';
import { achievementReport } from '../../../core/gamification/achievements';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { fallbackRecommendations, recommendNextLessons } from '../../../core/gamification/recommend';
import { lessonIdOf, nextPathLesson } from '../../../core/learning-path/next-step';
import { marketStatus } from '../../../core/market';
import { achievementAdvice, cannedReply } from '../../../core/tutor/canned';
import type { LearnedWeights } from '../../../core/tutor/classify';
import { MAX_LEARNED } from '../../../core/tutor/classify';
import { composeAnswer, type LearnerFacts, type OrderFact } from '../../../core/tutor/compose';
import { createRetriever, type Retriever } from '../../../core/tutor/retrieval';
import { ASKS_OPEN_NOW, MY_TRADES, topicOf } from '../../../core/tutor/topic';
import { type ChatContext, type CitationDto, REPLY_MAX, type StreamEvent } from '../../../shared/api/tutor';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { AttemptCounter } from '../auth/attempts';
import { learningPath } from '../learning-path/service';
import { learnerState, nextLessons } from '../progress/service';
import { marketPrices } from '../trading/prices';
import { createTradingService } from '../trading/service';
import { tutorFor } from './providers';
import { feedbackTally, recentOrders, tradeSummary } from './store';

// Use cases of the tutor: the learner's own facts for an answer, the answer stream with its
// fallback, the rate limits, and the weights the classifier learned from the learner's feedback.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Questions per signed-in learner and per guest IP address (OWASP LLM10: unbounded consumption). */
export const LIMITS = {
  userPerMinute: 20,
  userPerDay: 300,
  guestPerMinute: 8,
  guestPerDay: 60,
} as const;
export const TOO_MANY = 'You are asking faster than I can think. Please wait a moment and ask again.';
export const guestLimitMessage = (limit: number) =>
  `Guests can ask ${limit} tutor questions a day. Please come back tomorrow, or sign in: Pro is unlimited.`;
/** Each accepted navigation raises its pattern by this much for the learner (up to MAX_LEARNED). */
export const LEARNED_STEP = 0.05;

const { all: lessonInfos } = buildLessonLookup();
const openable = new Set(catalogueItems.map((i) => i.id));

export type Caller = { userId: string | null; ip: string };

type NextPick = { lessonId: string; reason: string };

/** The learning path's next lesson first, as the dashboard and the end of a lesson offer it, then the
 * model's picks without it. */
function withPathFirst(onPath: string | undefined, picks: NextPick[]): NextPick[] {
  if (!onPath) return picks;
  return [
    { lessonId: onPath, reason: 'next on your learning path' },
    ...picks.filter((r) => r.lessonId !== onPath),
  ];
}

export function createTutorService(deps: Deps) {
  let retriever: Retriever | undefined;
  // Built on the first question, not at start-up (about 200 ms of indexing).
  const index = () => {
    retriever ??= createRetriever();
    return retriever;
  };
  const tutor = tutorFor(deps.config);
  const trading = createTradingService(deps);
  // A guest address gets no more than a free account's daily allowance (decision 0013).
  const guestDayLimit = Math.min(LIMITS.guestPerDay, deps.config.TUTOR_FREE_DAILY_MESSAGES);
  const counters = {
    userMinute: new AttemptCounter({ limit: LIMITS.userPerMinute, ms: MINUTE }),
    userDay: new AttemptCounter({ limit: LIMITS.userPerDay, ms: DAY }),
    guestMinute: new AttemptCounter({ limit: LIMITS.guestPerMinute, ms: MINUTE }),
    guestDay: new AttemptCounter({ limit: guestDayLimit, ms: DAY }),
  };

  /** Counts one question; 429 with Retry-After once the caller's minute or day is used up. */
  function spend(caller: Caller): void {
    const now = deps.clock().getTime();
    const [minute, day, key] = caller.userId
      ? [counters.userMinute, counters.userDay, `u:${caller.userId}`]
      : [counters.guestMinute, counters.guestDay, `ip:${caller.ip}`];
    const dayWait = day.retryAfter(key, now);
    const wait = Math.max(minute.retryAfter(key, now), dayWait);
    const message = !caller.userId && dayWait > 0 ? guestLimitMessage(guestDayLimit) : TOO_MANY;
    if (wait > 0) throw httpError(429, message, { 'retry-after': String(Math.ceil(wait / 1000)) });
    minute.hit(key, now);
    day.hit(key, now);
  }

  async function ordersFacts(userId: string): Promise<Pick<LearnerFacts, 'orders' | 'prices' | 'market'>> {
    const now = deps.clock();
    const rows = await recentOrders(deps.db, userId);
    const orders: OrderFact[] = rows.map((o) => ({
      symbol: o.symbol,
      side: o.side as OrderFact['side'],
      orderType: o.orderType as OrderFact['orderType'],
      shares: o.shares,
      limitPrice: o.limitPrice === null ? null : o.limitPrice / 100,
      stopPrice: o.stopPrice === null ? null : o.stopPrice / 100,
      stopTriggered: o.stopTriggered,
      status: o.status as OrderFact['status'],
      timeInForce: o.timeInForce,
      reason: o.reason,
      createdAt: o.createdAt.toISOString(),
    }));
    const prices: Record<string, number> = {};
    for (const symbol of new Set(orders.map((o) => o.symbol))) {
      const q = await marketPrices()
        .quote(symbol, now)
        .catch(() => undefined);
      if (q) prices[symbol] = q.price;
    }
    const status = marketStatus(now);
    return { orders, prices, market: { open: status.isOpen, note: `${status.message}.` } };
  }

  /** Only what this question needs, and only the caller's own data. */
  async function facts(
    caller: Caller,
    message: string,
    context: ChatContext | undefined,
  ): Promise<LearnerFacts> {
    const topic = topicOf(message);
    // "Is the market open?": the same for everyone, from the server's clock.
    const status = ASKS_OPEN_NOW.test(message) ? marketStatus(deps.clock()) : undefined;
    const market = status && { market: { open: status.isOpen, note: `${status.message}.` } };
    if (!caller.userId) {
      if (topic !== 'next') return { signedIn: false, ...market };
      const completed = (context?.userProgress?.completedLessons ?? []).filter((id) => openable.has(id));
      const list = recommendNextLessons(
        lessonInfos.filter((l) => openable.has(l.id)),
        { completed, percent: {}, quizScores: {} },
        3,
      );
      const picks = (list.length > 0 ? list : fallbackRecommendations((id) => openable.has(id))).map((r) => ({
        lessonId: r.lessonId,
        reason: 'reason' in r ? r.reason : '',
      }));
      // The guest's path is built in their browser (their answers and review cards stay there).
      const onPath = context?.userProgress?.nextOnPath;
      return {
        signedIn: false,
        next: withPathFirst(
          onPath && openable.has(onPath) && !completed.includes(onPath) ? onPath : undefined,
          picks,
        ),
      };
    }
    const userId = caller.userId;
    const out: LearnerFacts = { signedIn: true, ...market };
    // Read once: the progress, the model's picks and the path all start from it.
    const state = topic === 'next' || topic === 'progress' ? await learnerState(deps, userId) : undefined;
    if (state) {
      const { progress } = state;
      out.progress = {
        totalXP: progress.totalXP,
        level: progress.level,
        currentStreak: progress.currentStreak,
        longestStreak: progress.longestStreak,
        lessonsCompleted: progress.totalLessonsCompleted,
      };
    }
    if (topic === 'next') {
      // The learning path's next lesson first, as on the dashboard, then the model's picks.
      const [answer, { path }] = await Promise.all([
        nextLessons(deps, userId, state),
        learningPath(deps, userId, state),
      ]);
      const picks = answer.prediction.recommendations.map((r) => ({
        lessonId: r.lessonId,
        reason: r.reason ?? '',
      }));
      const onPath = nextPathLesson(path.steps, (id) => openable.has(id));
      out.next = withPathFirst(onPath && lessonIdOf(onPath), picks);
    }
    if (topic === 'orders' && MY_TRADES.test(message)) {
      const { count, last } = await tradeSummary(deps.db, userId);
      out.trades = {
        count,
        ...(last && {
          last: {
            side: last.type === 'SELL' ? 'sell' : 'buy',
            symbol: last.symbol,
            shares: last.shares,
            price: last.price / 100,
            orderType: last.orderType,
            at: last.timestamp.toISOString(),
          },
        }),
      };
    } else if (topic === 'orders') Object.assign(out, await ordersFacts(userId));
    if (topic === 'portfolio') {
      const p = await trading.portfolio(userId);
      out.portfolio = {
        totalValue: p.portfolio.totalValue,
        cash: p.portfolio.cash,
        allTimeReturnPercent: p.portfolio.allTimeReturnPercent,
        allTimeReturn: p.portfolio.allTimeReturn,
        positions: p.positions.map((x) => ({
          symbol: x.symbol,
          shares: x.shares,
          marketValue: x.marketValue,
          unrealizedPnLPercent: x.unrealizedPnLPercent,
        })),
      };
    }
    return out;
  }

  /** Writes the answer as `data: {json}` lines: chunks as they come, then one `complete`. */
  async function stream(
    res: ServerResponse,
    message: string,
    facts: LearnerFacts,
    earlier: { sender: 'user' | 'ai' | 'system'; content: string }[],
  ): Promise<void> {
    const send = (event: StreamEvent) => {
      if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    let content = '';
    let citations: CitationDto[] = [];
    let provider: 'offline' | 'openai' | 'fallback' = tutor.name;
    try {
      const reply = await tutor.answer({ message, earlier, facts, retriever: index() });
      citations = reply.citations;
      for await (const chunk of reply.chunks) {
        if (res.destroyed) return;
        const room = REPLY_MAX - content.length;
        if (room <= 0) break;
        const piece = chunk.slice(0, room);
        content += piece;
        send({ type: 'chunk', content: piece });
      }
      if (content.trim() === '') throw new Error('the tutor answered nothing');
    } catch (error) {
      deps.log.warn({ err: error, provider: tutor.name }, 'tutor answer failed; sending the canned reply');
      const canned = cannedReply(message);
      const piece = content === '' ? canned : `\n\n${canned}`;
      content += piece;
      provider = 'fallback';
      if (content === piece) citations = [];
      send({ type: 'chunk', content: piece });
    }
    send({ type: 'complete', content, citations, provider });
    res.end();
  }

  /** Pattern weights learned from this learner's accepted (and refused) navigations. */
  async function learned(userId: string | null): Promise<LearnedWeights> {
    if (!userId) return {};
    const rows = await feedbackTally(deps.db, userId);
    const out: Record<string, number> = {};
    for (const r of rows) {
      const w = Math.min(MAX_LEARNED, r.net * LEARNED_STEP);
      if (w > 0) out[`${r.intent}:${r.target}`] = w;
    }
    return out;
  }

  async function achievementRecommendation(userId: string): Promise<string> {
    const { progress } = await learnerState(deps, userId);
    return achievementAdvice(
      achievementReport(progress.stats, progress.achievements),
      progress.currentStreak,
    );
  }

  /** A whole answer at once (POST /api/ai-tutor/chat with a general question). */
  async function answerText(caller: Caller, message: string): Promise<string> {
    return composeAnswer(message, await facts(caller, message, undefined), index()).text;
  }

  return { spend, facts, stream, learned, achievementRecommendation, answerText, provider: tutor.name };
}
