import { z } from 'zod';
import { errorAnswer } from '../../../shared/api/auth';
import {
  deleteAccountBody,
  EMAIL_MISMATCH,
  exportAnswer,
  PASSWORD_NEEDED,
  profileSummary,
  proInterestAnswer,
  proInterestBody,
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_AGAIN,
  WRONG_PASSWORD,
} from '../../../shared/api/profile';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { verifyPassword } from '../auth/passwords';
import { findUserById } from '../auth/store';
import { deleteUserEverywhere, exportUserData, lastProInterest, planOf, recordProInterest } from './store';

const secured = [{ bearer: [] }];

/** The profile's own calls (issue 13); edits to name, picture and password stay PUT /api/auth/profile. */
export default async function profileRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/api/profile',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        security: secured,
        description: 'The signed-in user’s plan (free or pro) and when they last asked for Pro.',
        response: { 200: profileSummary, 401: errorAnswer },
      },
    },
    async (request) => {
      const [plan, interest] = await Promise.all([
        planOf(deps.db, request.user.id),
        lastProInterest(deps.db, request.user.id),
      ]);
      const user = await findUserById(deps.db, request.user.id);
      return {
        plan,
        proInterestAt: interest?.toISOString() ?? null,
        hasPassword: Boolean(user?.passwordHash),
      };
    },
  );

  app.get(
    '/api/profile/export',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        security: secured,
        description:
          'Everything the app holds about the signed-in user, table by table, as a JSON download (password hash and sign-in secrets left out).',
        response: { 200: exportAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const tables = await exportUserData(deps.db, request.user.id);
      reply.header(
        'content-disposition',
        `attachment; filename="thinkstreet-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      // Dates become ISO strings; the response schema checks the shape, not each column.
      return JSON.parse(JSON.stringify({ exportedAt: now.toISOString(), tables }));
    },
  );

  app.delete(
    '/api/profile',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        security: secured,
        description:
          'Deletes the account and every row of the user in one transaction. The current password is required; an account with no password (Google only) types its e-mail instead, within 10 minutes of signing in.',
        body: deleteAccountBody,
        response: { 200: z.object({ message: z.string() }), 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const user = await findUserById(deps.db, request.user.id);
      if (!user) throw httpError(401, 'Your session has ended. Please sign in again.');
      const { password, confirmEmail } = request.body;
      if (user.passwordHash) {
        if (!password) throw httpError(400, PASSWORD_NEEDED);
        if (!(await verifyPassword(user.passwordHash, password))) throw httpError(400, WRONG_PASSWORD);
      } else {
        // No password to prove who is asking: a fresh sign-in stands in for it.
        if ((confirmEmail ?? '').trim().toLowerCase() !== user.email.toLowerCase())
          throw httpError(400, EMAIL_MISMATCH);
        const signedInAt = (request.tokenClaims?.iat ?? 0) * 1000;
        if (deps.clock().getTime() - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000)
          throw httpError(400, SIGN_IN_AGAIN);
      }
      await deleteUserEverywhere(deps.db, user.id);
      request.log.info({ userId: user.id }, 'account deleted');
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );

  app.post(
    '/api/profile/pro-interest',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['profile'],
        security: secured,
        description:
          'Records that the user would like Pro (monthly or yearly, optionally with a student e-mail). There is no payment: an administrator grants Pro.',
        body: proInterestBody,
        response: { 201: proInterestAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      await recordProInterest(deps.db, {
        userId: request.user.id,
        billing: request.body.billing,
        studentEmail: request.body.studentEmail ?? null,
        createdAt: deps.clock(),
      });
      return reply
        .code(201)
        .send({ message: 'Thank you! We have noted your interest; an administrator will be in touch.' });
    },
  );
}
