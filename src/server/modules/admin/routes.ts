import { z } from 'zod';
import { getLesson, OPTIONS_COURSE_ID, optionsCourse } from '../../../content/catalogue';
import { contentReport } from '../../../core/admin/content';
import { dailySeries, lastDays } from '../../../core/admin/daily';
import { allQuestions } from '../../../core/learning-path/cards';
import {
  ADMIN_ACTIVITY_DAYS,
  ADMIN_USERS_LIMIT,
  adminActivityAnswer,
  adminContentAnswer,
  adminFeedbackAnswer,
  adminFeedbackQuery,
  adminUsersAnswer,
  adminUsersQuery,
  auditAnswer,
  CANNOT_DISABLE_SELF,
  FEEDBACK_NOT_FOUND,
  feedbackIdParams,
  feedbackStatusBody,
  planBody,
  statusBody,
  USER_NOT_FOUND,
  userIdParams,
} from '../../../shared/api/admin';
import { errorAnswer } from '../../../shared/api/auth';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { progressSummary } from '../progress/summary';
import {
  contentCounts,
  dailyCounts,
  listFeedback,
  listUsers,
  recentAudit,
  setAccess,
  setFeedbackStatus,
  setPlan,
} from './store';

const secured = [{ bearer: [] }];

/** A lesson's title and its questions in order, for the content analytics. */
function lessonQuestions(lessonId: string) {
  const title = lessonId === OPTIONS_COURSE_ID ? optionsCourse?.title : getLesson(lessonId)?.title;
  if (!title) return undefined;
  const questions = allQuestions
    .filter((q) => q.lessonId === lessonId)
    .map((q) => ({ cardId: q.id, question: q.question.question }));
  return { title, questions };
}
const denied = { 401: errorAnswer, 403: errorAnswer };

/** The admin console's calls (issue 13): the server's admin role only, 403 for everyone else. */
export default async function adminRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/api/admin/users',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: `Users, newest first, ${ADMIN_USERS_LIMIT} a page, optionally searched by e-mail, username or name.`,
        querystring: adminUsersQuery,
        response: { 200: adminUsersAnswer, 400: errorAnswer, ...denied },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const found = await listUsers(deps.db, search || undefined, page);
      // XP is derived from each learner's activity log (never stored), so only for this page.
      const users = await Promise.all(
        found.users.map(async (u) => ({ ...u, xp: (await progressSummary(deps, u.id)).totalXP })),
      );
      return { users, page, pageSize: ADMIN_USERS_LIMIT, total: found.total };
    },
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description:
          'Disables (every session of the account ends at once and no sign-in is accepted) or re-enables an account; written to the audit log. An administrator cannot disable their own account.',
        params: userIdParams,
        body: statusBody,
        response: { 200: z.object({ message: z.string() }), 400: errorAnswer, 404: errorAnswer, ...denied },
      },
    },
    async (request) => {
      const disable = request.body.status === 'disabled';
      if (disable && request.params.id === request.user.id) throw httpError(400, CANNOT_DISABLE_SELF);
      const result = await setAccess(deps.db, request.user.id, request.params.id, disable, deps.clock());
      if (result === 'no-user') throw httpError(404, USER_NOT_FOUND);
      request.log.info({ userId: request.params.id, disable }, 'account access changed');
      return { message: disable ? 'Account disabled' : 'Account enabled' };
    },
  );

  app.get(
    '/api/admin/feedback',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'Feedback messages, newest first (up to 200), optionally only one status.',
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackAnswer, 400: errorAnswer, ...denied },
      },
    },
    async (request) => ({ items: await listFeedback(deps.db, request.query.status) }),
  );

  app.put(
    '/api/admin/feedback/:id/status',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'Marks a feedback message new, read or done; written to the audit log.',
        params: feedbackIdParams,
        body: feedbackStatusBody,
        response: { 200: z.object({ message: z.string() }), 400: errorAnswer, 404: errorAnswer, ...denied },
      },
    },
    async (request) => {
      const { status } = request.body;
      const found = await setFeedbackStatus(
        deps.db,
        request.user.id,
        request.params.id,
        status,
        deps.clock(),
      );
      if (!found) throw httpError(404, FEEDBACK_NOT_FOUND);
      return { message: `Marked ${status}` };
    },
  );

  app.put(
    '/api/admin/users/:id/plan',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'Grants (pro) or revokes (free) Pro; written to the audit log.',
        params: userIdParams,
        body: planBody,
        response: { 200: z.object({ message: z.string() }), 400: errorAnswer, 404: errorAnswer, ...denied },
      },
    },
    async (request) => {
      const { plan } = request.body;
      const found = await setPlan(deps.db, request.user.id, request.params.id, plan, deps.clock());
      if (!found) throw httpError(404, USER_NOT_FOUND);
      return { message: plan === 'pro' ? 'Pro granted' : 'Pro revoked' };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'The latest 100 administrator actions.',
        response: { 200: auditAnswer, ...denied },
      },
    },
    async () => ({ entries: await recentAudit(deps.db) }),
  );

  app.get(
    '/api/admin/activity',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: `Daily active users (any recorded activity) and sign-ups for the last ${ADMIN_ACTIVITY_DAYS} UTC days, oldest first.`,
        response: { 200: adminActivityAnswer, ...denied },
      },
    },
    async () => {
      const days = lastDays(deps.clock(), ADMIN_ACTIVITY_DAYS);
      const counts = await dailyCounts(deps.db, new Date(`${days[0]}T00:00:00Z`));
      return { days: dailySeries(days, counts.active, counts.signUps) };
    },
  );

  app.get(
    '/api/admin/content',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description:
          'Per lesson any learner started: started, completed, completion rate, first-attempt accuracy per quiz question, and where learners who did not finish stopped (furthest progress percent).',
        response: { 200: adminContentAnswer, ...denied },
      },
    },
    async () => {
      const counts = await contentCounts(deps.db);
      return { lessons: contentReport(counts.lessons, counts.questions, counts.dropOffs, lessonQuestions) };
    },
  );
}
