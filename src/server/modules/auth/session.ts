// Whether a signed token's session still stands against its account: the one rule every check of a
// session uses, the auth guard's and the one POST /trading/trade runs under its portfolio lock.
import type { TokenClaims } from './tokens';

/** The answer to any request whose session does not stand. */
export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue.';

/** The account's side of a session: read with the token's revocation in one statement. */
export type SessionFacts = { tokenEpoch: number; tokensValidAfter: Date | null; revoked: boolean };

/**
 * True while the token is not revoked and no password change or administrator's disable (both raise
 * the epoch and set tokensValidAfter) came after it. The account's existence is the caller's part.
 */
export function sessionStands(claims: Pick<TokenClaims, 'ep' | 'iat'>, facts: SessionFacts): boolean {
  if (facts.revoked) return false;
  // A password change raises the epoch: every token issued before it is void, to the millisecond.
  if (claims.ep !== undefined) return claims.ep === facts.tokenEpoch;
  // A token from before epochs existed.
  if (facts.tokensValidAfter && claims.iat * 1000 < facts.tokensValidAfter.getTime()) return false;
  return facts.tokenEpoch === 0;
}
