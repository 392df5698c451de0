import { useQuery } from '@tanstack/react-query';
import type { AdminActivityAnswer } from '../../../shared/api/admin';
import { api } from '../../lib/api';
import { Failed, Section } from './parts';

const SERIES = [
  { key: 'activeUsers', label: 'Daily active users', none: 'No active learners', color: '#34d399' },
  { key: 'signUps', label: 'Sign-ups', none: 'No sign-ups', color: '#60a5fa' },
] as const;

/** What counts as active (src/server/modules/admin/store.ts). */
export const ACTIVE_MEANS =
  'Active: signed in, opened the app while signed in, or recorded a lesson, quiz or trade that day (UTC).';

/** Daily active users and sign-ups, last 30 UTC days: bar charts, with the numbers as a table. */
export function DailyActivity() {
  const q = useQuery({
    queryKey: ['admin', 'activity'],
    queryFn: () => api<AdminActivityAnswer>('/api/admin/activity'),
  });
  if (q.isPending)
    return (
      <Section title="Daily activity">
        <p role="status">Loading…</p>
      </Section>
    );
  if (q.isError)
    return (
      <Section title="Daily activity">
        <Failed what="the daily activity" error={q.error} onRetry={() => void q.refetch()} />
      </Section>
    );
  const days = q.data.days;
  return (
    <Section title="Daily activity">
      <div className="grid gap-4 md:grid-cols-2">
        {SERIES.map((s) => {
          const total = days.reduce((sum, d) => sum + d[s.key], 0);
          const max = Math.max(...days.map((d) => d[s.key]));
          return (
            <figure key={s.key} className="min-w-0">
              <figcaption className="mb-1 text-sm text-slate-300">
                {s.label}, last {days.length} days
                {total > 0 && `: ${total} in all, at most ${max} a day`}
              </figcaption>
              {total === 0 ? (
                // No bars to draw: an empty chart looked like one that had not loaded.
                <p className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-700 text-sm text-slate-400">
                  {s.none} in the last {days.length} days.
                </p>
              ) : (
                <svg
                  viewBox={`0 0 ${days.length * 10} 60`}
                  className="h-24 w-full"
                  aria-hidden
                  preserveAspectRatio="none"
                >
                  {days.map((d, i) => {
                    const h = (d[s.key] / max) * 56;
                    return <rect key={d.day} x={i * 10 + 1} y={60 - h} width={8} height={h} fill={s.color} />;
                  })}
                </svg>
              )}
            </figure>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-400">{ACTIVE_MEANS}</p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-200 pointer-coarse:py-3">
          Show the numbers as a table
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Daily active users and sign-ups per day</caption>
            <thead className="text-slate-300">
              <tr>
                <th className="py-1 pr-3 font-medium">Day (UTC)</th>
                <th className="py-1 pr-3 text-right font-medium">Active users</th>
                <th className="py-1 pr-3 text-right font-medium">Sign-ups</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-slate-800">
                  <td className="py-1 pr-3">{d.day}</td>
                  <td className="py-1 pr-3 text-right">{d.activeUsers}</td>
                  <td className="py-1 pr-3 text-right">{d.signUps}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Section>
  );
}
