import { randomUUID } from 'node:crypto';
import type { TestServer } from '../server';
import type { Operation } from './operations';

// The people of the fuzz suite: a victim whose data must never reach anyone else, the caller the
// requests come from, and an administrator. The victim's ids are read back from every answer the
// victim gets, so routes added later are covered without a list here.

export type Victim = { token: string; email: string; id: string; marker: string; ids: string[] };

export async function makeVictim(s: TestServer, operations: Operation[]): Promise<Victim> {
  const marker = `Qz${randomUUID().slice(0, 8)}victim`;
  const { token, user, email } = await s.signUp({ name: `Vic ${marker}` });
  const say = (path: string, body: unknown, method = 'POST') => s.fetch(path, { method, body, token });
  // Some data of every kind the victim can own: messages, feedback, a watchlist, orders, a trade.
  await say('/api/chat/messages', { message: `My secret plan ${marker}` });
  await say('/api/feedback', { message: `Feedback ${marker}` });
  await say('/api/trading/watchlist', { symbols: ['AAPL', 'NVDA'] }, 'PUT');
  await say('/api/trading/trade', { type: 'buy', symbol: 'AAPL', shares: 2 });
  await say('/api/trading/trade', { type: 'buy', symbol: 'MSFT', shares: 1, orderType: 'limit', price: 1 });
  await say('/api/trading/advanced-orders', {
    type: 'STOP_LOSS',
    symbol: 'AAPL',
    shares: 1,
    side: 'sell',
    stopPrice: 1,
  });

  const ids = await ownedIds(s, operations, token);
  ids.delete(user.id);
  return { token, email, id: user.id, marker, ids: [...ids] };
}

/** The ids of rows a learner owns, read from every GET route that needs a session and no parameter. */
export async function ownedIds(s: TestServer, operations: Operation[], token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const op of operations) {
    if (op.method !== 'GET' || !op.secured || op.path.includes('{')) continue;
    const res = await s.fetch(op.path, { token });
    if (!res.headers.get('content-type')?.includes('application/json')) {
      await res.body?.cancel();
      continue;
    }
    collectIds(await res.json(), ids);
  }
  return ids;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Values of every `id`-like field that name a stored row (uuids and numbers; not catalogue slugs). */
function collectIds(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectIds(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (/^(id|.*Id)$/.test(k) && (typeof v === 'number' || (typeof v === 'string' && UUID.test(v))))
        out.add(String(v));
      else collectIds(v, out);
    }
}

/** The victim's texts no one else may see (numbers are left out: too many answers hold small numbers). */
export function secretsOf(v: Victim): string[] {
  return [v.email, v.id, v.token, v.marker, ...v.ids.filter((id) => id.length >= 16)];
}
