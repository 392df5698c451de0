import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { localUserId, useSession } from '../../lib/session';
import { hasOpenedSimulator } from './onboarding';
import { useHasPreferences } from './preferencesSaved';
import type { DashboardData } from './useDashboard';

// The onboarding checklist (spec §2, §4), shown on the dashboard to a learner not yet onboarded.

export function checklistItems(data: DashboardData, hasPreferences: boolean, openedSimulator: boolean) {
  return [
    { id: 'personalise', label: 'Tell us your goals (Personalise)', done: hasPreferences, to: null },
    {
      id: 'first-lesson',
      label: 'Finish your first lesson',
      done: data.totalLessonsCompleted > 0,
      to: '/library',
    },
    {
      id: 'daily-goal',
      label: `Earn ${data.dailyGoal} XP in a day`,
      done: data.todayXP >= data.dailyGoal,
      to: null,
    },
    {
      id: 'achievement',
      label: 'Unlock an achievement',
      done: data.achievements.unlockedCount > 0,
      to: null,
    },
    {
      id: 'simulator',
      label: 'Open the trading simulator',
      // Opened on this device, or a trade made anywhere.
      done: openedSimulator || data.recentActivity.some((a) => a.activityType === 'trade_executed'),
      to: '/trade',
    },
  ] as const;
}

export default function OnboardingChecklist({ data }: { data: DashboardData }) {
  const hasPreferences = useHasPreferences();
  const session = useSession();
  const items = checklistItems(data, hasPreferences, hasOpenedSimulator(localUserId(session)));
  const done = items.filter((i) => i.done).length;
  return (
    <section
      aria-labelledby="getting-started"
      className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5"
    >
      <h2 id="getting-started" className="text-lg font-semibold">
        Getting started{' '}
        <span className="text-sm font-normal text-slate-400">
          {done}/{items.length}
        </span>
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {items.map((i) => (
          <li key={i.id} className="flex items-center gap-2">
            {i.done ? (
              <CheckCircle2 aria-hidden className="h-4 w-4 text-emerald-400" />
            ) : (
              <Circle aria-hidden className="h-4 w-4 text-slate-400" />
            )}
            <span className={i.done ? 'text-slate-400 line-through' : ''}>
              {i.to && !i.done ? (
                <Link to={i.to} className="hover:underline">
                  {i.label}
                </Link>
              ) : (
                i.label
              )}
            </span>
            <span className="sr-only">{i.done ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
