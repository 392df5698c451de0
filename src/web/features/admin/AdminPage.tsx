import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search, ShieldCheck } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { countText } from '../../../core/words';
import { ADMIN_USERS_LIMIT, type AdminUserRow, type AuditEntry } from '../../../shared/api/admin';
import type { Plan } from '../../../shared/api/profile';
import type { adminAnalyticsAnswer } from '../../../shared/api/trading';
import { api } from '../../lib/api';
import { dateText } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { ContentAnalytics } from './ContentAnalytics';
import { DailyActivity } from './DailyActivity';
import { FeedbackInbox } from './FeedbackInbox';
import { mostTradedText } from './mostTraded';
import { NotAdmin } from './NotAdmin';
import { dtf, Failed, Section } from './parts';

const nf = new Intl.NumberFormat('en-US');
const ACTIONS: Record<string, string> = {
  'plan.pro': 'Granted Pro',
  'plan.free': 'Revoked Pro',
  'user.disable': 'Disabled account',
  'user.enable': 'Re-enabled account',
  'feedback.new': 'Marked feedback as new',
  'feedback.read': 'Marked feedback as read',
  'feedback.done': 'Marked feedback as done',
};

/** The admin console (issue 13). The server decides who is an administrator; others get 403. */
export function AdminPage() {
  const session = useSession();
  const user = session.user;
  const isAdmin = session.isAuthenticated && user !== null && 'role' in user && user.role === 'admin';
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24">
      <h1 className="mb-6 flex items-center gap-2 text-3xl font-bold">
        <ShieldCheck aria-hidden className="h-7 w-7 text-emerald-300" /> Admin
      </h1>
      {isAdmin ? (
        <div className="grid grid-cols-1 gap-6">
          <TradingAnalytics />
          <DailyActivity />
          <ContentAnalytics />
          <Users />
          <FeedbackInbox />
          <AuditLog />
        </div>
      ) : (
        <NotAdmin session={session} />
      )}
    </div>
  );
}

function TradingAnalytics() {
  const q = useQuery({
    queryKey: ['admin', 'trading'],
    queryFn: () => api<z.infer<typeof adminAnalyticsAnswer>>('/api/trading/admin/analytics'),
  });
  if (q.isPending)
    return (
      <Section title="Trading analytics">
        <p role="status">Loading…</p>
      </Section>
    );
  if (q.isError)
    return (
      <Section title="Trading analytics">
        <Failed what="trading analytics" error={q.error} onRetry={() => void q.refetch()} />
      </Section>
    );
  const stats = [
    ['Users', q.data.users],
    ['Portfolios', q.data.portfolios],
    ['Trades', q.data.trades],
    ['Trades today', q.data.tradesToday],
    ['Pending orders', q.data.pendingOrders],
    ['Advanced orders', q.data.activeAdvancedOrders],
  ] as const;
  return (
    <Section title="Trading analytics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-800/60 p-3">
            <dt className="text-xs text-slate-300">{label}</dt>
            <dd className="text-lg font-bold">{nf.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-300">Most traded: {mostTradedText(q.data.topSymbols)}</p>
    </Section>
  );
}

function Users() {
  const client = useQueryClient();
  const session = useSession();
  const myId = session.user && 'id' in session.user ? session.user.id : undefined;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const q = useQuery({
    queryKey: ['admin', 'users', term, page],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (term) params.set('search', term);
      return api<UsersPage>(`/api/admin/users?${params}`);
    },
    placeholderData: (previous) => previous,
  });
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / ADMIN_USERS_LIMIT)) : 1;

  async function changeAccess(user: AdminUserRow, status: 'active' | 'disabled') {
    try {
      const { message } = await api<{ message: string }>(`/api/admin/users/${user.id}/status`, {
        method: 'PUT',
        body: { status },
      });
      toast.success(`${message}: ${user.email}`);
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'We could not change the account.',
      );
    }
  }

  async function changePlan(user: AdminUserRow, plan: Plan) {
    try {
      const { message } = await api<{ message: string }>(`/api/admin/users/${user.id}/plan`, {
        method: 'PUT',
        body: { plan },
      });
      toast.success(`${message}: ${user.email}`);
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch {
      toast.error('We could not change the plan. Please try again.');
    }
  }

  let body: ReactNode;
  if (q.isPending) body = <p role="status">Loading users…</p>;
  else if (q.isError) body = <Failed what="the users" error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.users.length === 0) body = <p className="text-slate-300">No user matches “{term}”.</p>;
  else
    body = (
      // A table from md up; on a phone each user is a card (the cells stack, each with its own label),
      // so the plan and account buttons are on screen, not past the right edge of a wide table.
      <div className="md:overflow-x-auto">
        <table className="w-full text-left text-sm md:min-w-[56rem]">
          <caption className="sr-only">Users, newest first</caption>
          <thead className="hidden text-slate-300 md:table-header-group">
            <tr>
              <th className="py-2 pr-3 font-medium">User</th>
              <th className="py-2 pr-3 font-medium">Signed up</th>
              <th className="py-2 pr-3 font-medium">Last active</th>
              <th className="py-2 pr-3 text-right font-medium">Lessons</th>
              <th className="py-2 pr-3 text-right font-medium">Trades</th>
              <th className="py-2 pr-3 text-right font-medium">XP</th>
              <th className="py-2 pr-3 font-medium">Plan</th>
              <th className="py-2 pr-3 font-medium">Account</th>
            </tr>
          </thead>
          <tbody className="grid gap-3 md:table-row-group">
            {q.data.users.map((u) => (
              <tr
                key={u.id}
                className="grid grid-cols-3 gap-x-3 gap-y-2 rounded-xl border border-slate-800 p-3 md:table-row md:rounded-none md:border-0 md:border-t md:p-0"
                data-testid="admin-user-row"
              >
                <td className="col-span-3 min-w-0 md:py-2 md:pr-3">
                  <p className="font-medium wrap-anywhere">{u.name || u.username}</p>
                  <p className="text-xs text-slate-400 wrap-anywhere">{u.email}</p>
                </td>
                <td className="md:py-2 md:pr-3">
                  <CellLabel>Signed up</CellLabel>
                  {dateText(u.createdAt)}
                </td>
                <td className="col-span-2 md:py-2 md:pr-3">
                  <CellLabel>Last active</CellLabel>
                  {u.lastActiveAt ? dateText(u.lastActiveAt) : 'Never'}
                </td>
                <td className="md:py-2 md:pr-3 md:text-right">
                  <CellLabel>Lessons</CellLabel>
                  {nf.format(u.lessonsCompleted)}
                </td>
                <td className="md:py-2 md:pr-3 md:text-right">
                  <CellLabel>Trades</CellLabel>
                  {nf.format(u.trades)}
                </td>
                <td className="md:py-2 md:pr-3 md:text-right">
                  <CellLabel>XP</CellLabel>
                  {nf.format(u.xp)}
                </td>
                <td className="col-span-3 md:py-2 md:pr-3">
                  <div className="flex items-center gap-2">
                    <CellLabel inline>Plan</CellLabel>
                    <span className={u.plan === 'pro' ? 'font-semibold text-amber-300' : ''}>
                      {u.plan === 'pro' ? 'Pro' : 'Free'}
                    </span>
                    <button
                      type="button"
                      onClick={() => void changePlan(u, u.plan === 'pro' ? 'free' : 'pro')}
                      aria-label={`${u.plan === 'pro' ? 'Revoke Pro from' : 'Grant Pro to'} ${u.email}`}
                      className="rounded-md border border-slate-600 px-2 py-1 text-xs font-semibold hover:border-slate-400 pointer-coarse:min-h-11"
                    >
                      {u.plan === 'pro' ? 'Revoke Pro' : 'Grant Pro'}
                    </button>
                  </div>
                </td>
                <td className="col-span-3 md:py-2 md:pr-3">
                  <div className="flex items-center gap-2">
                    <CellLabel inline>Account</CellLabel>
                    <span className={u.disabledAt ? 'font-semibold text-rose-300' : ''}>
                      {u.disabledAt ? 'Disabled' : 'Active'}
                    </span>
                    {u.id !== myId && (
                      <button
                        type="button"
                        onClick={() => void changeAccess(u, u.disabledAt ? 'active' : 'disabled')}
                        aria-label={`${u.disabledAt ? 'Re-enable' : 'Disable'} ${u.email}`}
                        className="rounded-md border border-slate-600 px-2 py-1 text-xs font-semibold hover:border-slate-400 pointer-coarse:min-h-11"
                      >
                        {u.disabledAt ? 'Re-enable' : 'Disable'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-400">{LAST_ACTIVE_MEANS}</p>
      </div>
    );

  return (
    <Section title="Users">
      <div className="relative mb-3 max-w-md">
        <Search aria-hidden className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Search users by e-mail, username or name"
          // Short enough to be read whole in a 390 px phone's field (266 px); the field's name says
          // "Search users by …", and the icon says search.
          placeholder="E-mail, username or name"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className="w-full rounded-lg border border-slate-700 bg-slate-900 py-2 pr-3 pl-9 outline-none focus:border-emerald-400 pointer-coarse:min-h-11"
        />
      </div>
      {body}
      {q.data && q.data.total > 0 && (
        <nav aria-label="Users pages" className="mt-3 flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            className="inline-flex items-center gap-1 rounded-md border border-slate-600 px-2 py-1 disabled:opacity-50 pointer-coarse:min-h-11"
          >
            <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
          </button>
          <span>
            Page {q.data.page} of {pages} · {countText(q.data.total, 'user', 'users', nf.format)}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            className="inline-flex items-center gap-1 rounded-md border border-slate-600 px-2 py-1 disabled:opacity-50 pointer-coarse:min-h-11"
          >
            Next <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </nav>
      )}
    </Section>
  );
}

/** What "Last active" counts (src/server/modules/admin/store.ts). */
export const LAST_ACTIVE_MEANS =
  'Last active: the latest sign-in, opening of the app while signed in, or recorded lesson, quiz or trade.';

/** A cell's column name, shown only where the cells stack (a phone); the table's header says it from md up. */
function CellLabel({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <span className={`text-xs text-slate-400 md:hidden ${inline ? 'w-16 shrink-0' : 'block'}`}>
      {children}
    </span>
  );
}

type UsersPage = { users: AdminUserRow[]; page: number; pageSize: number; total: number };

function AuditLog() {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: () => api<{ entries: AuditEntry[] }>('/api/admin/audit'),
  });
  const known = client.getQueryData<UsersPage>(['admin', 'users', '', 1])?.users ?? [];
  const emailOf = new Map(known.map((u) => [u.id, u.email]));
  let body: ReactNode;
  if (q.isPending) body = <p role="status">Loading…</p>;
  else if (q.isError) body = <Failed what="the audit log" error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.entries.length === 0)
    body = (
      <p className="text-slate-300">
        No administrator actions yet. Plan changes, disabling or re-enabling an account and feedback statuses
        are recorded here.
      </p>
    );
  else
    body = (
      <ul className="grid gap-2 text-sm" data-testid="audit-log">
        {q.data.entries.map((e) => (
          <li key={e.id} className="rounded-lg bg-slate-800/60 px-3 py-2 [overflow-wrap:anywhere]">
            <span className="text-slate-400">{dtf.format(new Date(e.at))}</span> ·{' '}
            {ACTIONS[e.action] ?? e.action}
            {e.targetUserId ? ` · ${emailOf.get(e.targetUserId) ?? e.targetUserId}` : ' · deleted account'}
          </li>
        ))}
      </ul>
    );
  return <Section title="Audit log">{body}</Section>;
}
