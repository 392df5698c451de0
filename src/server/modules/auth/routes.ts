import { z } from 'zod';
import {
  errorAnswer,
  loginBody,
  profileAnswer,
  profileBody,
  registerBody,
  sessionAnswer,
  verifyAnswer,
} from '../../../shared/api/auth';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { registerGoogle } from './google';

const secured = [{ bearer: [] }];

export default async function authRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        description:
          'Create an account. Answers 400 with the sign-up rule that failed, 409 when the e-mail is taken.',
        body: registerBody,
        response: { 201: sessionAnswer, 400: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await app.auth.register(request.body, request.ip)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        description: 'Sign in. A wrong password and an unknown e-mail get the same 401 message.',
        body: loginBody,
        response: { 200: sessionAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => app.auth.login(request.body, request.ip),
  );

  app.get(
    '/verify',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], security: secured, response: { 200: verifyAnswer, 401: errorAnswer } },
    },
    async (request) => ({ valid: true as const, user: await app.auth.me(request.user.id) }),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        security: secured,
        description: 'Revokes the token it is called with.',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await app.auth.logout(request.tokenClaims!, request.user.id, request.ip);
      return { message: 'Logged out' };
    },
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        security: secured,
        description:
          'Update profile fields. E-mail, role and XP cannot be changed here; a profilePicture over 50,000 characters is dropped. Changing the password (currentPassword + newPassword) ends every other session and returns a fresh token.',
        body: profileBody,
        response: { 200: profileAnswer, 400: errorAnswer },
      },
    },
    async (request) => app.auth.updateProfile(request.user.id, request.body, request.ip),
  );

  // The diagnostics helper of the auth screen probes this path for reachability and latency.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/test',
    schema: { tags: ['auth'], response: { 200: z.object({ ok: z.boolean() }) } },
    handler: async () => ({ ok: true }),
  });

  registerGoogle(app, deps);
}
