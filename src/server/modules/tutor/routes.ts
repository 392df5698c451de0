import { cannedReply } from '../../../core/tutor/canned';
import { classify } from '../../../core/tutor/classify';
import { errorAnswer } from '../../../shared/api/auth';
import {
  aiResponseAnswer,
  aiResponseBody,
  aiTutorAnswer,
  aiTutorBody,
  allowanceAnswer,
  CONVERSATION_NOT_FOUND,
  conversationParams,
  conversationsAnswer,
  EMPTY_MESSAGE,
  MEMORY_MESSAGES,
  messagesAnswer,
  messagesBody,
  navFeedbackBody,
  patternsAnswer,
  patternsQuery,
  streamBody,
  successAnswer,
  trackDecisionAnswer,
  trackDecisionBody,
  trackQueryBody,
} from '../../../shared/api/tutor';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { createAllowance } from './allowance';
import { type Caller, createTutorService, LIMITS, TOO_MANY } from './service';
import {
  addMessage,
  countMessagesSince,
  createConversation,
  deleteConversation,
  findConversation,
  insertDecision,
  insertQuery,
  listConversations,
  recordFeedback,
} from './store';

// The tutor's routes (spec app-and-learning §7): conversations under /api/chat, the answer stream,
// the achievement advice, and navigation tracking with the patterns it learned.

const secured = [{ bearer: [] }];
/** Tags, bearer security and the description of a signed-in route. */
const mine = (description: string) => ({ tags: ['tutor'], security: secured, description });
/** Chat bodies are small: a question, five remembered messages and a little context. */
const BODY_LIMIT = 64 * 1024;
const NOT_FOUND = CONVERSATION_NOT_FOUND;
/** Saved messages per learner per day (their questions and the tutor's replies). */
export const SAVED_PER_DAY = 2 * LIMITS.userPerDay;
const DAY_MS = 24 * 60 * 60 * 1000;

const trimmed = (text: string) => {
  const t = text.trim();
  if (t === '') throw httpError(400, EMPTY_MESSAGE);
  return t;
};

export default async function tutorRoutes(app: App, deps: Deps): Promise<void> {
  const service = createTutorService(deps);
  const allowance = createAllowance(deps);
  const auth = { preValidation: app.authenticate };
  async function assertRoom(userId: string, now: Date): Promise<void> {
    const saved = await countMessagesSince(deps.db, userId, new Date(now.getTime() - DAY_MS));
    if (saved >= SAVED_PER_DAY) throw httpError(429, TOO_MANY);
  }
  const caller = (request: { user: { id: string } | null; ip: string }): Caller => ({
    userId: request.user?.id ?? null,
    ip: request.ip,
  });

  app.post(
    '/api/ai-learning/chat/stream',
    {
      preValidation: app.identify,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['tutor'],
        description: `Ask the tutor. Answers stream as server-sent lines \`data: {json}\`: \`{type:"chunk",content}\` as the answer arrives, then one \`{type:"complete",content,citations,provider}\` with the whole answer and the lessons it cites. Guests may ask too (nothing is stored). A signed-in learner's \`conversationId\` must be theirs (404). Up to ${LIMITS.userPerMinute} questions a minute per learner, and ${LIMITS.guestPerMinute} per guest address; then 429. A free learner may ask TUTOR_FREE_DAILY_MESSAGES (${deps.config.TUTOR_FREE_DAILY_MESSAGES} here) a day of their time zone, and a guest address as many a day; at the limit 429 says when it comes back (Retry-After too). Pro is unlimited. A free learner's answer carries \`X-Tutor-Remaining\`.`,
        body: streamBody,
        response: { 400: errorAnswer, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const message = trimmed(request.body.message);
      const who = caller(request);
      const { conversationId, context } = request.body;
      if (conversationId && (!who.userId || !(await findConversation(deps.db, who.userId, conversationId))))
        throw httpError(404, NOT_FOUND);
      // The day's allowance first: once it is used up, that is what the learner needs to hear.
      const left = who.userId ? await allowance.spend(who.userId) : null;
      service.spend(who);
      const earlier =
        context?.rememberContext === false ? [] : (context?.recentMessages ?? []).slice(-MEMORY_MESSAGES);
      const facts = await service.facts(who, message, context).catch((err) => {
        request.log.warn({ err }, 'could not read the learner’s facts for the tutor');
        return { signedIn: who.userId !== null };
      });
      reply.hijack();
      // Hijacked replies skip Fastify's hooks: carry over the headers they set (helmet, CORS).
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      reply.raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        ...(left?.remaining != null ? { 'x-tutor-remaining': String(left.remaining) } : {}),
      });
      await service.stream(reply.raw, message, facts, earlier);
    },
  );

  app.get(
    '/api/ai-learning/allowance',
    {
      ...auth,
      schema: {
        ...mine(
          'The learner’s tutor questions today: limit and remaining are null for Pro (unlimited); resetsAt is their next local midnight.',
        ),
        response: { 200: allowanceAnswer, 401: errorAnswer },
      },
    },
    async (request) => allowance.of(request.user.id),
  );

  app.get(
    '/api/chat/conversations',
    {
      ...auth,
      schema: {
        ...mine('The learner’s conversations, most recent first (up to 30), each with its messages.'),
        response: { 200: conversationsAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const list = await listConversations(deps.db, request.user.id);
      return {
        conversations: list.map((c) => ({
          id: c.id,
          title: c.title,
          createdAt: c.createdAt.toISOString(),
          updatedAt: c.updatedAt.toISOString(),
          messages: c.messages.map((m) => ({
            id: m.id,
            content: m.content,
            sender: m.sender as 'user' | 'ai' | 'system',
            timestamp: m.createdAt.toISOString(),
          })),
        })),
      };
    },
  );

  app.post(
    '/api/chat/messages',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine(
          'Save the learner’s message; without `conversationId` a new conversation starts (titled by the message). Another learner’s conversation is 404.',
        ),
        body: messagesBody,
        response: {
          200: messagesAnswer,
          400: errorAnswer,
          401: errorAnswer,
          404: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const message = trimmed(request.body.message);
      const userId = request.user.id;
      const now = deps.clock();
      await assertRoom(userId, now);
      let conversationId = request.body.conversationId;
      if (conversationId) {
        if (!(await findConversation(deps.db, userId, conversationId))) throw httpError(404, NOT_FOUND);
      } else {
        const title = message.length > 60 ? `${message.slice(0, 57)}…` : message;
        conversationId = await createConversation(deps.db, userId, title, now);
      }
      const { currentCourse } = request.body.context ?? {};
      const messageId = await addMessage(deps.db, {
        conversationId,
        userId,
        sender: 'user',
        content: message,
        context: currentCourse ? { currentCourse } : null,
        at: now,
      });
      return { conversationId, messageId };
    },
  );

  app.post(
    '/api/chat/ai-response',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine('Save the tutor’s reply in the learner’s conversation (another learner’s is 404).'),
        body: aiResponseBody,
        response: {
          200: aiResponseAnswer,
          400: errorAnswer,
          401: errorAnswer,
          404: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const content = trimmed(request.body.content);
      const userId = request.user.id;
      await assertRoom(userId, deps.clock());
      if (!(await findConversation(deps.db, userId, request.body.conversationId)))
        throw httpError(404, NOT_FOUND);
      const messageId = await addMessage(deps.db, {
        conversationId: request.body.conversationId,
        userId,
        sender: 'ai',
        content,
        context: null,
        at: deps.clock(),
      });
      return { messageId };
    },
  );

  app.delete(
    '/api/chat/conversations/:id',
    {
      ...auth,
      schema: {
        ...mine('Delete one of the learner’s conversations with its messages (another learner’s is 404).'),
        params: conversationParams,
        response: { 200: successAnswer, 400: errorAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      if (!(await deleteConversation(deps.db, request.user.id, request.params.id)))
        throw httpError(404, NOT_FOUND);
      return { success: true as const };
    },
  );

  app.post(
    '/api/ai-tutor/chat',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine(
          'With context `achievement_recommendation`: which locked achievements are closest and what to do next, from the learner’s own figures. Otherwise the tutor’s whole answer to `message`, not streamed; it spends one of a free learner’s questions of the day, as the stream does (429 at the limit).',
        ),
        body: aiTutorBody,
        response: { 200: aiTutorAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const who = caller(request);
      if (request.body.context === 'achievement_recommendation')
        return { response: await service.achievementRecommendation(request.user.id) };
      const message = trimmed(request.body.message ?? '');
      // A general question spends the day's allowance, as it does through the stream.
      await allowance.spend(request.user.id);
      service.spend(who);
      try {
        return { response: await service.answerText(who, message) };
      } catch (err) {
        request.log.warn({ err }, 'tutor answer failed; sending the canned reply');
        return { response: cannedReply(message) };
      }
    },
  );

  app.get(
    '/api/ai-navigation/patterns',
    {
      preValidation: app.identify,
      schema: {
        tags: ['tutor'],
        description:
          'The navigation classifier’s scored actions for `query`, best first: `[{ intent, target, score }]` (score 0–1). For a signed-in learner the scores include what their accepted navigations taught it.',
        querystring: patternsQuery,
        response: { 200: patternsAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const learned = await service.learned(request.user?.id ?? null);
      return classify(request.query.query, { learned }).actions;
    },
  );

  app.post(
    '/api/ai-navigation/track-query',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine('Record a message the classifier saw (the user is the token’s, never the body’s `userId`).'),
        body: trackQueryBody,
        response: { 200: successAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      await insertQuery(deps.db, request.user.id, trimmed(request.body.query), deps.clock());
      return { success: true as const };
    },
  );

  app.post(
    '/api/ai-navigation/track-decision',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine('Record a navigation the assistant made; answers the `decisionId` that feedback refers to.'),
        body: trackDecisionBody,
        response: { 200: trackDecisionAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const { query, intent, target, confidence, metadata } = request.body;
      const decisionId = await insertDecision(deps.db, {
        userId: request.user.id,
        query: trimmed(query),
        intent,
        target,
        // The column is a 4-byte real: a tiny confidence (1e-175) would underflow it and fail the insert.
        confidence: Math.round(confidence * 1e6) / 1e6,
        metadata: metadata ?? {},
        at: deps.clock(),
      });
      return { decisionId };
    },
  );

  app.post(
    '/api/ai-navigation/feedback',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...mine(
          'Whether a navigation took the learner where they meant. Accepted ones raise that target’s score for their later messages (shown in `patterns`). Another learner’s decision is 404.',
        ),
        body: navFeedbackBody,
        response: { 200: successAnswer, 400: errorAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { decisionId, wasSuccessful, feedback } = request.body;
      const ok = await recordFeedback(
        deps.db,
        request.user.id,
        decisionId,
        wasSuccessful,
        feedback ?? null,
        deps.clock(),
      );
      if (!ok) throw httpError(404, 'Decision not found');
      return { success: true as const };
    },
  );
}
