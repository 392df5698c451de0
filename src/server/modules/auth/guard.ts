import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { type AuthService, type AuthUser, createAuthService } from './service';
import { SIGN_IN_TO_CONTINUE } from './session';
import type { TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    // The guards run as preValidation hooks: before the body and query are validated, so a request
    // without a session is told to sign in (401), not how its body is wrong (400).
    /** 401 unless a valid, unrevoked bearer token is sent; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Like authenticate, then 403 unless the user is an administrator. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Sets request.user when a valid token is sent, and lets guests through. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * For a route that checks the session inside its own transaction (POST /trading/trade,
     * under its portfolio lock): 401 unless the bearer token's signature and expiry hold; sets
     * request.tokenClaims only (not request.user). The route must refuse with SIGN_IN_TO_CONTINUE
     * unless `sessionStands` for the account's row, read in that transaction.
     */
    signedToken(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
    tokenClaims?: TokenClaims;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuthGuards(app: App, deps: Deps): void {
  const auth = createAuthService(deps);
  app.decorate('auth', auth);
  app.decorateRequest('user', null as unknown as AuthUser);

  async function resolve(request: FastifyRequest): Promise<boolean> {
    const found = await auth.authenticate(bearerToken(request));
    if (!found) return false;
    const { claims, ...user } = found;
    request.user = user;
    request.tokenClaims = claims;
    return true;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw httpError(401, SIGN_IN_TO_CONTINUE);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw httpError(401, SIGN_IN_TO_CONTINUE);
    if (request.user.role !== 'admin') throw httpError(403, 'This page is for administrators only.');
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    await resolve(request);
  });
  app.decorate('signedToken', async (request: FastifyRequest) => {
    const claims = await auth.signedClaims(bearerToken(request));
    if (!claims) throw httpError(401, SIGN_IN_TO_CONTINUE);
    request.tokenClaims = claims;
  });
}
