import { z } from 'zod';
import {
  errorAnswer,
  exchangeBody,
  forgotPasswordBody,
  loginBody,
  messageAnswer,
  profileAnswer,
  profileBody,
  providersAnswer,
  registerBody,
  resetPasswordBody,
  sessionAnswer,
  verifyAnswer,
} from '../../../shared/api/auth';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { registerGoogle } from './google';
import { noteActiveToday } from './store';

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
        description:
          'Sign in. A wrong password and an unknown e-mail get the same 401 message; a disabled account 403.',
        body: loginBody,
        response: {
          200: sessionAnswer,
          400: errorAnswer,
          401: errorAnswer,
          403: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => app.auth.login(request.body, request.ip),
  );

  app.get(
    '/verify',
    {
      preValidation: app.authenticate,
      schema: { tags: ['auth'], security: secured, response: { 200: verifyAnswer, 401: errorAnswer } },
    },
    async (request) => {
      const user = await app.auth.me(request.user.id);
      // The app checks the session each time it is opened: that is the learner's visit of the day.
      await noteActiveToday(deps.db, request.user.id, deps.clock());
      return { valid: true as const, user };
    },
  );

  app.post(
    '/logout',
    {
      preValidation: app.authenticate,
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
      preValidation: app.authenticate,
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

  app.post(
    '/exchange',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        description:
          "Finish a Google sign-in: exchange the one-time code (the callback's `token` parameter, valid 60 s, usable once) and the binding value this browser kept before it went to /api/auth/google for a session.",
        body: exchangeBody,
        response: { 200: sessionAnswer, 400: errorAnswer, 403: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => app.auth.exchange(request.body.code, request.body.binding, request.ip),
  );

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        description: 'Which sign-in providers are configured: the auth screen shows Google only when true.',
        response: { 200: providersAnswer },
      },
    },
    async () => ({ google: Boolean(deps.config.GOOGLE_CLIENT_ID && deps.config.GOOGLE_CLIENT_SECRET) }),
  );

  app.post(
    '/verify-email',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['auth'],
        security: secured,
        description:
          "Send (again) a link that proves the signed-in user's e-mail address; at most 3 an hour. Without SMTP_URL the link goes to the server's log for the operator.",
        response: { 200: z.object({ message: z.string() }), 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => app.auth.requestVerification(request.user.id),
  );

  app.get(
    '/verify-email',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        description: 'The link of a verification e-mail: proves the address (usable once, for 24 hours).',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const ok = request.query.token ? await app.auth.verifyEmail(request.query.token, request.ip) : false;
      return reply
        .code(ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(verifyPage(ok));
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        description:
          'Ask for a password reset link (valid 1 hour, usable once; asking again voids the earlier one). Answers 202 with the same message whether or not an account uses the address; 400 for a missing or malformed address; 429 past 10 requests an hour from one client address. At most 3 e-mails an hour go to one address. Without SMTP_URL the link goes to the server log for the operator.',
        body: forgotPasswordBody,
        response: { 202: messageAnswer, 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => reply.code(202).send(await app.auth.forgotPassword(request.body, request.ip)),
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        description:
          'Set a new password with the key of a reset link (`token`). 400 when the link is unknown, expired or used, with the sign-up rule the password fails, or when it is the current password (the link stays usable). Ends every session of the account; the learner then signs in with the new password.',
        body: resetPasswordBody,
        response: { 200: messageAnswer, 400: errorAnswer, 403: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => app.auth.resetPassword(request.body, request.ip),
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

function verifyPage(ok: boolean): string {
  const title = ok ? 'E-mail address verified' : 'This link cannot be used';
  const text = ok
    ? 'Thank you: your e-mail address is verified. Sign in again to see what it unlocks.'
    : 'The link has expired or was already used. If your address still needs confirming, ask whoever runs this ThinkStreet for a new link.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ThinkStreet</title></head><body style="font-family:system-ui,sans-serif;background:#020617;color:#e2e8f0;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;padding:16px"><main style="max-width:28rem;text-align:center"><h1>${title}</h1><p>${text}</p><p><a href="/login" style="color:#34d399">Go to sign in</a></p></main></body></html>`;
}
