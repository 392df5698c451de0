import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame, Palmtree, RefreshCw, Snowflake } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  calendarSinceJoining,
  type ShownCalendarDay,
  VACATION_DAYS_PER_YEAR,
} from '../../../core/gamification/streak';
import type { StreakAnswer } from '../../../shared/api/progress';
import { useFocusRescue } from '../../app/focus';
import { api, userMessage } from '../../lib/api';
import { calendarDayText } from '../../lib/dates';

// The streak as a calendar (issue 21 point 5): the last five weeks, the freezes held and vacation
// mode, for a signed-in learner. Decision 0015 holds the rules. Days before the learner joined
// (`joined`, their account's first local day) were not missed: they are shown blank.

const STATUS: Record<ShownCalendarDay['status'], { label: string; className: string }> = {
  active: { label: 'studied', className: 'bg-orange-500 text-slate-950' },
  frozen: { label: 'covered by a freeze', className: 'bg-sky-400 text-slate-950' },
  vacation: { label: 'on vacation', className: 'bg-emerald-700 text-white' },
  missed: { label: 'missed', className: 'bg-slate-800 text-slate-300' },
  today: { label: 'today, nothing yet', className: 'border border-orange-400 text-orange-200' },
  before: { label: 'before you joined', className: 'border border-dashed border-slate-700 text-slate-400' },
};

const utc = (day: string) => new Date(`${day}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const untilFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const STREAK_KEY = ['profile', 'streak'] as const;

/** `joined`: the local day (YYYY-MM-DD) the learner's account began, or null when unknown. */
export function StreakCalendar({ joined = null }: { joined?: string | null } = {}) {
  const streak = useQuery({
    queryKey: STREAK_KEY,
    queryFn: () => api<StreakAnswer>('/api/analytics/streak'),
    retry: 1,
  });
  return (
    <section
      aria-labelledby="streak-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <h2 id="streak-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Flame aria-hidden className="h-5 w-5 text-orange-400" /> Streak
      </h2>
      {streak.isPending ? (
        <p role="status" className="h-40 animate-pulse rounded-xl bg-slate-800/60 p-4 text-sm text-slate-400">
          Loading your streak…
        </p>
      ) : streak.isError || !streak.data ? (
        <div role="alert" className="text-sm">
          <p className="mb-2">We could not load your streak.</p>
          <button
            type="button"
            onClick={() => void streak.refetch()}
            className="inline-flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-1.5 hover:bg-slate-700"
          >
            <RefreshCw aria-hidden className="h-4 w-4" /> Try again
          </button>
        </div>
      ) : (
        <StreakBody streak={streak.data} joined={joined} />
      )}
    </section>
  );
}

function StreakBody({ streak, joined }: { streak: StreakAnswer; joined: string | null }) {
  const calendar = calendarSinceJoining(streak.calendar, joined);
  // The legend names what the squares can mean; "before you joined" only when such a square shows.
  const legend = [
    'active',
    'frozen',
    'vacation',
    'missed',
    ...(calendar.some((d) => d.status === 'before') ? (['before'] as const) : []),
  ] as const;
  return (
    <>
      <p className="mb-3 text-sm text-slate-300">
        <strong className="text-2xl text-white" data-testid="streak-current">
          {streak.currentStreak}
        </strong>{' '}
        day{streak.currentStreak === 1 ? '' : 's'} now · longest {streak.longestStreak}
      </p>
      {calendar.length > 0 && (
        <p className="mb-2 text-sm text-slate-300" data-testid="streak-range">
          {calendarDayText(calendar[0]!.day)} to {calendarDayText(calendar.at(-1)!.day)}
        </p>
      )}
      {/* The headings are the weekdays of the first row, so each names its own column. */}
      <div aria-hidden className="grid max-w-sm grid-cols-7 gap-1.5 pb-1 text-center text-xs text-slate-400">
        {calendar.slice(0, 7).map((d) => (
          <span key={d.day} data-testid="streak-weekday">
            {weekday.format(utc(d.day))}
          </span>
        ))}
      </div>
      <ol aria-label="The last five weeks" className="mb-3 grid max-w-sm grid-cols-7 gap-1.5">
        {calendar.map((d, i) => {
          // The month's name on the first square and on each 1st, so every square's month is known.
          const month = i === 0 || d.day.endsWith('-01') ? monthName.format(utc(d.day)) : null;
          return (
            <li
              key={d.day}
              aria-label={`${calendarDayText(d.day, { weekday: true })}: ${STATUS[d.status].label}`}
              data-status={d.status}
              className={`flex aspect-square flex-col items-center justify-center rounded-md text-xs leading-none ${STATUS[d.status].className}`}
            >
              {month && <span className="text-[10px] font-semibold uppercase">{month}</span>}
              {Number(d.day.slice(8))}
            </li>
          );
        })}
      </ol>
      <ul className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300" aria-label="Legend">
        {legend.map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden className={`h-3 w-3 rounded-sm ${STATUS[s].className}`} /> {STATUS[s].label}
          </li>
        ))}
      </ul>
      <p className="mb-4 flex items-start gap-2 text-sm" data-testid="streak-freezes">
        <Snowflake aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-sky-300" />
        <span>
          {streak.freezes} of 2 streak freezes held. You earn one for every 7 days in a row, and one covers a
          missed day by itself.
        </span>
      </p>
      <VacationControl streak={streak} />
    </>
  );
}

function VacationControl({ streak }: { streak: StreakAnswer }) {
  const client = useQueryClient();
  const [days, setDays] = useState(3);
  const fieldId = useId();
  const most = Math.min(VACATION_DAYS_PER_YEAR, streak.vacationDaysLeft);
  const chosen = Math.min(days, most);
  const change = useMutation({
    mutationFn: (on: boolean) =>
      api<StreakAnswer>(
        '/api/analytics/streak/vacation',
        on ? { method: 'PUT', body: { days: chosen } } : { method: 'DELETE' },
      ),
    onSuccess: (answer) => client.setQueryData(STREAK_KEY, answer),
  });
  // Starting a vacation replaces its button with "End vacation today" (and back): focus follows.
  const box = useRef<HTMLDivElement>(null);
  useFocusRescue(box, () => box.current?.querySelector('button'));
  return (
    <div ref={box} className="rounded-xl bg-slate-800/50 p-3 text-sm">
      <p className="mb-2 flex items-start gap-2">
        <Palmtree aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-300" />
        {streak.vacationUntil ? (
          <span data-testid="vacation-status">
            On vacation until {untilFormat.format(utc(streak.vacationUntil))}: your streak is paused.
          </span>
        ) : (
          <span>
            Going away? Vacation mode pauses your streak. {streak.vacationDaysLeft} of{' '}
            {VACATION_DAYS_PER_YEAR} days left this year.
          </span>
        )}
      </p>
      {streak.vacationUntil ? (
        <button
          type="button"
          aria-disabled={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate(false);
          }}
          className="rounded-lg bg-slate-700 px-3 py-1.5 hover:bg-slate-600 aria-disabled:opacity-60"
        >
          {change.isPending ? 'Ending…' : 'End vacation today'}
        </button>
      ) : most > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={fieldId}>Days</label>
          <select
            id={fieldId}
            value={chosen}
            onChange={(e) => setDays(Number(e.target.value))}
            className="rounded-lg border border-slate-600 bg-slate-900 px-2 py-1.5"
          >
            {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-disabled={change.isPending || undefined}
            onClick={() => {
              if (!change.isPending) change.mutate(true);
            }}
            className="rounded-lg bg-emerald-700 px-3 py-1.5 font-medium text-white hover:bg-emerald-800 aria-disabled:opacity-60"
          >
            {change.isPending ? 'Starting…' : 'Start vacation today'}
          </button>
        </div>
      ) : null}
      {change.isError && (
        <p role="alert" className="mt-2 text-rose-300">
          {userMessage(change.error)}
        </p>
      )}
    </div>
  );
}
