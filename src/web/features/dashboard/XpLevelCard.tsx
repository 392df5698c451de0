import { Flame, Heart, Star, Target } from 'lucide-react';
import { useState } from 'react';
import { MAX_HEARTS, RECENT_LIST_SHOWN, RECENT_LIST_SIZE } from '../../../core/gamification/constants';
import { dailyGoal } from '../../../core/gamification/hearts';
import { milestoneProgress } from '../../../core/gamification/levels';
import { countText } from '../../../core/words';
import type { ActivityItem } from '../../../shared/api/progress';
import { IN_THEIR_COLUMN } from '../../app/toastTop';
import { dateText } from '../../lib/dates';
import type { DashboardData } from './useDashboard';

const nf = new Intl.NumberFormat('en-US');

/** Level, XP to the next level, milestones, streak, hearts, daily goal and the Recent list. */
export function XpLevelCard({ data, hearts }: { data: DashboardData; hearts: number }) {
  const lp = data.levelProgress;
  const milestones = milestoneProgress(data.totalXP);
  const goal = dailyGoal(data.todayXP, data.dailyGoal);
  return (
    <section aria-labelledby="xp-card" className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5">
      {/* The level, the XP total and the bar to the next level: what the XP and achievement toasts
          announce a change to. Where it reaches into the toasts' column (a laptop's right column)
          they start below it rather than over it (below the stats too, the stack ran over the
          tutor's button at the window's bottom right). */}
      <div data-toasts-below={IN_THEIR_COLUMN}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="xp-card" className="text-sm uppercase tracking-wide text-slate-400">
              Your level
            </h2>
            <p className="text-3xl font-bold" data-testid="level">
              Level {lp.level}
            </p>
            <p className="text-emerald-300">{lp.title}</p>
          </div>
          <div className="text-right">
            <p className="text-3xl font-bold" data-testid="total-xp">
              {nf.format(data.totalXP)} XP
            </p>
            <p className="text-sm text-slate-400">
              {lp.nextLevelXP === null
                ? 'Top level reached'
                : `${nf.format(lp.xpToNext)} XP to level ${lp.level + 1}`}
            </p>
          </div>
        </div>

        <div className="mt-4">
          <div
            role="progressbar"
            aria-label="Progress to the next level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={lp.percent}
            className="h-3 overflow-hidden rounded-full bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-emerald-500 transition-all"
              style={{ width: `${lp.percent}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-400" data-testid="level-progress">
            {lp.percent}% through level {lp.level}
          </p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-slate-800/60 p-2">
          <dt className="flex items-center justify-center gap-1 text-xs text-slate-400">
            <Flame aria-hidden className="h-4 w-4 text-orange-400" /> Streak
          </dt>
          <dd className="text-lg font-semibold" data-testid="streak">
            {countText(data.currentStreak, 'day')}
          </dd>
          <dd className="text-xs text-slate-400">best {data.longestStreak}</dd>
        </div>
        <div className="rounded-lg bg-slate-800/60 p-2">
          <dt className="flex items-center justify-center gap-1 text-xs text-slate-400">
            <Target aria-hidden className="h-4 w-4 text-sky-400" /> Today
          </dt>
          <dd className="whitespace-nowrap text-lg font-semibold" data-testid="today-xp">
            {data.todayXP}/{goal.goal}
            <span className="text-xs font-normal text-slate-400"> XP</span>
          </dd>
          {/* Today counts XP from learning (lessons, quizzes, games), not the sign-in bonus in Recent. */}
          <dd className="text-xs text-slate-400">{goal.met ? 'Daily goal met' : 'learning goal'}</dd>
        </div>
        <div className="rounded-lg bg-slate-800/60 p-2">
          <dt className="flex items-center justify-center gap-1 text-xs text-slate-400">
            <Heart aria-hidden className="h-4 w-4 text-rose-400" /> Hearts
          </dt>
          <dd className="text-lg font-semibold">
            {hearts}/{MAX_HEARTS}
            <span className="sr-only"> hearts</span>
          </dd>
        </div>
      </dl>

      <div className="mt-5">
        <h3 className="mb-2 text-sm font-semibold text-slate-300">Milestones</h3>
        <ol className="flex items-center justify-between gap-1" aria-label="XP milestones">
          {[...milestones.reached, ...(milestones.next ? [milestones.next] : [])].slice(-5).map((m) => {
            const reached = data.totalXP >= m.xp;
            return (
              <li key={m.xp} className="flex flex-1 flex-col items-center text-center">
                <Star
                  aria-hidden
                  className={`h-5 w-5 ${reached ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`}
                />
                <span className="text-xs text-slate-300">{nf.format(m.xp)}</span>
                <span className="sr-only">{reached ? 'reached' : 'next'}</span>
                <span className="hidden text-[10px] text-slate-400 sm:block">{m.label}</span>
              </li>
            );
          })}
        </ol>
        {milestones.next && (
          <p className="mt-1 text-xs text-slate-400">
            {nf.format(milestones.next.xp - data.totalXP)} XP to the next milestone ({milestones.next.label})
          </p>
        )}
      </div>

      <RecentList items={data.recentActivity} />
    </section>
  );
}

/** The Recent list: 3 items, 2 displayed until expanded. */
export function RecentList({ items }: { items: ActivityItem[] }) {
  const [open, setOpen] = useState(false);
  const recent = items.slice(0, RECENT_LIST_SIZE);
  const shown = open ? recent : recent.slice(0, RECENT_LIST_SHOWN);
  return (
    <div className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-slate-300">Recent</h3>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-400">Nothing yet. Finish a lesson to start your story.</p>
      ) : (
        <ul className="space-y-1" data-testid="recent-list">
          {shown.map((item) => (
            <li
              key={`${item.date}-${item.activityType}`}
              className="flex flex-wrap items-center gap-x-2 text-sm"
            >
              <span aria-hidden>{item.icon}</span>
              <span className="min-w-0 flex-1 break-words">{item.title}</span>
              {item.xp > 0 && <span className="text-emerald-400">+{item.xp} XP</span>}
              <time className="text-xs text-slate-400" dateTime={item.date}>
                {dateText(item.date)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {recent.length > RECENT_LIST_SHOWN && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-xs text-emerald-400 hover:underline"
        >
          {open ? 'Show less' : `Show ${recent.length - RECENT_LIST_SHOWN} more`}
        </button>
      )}
    </div>
  );
}
