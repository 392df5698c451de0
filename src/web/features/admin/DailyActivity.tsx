import { useQuery } from '@tanstack/react-query';
import type { AdminActivityAnswer } from '../../../shared/api/admin';
import { api } from '../../lib/api';
import { Failed, Section } from './parts';

const SERIES = [
  { key: 'activeUsers', label: 'Daily active users', color: '#34d399' },
  { key: 'signUps', label: 'Sign-ups', color: '#60a5fa' },
] as const;

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
          const max = Math.max(1, ...days.map((d) => d[s.key]));
          const total = days.reduce((sum, d) => sum + d[s.key], 0);
          return (
            <figure key={s.key} className="min-w-0">
              <figcaption className="mb-1 text-sm text-slate-300">
                {s.label}, last {days.length} days: {total} in all, at most {max} a day
              </figcaption>
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
            </figure>
          );
        })}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-200">Show the numbers as a table</summary>
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
