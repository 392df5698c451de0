import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Recommendation } from '../../../core/gamification/recommend';
import type { PathStep } from '../../../core/learning-path/path';
import { ErrorFallback } from '../../app/ErrorScreens';
import { LoadFailed } from '../../app/LoadFailed';
import { carryReport } from '../../lib/guest-carry/carry';
import { announceAwards, readLearningState, XP_UPDATED } from '../../lib/learning-state';
import { calledName, localUserId, type Session, useSession } from '../../lib/session';
import { CarryNotice } from '../guest-carry/CarryNotice';
import { LearningPathBlock } from '../learning-path/DashboardBlocks';
import { useLearningPath } from '../learning-path/pathClient';
import { NextLessonCard } from './Cards';
import { greeting } from './greeting';
import OnboardingChecklist from './OnboardingChecklist';
import { CHECKLIST_XP_LIMIT } from './onboarding';
import { PersonaliseModal } from './PersonaliseModal';
import { unseen } from './seen';
import { type DashboardData, useDashboard } from './useDashboard';
import { XpLevelCard } from './XpLevelCard';

/** Whether the stored user has finished onboarding (a guest never has). */
function isOnboarded(user: Session['user']): boolean {
  return user !== null && 'onboardingCompleted' in user && user.onboardingCompleted === true;
}

/** The Dashboard tab (spec app-and-learning §2 Dashboard). */
export function DashboardPage() {
  const session = useSession();
  const { dashboard, recommendations } = useDashboard();
  // The learning path (the first block, and a newcomer's checklist with it) is asked for with the
  // dashboard, not once the dashboard has answered: on a slow phone network that wait was one more
  // round trip before the page's largest text (issue 14 point 6).
  const path = useLearningPath();
  // The next-lesson card follows the path: undefined while it loads, null if it could not.
  const pathSteps = path.isPending ? undefined : (path.data?.path.steps ?? null);
  const user = session.user;
  const onboarded = isOnboarded(user);
  const hearts = useHearts();
  const data = dashboard.data;
  useAnnounceUnseen(data, localUserId(session));
  const name = calledName(session.user) ?? (session.isGuest ? 'Guest' : 'there');
  // 'Welcome back' only for someone who has been here before (the cached user answers until the
  // dashboard has loaded, so a returning learner's greeting does not flicker).
  const cachedLessons = user && 'totalLessonsCompleted' in user ? user.totalLessonsCompleted : 0;
  const hello = greeting({
    lessonsCompleted: data?.completedLessons.length ?? cachedLessons,
    // Lessons a brand-new account took from guest mode were not a visit to this account.
    carriedLessons: session.isAuthenticated ? (carryReport(localUserId(session))?.lessons ?? 0) : 0,
    createdAt: user && 'createdAt' in user ? user.createdAt : null,
    now: new Date(),
  });

  return (
    <div data-touch-targets className="mx-auto max-w-7xl px-4 pt-6 pb-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-2">
        {/* min-w-0 and wrap-anywhere: a long name (even one with no space) wraps instead of
            widening the page past a phone's screen. */}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold wrap-anywhere">
            {hello}, {name}
          </h1>
          <p className="text-slate-400">
            {session.isGuest ? 'Guest Mode: your progress stays on this device.' : 'Here is where you stand.'}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {data?.source === 'server' && dashboard.isFetching && (
            <span className="text-xs text-slate-400" aria-live="polite">
              Updating…
            </span>
          )}
          {/* In the header, not floating over the cards: fixed to the window, it covered the Review card.
              There from the first render, so the cards below never move when it comes. */}
          <PersonaliseModal totalXP={data?.totalXP} />
        </div>
      </header>

      <CarryNotice />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError || !data ? (
        <LoadFailed
          what="your progress"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <Loaded
          data={data}
          hearts={hearts}
          onboarded={onboarded}
          pathSteps={pathSteps}
          recommendations={recommendations.data}
        />
      )}
    </div>
  );
}

const BelowMain = lazy(() => import('./DashboardBelow').then((m) => ({ default: m.BelowMain })));
const BelowSide = lazy(() => import('./DashboardBelow').then((m) => ({ default: m.BelowSide })));

/** Where blocks below the first screen go: nothing while their code comes, `failed` if it cannot. */
function Below({ failed, children }: { failed: ReactNode; children: ReactNode }) {
  return (
    <ErrorFallback fallback={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorFallback>
  );
}

const belowFailed = (
  <p role="alert" className="order-6 text-sm text-rose-300 lg:order-none">
    Part of your dashboard could not load. Check your connection, then reload the page.
  </p>
);

function Loaded({
  data,
  hearts,
  onboarded,
  pathSteps,
  recommendations,
}: {
  data: DashboardData;
  hearts: number;
  onboarded: boolean;
  pathSteps: readonly PathStep[] | null | undefined;
  recommendations: { list: Recommendation[]; note: string | null } | undefined;
}) {
  const completed = useMemo(() => new Set(data.completedLessons), [data.completedLessons]);
  // The first screen (the path, the next lesson, the level) renders with the dashboard's answer; the
  // blocks below it (about 500 of the page's elements) a moment later, in a render React can pause
  // for a tap, instead of in the same long task on a slow phone (issue 14: total blocking time).
  // They appear below what is already on screen, so nothing moves. Their code (the timeline's
  // events, the league, the achievements) comes in a chunk of its own, asked for then: in the
  // route's chunk it delayed the first screen (bench/web: LCP 3.10 -> 2.85 s on /dashboard).
  const below = useDeferredValue(true, false);
  return (
    // Two columns on a wide screen. On a phone the columns dissolve (display: contents) into one
    // list ordered by what a learner looks for first: what to do next, then level and progress,
    // before the long timeline.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="contents lg:col-span-2 lg:block lg:min-w-0 lg:space-y-4">
        <FirstSteps data={data} checklist={!onboarded && data.totalXP < CHECKLIST_XP_LIMIT} />
        <div className="order-2 min-w-0 lg:order-none">
          <NextLessonCard data={data} pathSteps={pathSteps} recommendations={recommendations?.list} />
        </div>
        {below && (
          <Below failed={belowFailed}>
            <BelowMain data={data} completed={completed} />
          </Below>
        )}
      </div>
      <div className="contents lg:block lg:min-w-0 lg:space-y-4">
        <div className="order-3 min-w-0 lg:order-none">
          <XpLevelCard data={data} hearts={hearts} />
        </div>
        {/* One chunk for both columns: when it cannot load, the main column's line says so once. */}
        {below && (
          <Below failed={null}>
            <BelowSide data={data} pathSteps={pathSteps} recommendations={recommendations} />
          </Below>
        )}
      </div>
    </div>
  );
}

/**
 * The learning path and, for a newcomer, the onboarding checklist: the first things on the page,
 * so until the path can show, one placeholder holds their room (their size for a new learner's path,
 * measured at 390 px and on a wide screen) instead of each popping in and pushing the cards below
 * (issue 14 point 6: layout shift). The checklist's code (2 KB) comes with the page's: loaded apart,
 * it was one more round trip before the path, the page's largest text, could show.
 */
function FirstSteps({ data, checklist }: { data: DashboardData; checklist: boolean }) {
  const path = useLearningPath();
  if (path.isPending)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your learning path"
        className={`order-1 min-w-0 animate-pulse rounded-2xl bg-slate-900 lg:order-none ${
          checklist ? 'h-[862px] md:h-[694px]' : 'h-[652px] md:h-[484px]'
        }`}
      />
    );
  return (
    <>
      <div className="order-1 min-w-0 lg:order-none">
        <LearningPathBlock />
      </div>
      {checklist && (
        <div className="order-1 min-w-0 lg:order-none">
          <OnboardingChecklist data={data} />
        </div>
      )}
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div
      className="grid gap-4 lg:grid-cols-3"
      role="status"
      aria-busy="true"
      aria-label="Loading your dashboard"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-2xl bg-slate-900" />
      ))}
    </div>
  );
}

/** Hearts from the local learning state, refreshed with every xp-updated event. */
function useHearts(): number {
  const [hearts, setHearts] = useState(() => readLearningState().hearts);
  useEffect(() => {
    const update = () => setHearts(readLearningState().hearts);
    window.addEventListener(XP_UPDATED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(XP_UPDATED, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return hearts;
}

/** At most this many past XP awards are replayed as toasts on arrival. */
const UNSEEN_XP_TOASTS = 3;

/**
 * XP earned and achievements unlocked since the learner last saw a reward (a lesson finished on
 * another device, the 30 s check) become toasts once; the toast host marks them seen.
 */
function useAnnounceUnseen(data: DashboardData | undefined, userId: string): void {
  useEffect(() => {
    if (!data) return;
    // The toast host is a child, so its listener is already in place.
    announceAwards(unseen(userId, data.recentXp, data.achievements.recent, UNSEEN_XP_TOASTS));
  }, [data, userId]);
}
