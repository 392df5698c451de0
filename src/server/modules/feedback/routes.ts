import { errorAnswer } from '../../../shared/api/auth';
import {
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TOO_SHORT,
  feedbackAnswer,
  feedbackBody,
} from '../../../shared/api/feedback';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { countFeedbackSince, insertFeedback } from './store';

/** Enough for real use; stops one account from filling the table. */
export const FEEDBACK_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export default async function feedbackRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/api/feedback',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        description: `Send feedback (signed-in users only). The trimmed message needs at least ${FEEDBACK_MIN_LENGTH} characters; at most ${FEEDBACK_PER_DAY} messages per user per day.`,
        body: feedbackBody,
        response: { 201: feedbackAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (message.length < FEEDBACK_MIN_LENGTH) throw httpError(400, FEEDBACK_TOO_SHORT);
      const now = deps.clock();
      const recent = await countFeedbackSince(deps.db, request.user.id, new Date(now.getTime() - DAY_MS));
      if (recent >= FEEDBACK_PER_DAY)
        throw httpError(429, 'Thank you for all your feedback! Please send more tomorrow.');
      const id = await insertFeedback(deps.db, {
        userId: request.user.id,
        message,
        category: request.body.category,
        page: request.body.page ?? null,
        createdAt: now,
      });
      request.log.info({ userId: request.user.id, category: request.body.category }, 'feedback received');
      return reply.code(201).send({ id, message: 'Thank you for your feedback!' });
    },
  );
}
