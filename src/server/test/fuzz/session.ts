import type { TestServer } from '../server';
import { makeVictim, secretsOf, type Victim } from './accounts';
import type { Target } from './fuzz-route';
import { type Operation, readOperations } from './operations';

// Everything a fuzz run needs from one test server: the routes of its OpenAPI document, a victim,
// the caller, an administrator, and a way to renew the caller's session when a case ended it
// (logout, password change, account deletion are routes like any other).

export type FuzzSession = { operations: Operation[]; victim: Victim; target: Target; renew(): Promise<void> };

/** A Wednesday, 10:30 in New York: the market is open, so orders and quotes take their busiest path. */
export const MARKET_OPEN = new Date('2026-03-11T14:30:00Z');

export async function openFuzzSession(s: TestServer): Promise<FuzzSession> {
  s.setNow(MARKET_OPEN);
  const doc = await (await s.fetch('/docs/json')).json();
  const operations = readOperations(doc);
  const victim = await makeVictim(s, operations);
  let caller = (await s.signUp()).token;
  const admin = await s.signUp();
  await s.grantAdmin(admin.email);
  let adminToken = (
    await (
      await s.fetch('/api/auth/login', { body: { email: admin.email, password: admin.password } })
    ).json()
  ).token as string;
  const target: Target = {
    url: s.url,
    token: () => caller,
    adminToken: () => adminToken,
    secrets: secretsOf(victim),
    foreignIds: [victim.id, ...victim.ids],
  };
  const valid = async (token: string) => (await s.fetch('/api/auth/verify', { token })).status === 200;
  return {
    operations,
    victim,
    target,
    async renew() {
      if (!(await valid(caller))) caller = (await s.signUp()).token;
      if (!(await valid(adminToken))) {
        const again = await s.signUp();
        await s.grantAdmin(again.email);
        adminToken = (
          await (
            await s.fetch('/api/auth/login', { body: { email: again.email, password: again.password } })
          ).json()
        ).token;
      }
    },
  };
}
