import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ACCOUNT_DISABLED } from './service';
import { findUserByEmail, findUserByGoogleSub, updateUser } from './store';
import { loadSecret } from './tokens';

// Google sign-in: OpenID Connect authorization-code flow with state, nonce and PKCE. The three
// values travel in a short-lived signed, HttpOnly cookie, so any instance can finish the flow, with
// the browser's binding: a random value the page kept in sessionStorage before it came here. The
// callback never puts a session token in the address: it redirects with `?token=<one-time code>`,
// which lives 60 s and is exchanged once, with the same binding, by POST /api/auth/exchange.

const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
/**
 * Google's token endpoint and signing keys. Only integration tests replace them, with a local stand-in
 * for Google (src/server/security/google-callback.int.test.ts); nothing else writes here.
 */
export const googleEndpoints: { token: string; keys: JWTVerifyGetKey } = {
  token: 'https://oauth2.googleapis.com/token',
  keys: createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')),
};
const COOKIE = 'ts_oauth';
/** The client shows 'Google sign-in is not configured yet…' for errors containing 'Bad Request'. */
export const NOT_CONFIGURED = 'Bad Request: Google sign-in is not configured on this server';

/**
 * The error codes an authorization server may send back (RFC 6749 §4.1.2.1, OpenID Connect Core
 * §3.1.2.6, and Google's own). Only these reach the browser's address; any other text (a crafted
 * link's "<script>…" or "Bad Request", which would read as "not configured") becomes server_error.
 * The web app shows none of them: it maps every failure to the spec's fixed messages.
 */
const OAUTH_ERRORS = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
  'admin_policy_enforced',
  'disallowed_useragent',
  'org_internal',
  'redirect_uri_mismatch',
  'invalid_client',
  'deleted_client',
]);
export const oauthErrorCode = (error: string) => (OAUTH_ERRORS.has(error) ? error : 'server_error');

const b64url = (bytes: Buffer) => bytes.toString('base64url');
/** The browser's binding value: 16 to 128 URL-safe characters. */
export const BINDING = /^[A-Za-z0-9_-]{16,128}$/;

export function registerGoogle(app: App, deps: Deps): void {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = deps.config;
  const secret = loadSecret(deps.config);
  const failed = (reply: FastifyReply, error: string) =>
    reply.redirect(`/?auth=failed&error=${encodeURIComponent(error)}`);
  const callbackUrl = (request: FastifyRequest) =>
    `${deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`}/api/auth/google/callback`;

  const startQuery = z.object({ binding: z.string().max(200).optional() });

  app.get('/google', { schema: { hide: true, querystring: startQuery } }, async (request, reply) => {
    if (!clientId || !clientSecret) return failed(reply, NOT_CONFIGURED);
    const { binding } = request.query;
    if (!binding || !BINDING.test(binding))
      return failed(reply, 'The sign-in request expired. Please try again.');
    const state = b64url(randomBytes(24));
    const nonce = b64url(randomBytes(24));
    const verifier = b64url(randomBytes(48));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const cookie = await new SignJWT({ state, nonce, verifier, binding })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('google-oauth')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    const url = new URL(AUTHORIZE);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl(request),
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    reply.header(
      'set-cookie',
      `${COOKIE}=${cookie}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=600${request.protocol === 'https' ? '; Secure' : ''}`,
    );
    return reply.redirect(url.toString());
  });

  const callbackQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
  });

  app.get(
    '/google/callback',
    { schema: { querystring: callbackQuery, hide: true } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      reply.header('set-cookie', `${COOKIE}=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0`);
      if (!clientId || !clientSecret) return failed(reply, NOT_CONFIGURED);
      if (error) return failed(reply, oauthErrorCode(error));
      if (!code || !state) return failed(reply, 'Google did not return a sign-in code');
      const stored = readCookie(request.headers.cookie, COOKIE);
      const flow = stored
        ? await jwtVerify(stored, secret, { audience: 'google-oauth', algorithms: ['HS256'] }).catch(
            () => null,
          )
        : null;
      if (!flow || flow.payload.state !== state || typeof flow.payload.binding !== 'string')
        return failed(reply, 'The sign-in request expired. Please try again.');
      const binding = flow.payload.binding;
      try {
        const response = await fetch(googleEndpoints.token, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            code,
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uri: callbackUrl(request),
            grant_type: 'authorization_code',
            code_verifier: String(flow.payload.verifier),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const tokens = (await response.json()) as { id_token?: string };
        if (!response.ok || !tokens.id_token) return failed(reply, 'Google did not accept the sign-in');
        const { payload } = await jwtVerify(tokens.id_token, googleEndpoints.keys, {
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          audience: clientId,
        });
        if (payload.nonce !== flow.payload.nonce || !payload.sub || typeof payload.email !== 'string') {
          return failed(reply, 'Google sign-in could not be verified');
        }
        const now = deps.clock();
        const verified = payload.email_verified === true;
        let user = await findUserByGoogleSub(deps.db, payload.sub);
        if (!user && verified) {
          const byEmail = await findUserByEmail(deps.db, payload.email);
          if (byEmail) user = await updateUser(deps.db, byEmail.id, { googleSub: payload.sub });
        }
        user ??= await app.auth.createAccount({
          email: payload.email,
          username: (typeof payload.name === 'string' && payload.name.trim()
            ? payload.name
            : payload.email.split('@')[0]!
          ).slice(0, 100),
          firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
          lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
          googleSub: payload.sub,
          acceptedTermsAt: now,
          acceptedPrivacyAt: now,
          createdAt: now,
        });
        if (!user)
          return failed(reply, 'An account with this email already exists. Sign in with your password.');
        // Google vouches for the address it calls verified: that proves it as a verification link would.
        if (verified && !user.emailVerifiedAt && user.email.toLowerCase() === payload.email.toLowerCase())
          await updateUser(deps.db, user.id, { emailVerifiedAt: now });
        if (user.disabledAt) return failed(reply, ACCOUNT_DISABLED);
        const oneTime = await app.auth.createLoginCode(user.id, binding);
        return reply.redirect(`/?token=${encodeURIComponent(oneTime)}&auth=success`);
      } catch (err) {
        request.log.warn({ err }, 'google sign-in failed');
        return failed(reply, 'Google sign-in failed');
      }
    },
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
