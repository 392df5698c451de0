import { Link } from '@tanstack/react-router';
import { Award, BookOpen, Clock, Crown, Flame, Star, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { achievements as allAchievements } from '../../../content/achievements';
import { course as optionsCourse } from '../../../content/options-course';
import { levelTitle, richLevel } from '../../../core/gamification/levels';
import { joinedDay } from '../../../core/gamification/streak';
import { studyTimeText } from '../../../core/learning/study-time';
import { countText } from '../../../core/words';
import type { UserView } from '../../../shared/api/auth';
import type { ProfileSummary } from '../../../shared/api/profile';
import { LoadFailed } from '../../app/LoadFailed';
import { dateText } from '../../lib/dates';
import { calledName, useSession } from '../../lib/session';
import { useModalRequest } from '../tutor/modals';
import { AccountSettings } from './AccountSettings';
import { EarnedAchievements } from './EarnedAchievements';
import { EditProfile } from './EditProfile';
import { GuestProfile } from './GuestProfile';
import { Preferences } from './Preferences';
import { StreakCalendar } from './StreakCalendar';
import { SubscriptionModal } from './SubscriptionModal';
import { useProfile } from './useProfile';

const nf = new Intl.NumberFormat('en-US');

/** The Profile tab (issue 13): the learner's card, editing, plan and account settings. */
export function ProfilePage() {
  const session = useSession();
  return (
    // data-touch-targets: on a touch screen every button, field, select and choice is 44 px (styles.css);
    // the preference choices were 30, the vacation's field and button 32.
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-24" data-touch-targets>
      <h1 className="mb-6 text-3xl font-bold">Profile</h1>
      {session.isAuthenticated ? <SignedIn /> : <GuestProfile />}
    </div>
  );
}

function SignedIn() {
  const { user, summary } = useProfile();
  const [plansOpen, setPlansOpen] = useState(false);
  // The tutor opens the plans by name ("show me Pro plans").
  useModalRequest('subscription', () => setPlansOpen(true));
  if (user.isPending) return <ProfileSkeleton />;
  if (user.isError || !user.data) {
    return (
      <LoadFailed
        what="your profile"
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  const me = user.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <StickyColumn>
        <ProfileCard user={me} plan={summary.data?.plan} />
        <StreakCalendar joined={joinedDay(me.createdAt, me.timeZone)} />
        <Achievements user={me} />
        <Certificates user={me} />
      </StickyColumn>
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <PlanCard summary={summary.data} onOpen={() => setPlansOpen(true)} />
        <EditProfile user={me} />
        <Preferences user={me} />
        <AccountSettings user={me} hasPassword={summary.data?.hasPassword ?? true} />
      </div>
      <SubscriptionModal open={plansOpen} onOpenChange={setPlansOpen} email={me.email} />
    </div>
  );
}

/** Room the sticky column leaves under the app's sticky header, px (as the lesson's side panel, top-24). */
const UNDER_HEADER = 96;
/** The gap it keeps above the window's bottom edge, px. */
const ABOVE_BOTTOM = 16;

/**
 * Where the laptop's left column sticks, as a distance from the window's top: under the header when
 * it fits in the window; else where its bottom edge meets the window's, so it scrolls with the page
 * until its last card shows and then stays (a negative top).
 */
export function stickyColumnTop(viewportHeight: number, columnHeight: number): number {
  return Math.min(UNDER_HEADER, viewportHeight - columnHeight - ABOVE_BOTTOM);
}

/**
 * The card, streak, achievements and certificates: on a laptop a column far shorter than the
 * settings beside it, which left a window-tall empty space at its foot once scrolled past (1,309 px
 * against 2,275 at 1366x850 for a new learner). It sticks (stickyColumnTop), so its cards stay in view
 * down to the settings' end. On a phone the page is one column and nothing sticks.
 */
function StickyColumn({ children }: { children: ReactNode }) {
  const column = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(UNDER_HEADER);
  useEffect(() => {
    const el = column.current;
    if (!el) return;
    const update = () => setTop(stickyColumnTop(window.innerHeight, el.offsetHeight));
    update();
    // Its height changes as its parts load (the streak's calendar) and as the window's does.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div
      ref={column}
      className="grid min-w-0 grid-cols-1 content-start gap-6 lg:sticky lg:self-start"
      style={{ top }}
    >
      {children}
    </div>
  );
}

export function Avatar({
  user,
  size = 'h-20 w-20',
}: {
  user: Pick<UserView, 'profilePicture' | 'firstName' | 'username'>;
  size?: string;
}) {
  if (user.profilePicture) {
    return (
      <img
        src={user.profilePicture}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
        data-testid="avatar"
      />
    );
  }
  // The initial of the name the app calls the learner (a blank first name falls to the username).
  const initial = (calledName(user) ?? '?').charAt(0).toUpperCase();
  return (
    <span
      aria-hidden
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-emerald-800 text-3xl font-bold text-emerald-100`}
    >
      {initial}
    </span>
  );
}

/**
 * How the card shows the username under the name. The spec's username defaults to the name given at
 * sign-up, spaces and all, so "@Lara Laptop" is no handle: the "@" form only for a username with no
 * space; one with spaces is labelled, and left out when it only repeats the name above it.
 */
export function usernameLine(username: string, name: string): string | null {
  const value = username.trim();
  if (!value) return null;
  if (!/\s/.test(value)) return `@${value}`;
  return value === name.trim() ? null : `Username: ${value}`;
}

function ProfileCard({ user, plan }: { user: UserView; plan: ProfileSummary['plan'] | undefined }) {
  const level = richLevel(user.totalXP);
  // The whole name; without one (first and last blank), the name the app calls the learner.
  const name =
    [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    user.name?.trim() ||
    calledName(user) ||
    '';
  const handle = usernameLine(user.username, name);
  const stats = [
    { icon: Star, label: 'XP', value: nf.format(user.totalXP) },
    { icon: Flame, label: 'Day streak', value: nf.format(user.currentStreak) },
    { icon: Trophy, label: 'Longest streak', value: countText(user.longestStreak, 'day', 'days', nf.format) },
    { icon: BookOpen, label: 'Lessons completed', value: nf.format(user.totalLessonsCompleted) },
    { icon: Clock, label: 'Study time', value: studyTimeText(user.totalStudyTimeMinutes) },
  ];
  return (
    <section aria-labelledby="card-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <div className="flex items-center gap-4">
        <Avatar user={user} />
        <div className="min-w-0">
          {/* The whole name, wrapped (even one with no space), never cut short. */}
          <h2 id="card-title" className="text-2xl font-bold wrap-anywhere" data-testid="profile-name">
            {name}
          </h2>
          {handle && (
            <p className="text-slate-400 wrap-anywhere" data-testid="profile-username">
              {handle}
            </p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-emerald-300">
              Level {level} · {levelTitle(level)}
            </span>
            {plan && (
              <span
                data-testid="plan-badge"
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${plan === 'pro' ? 'bg-amber-400 text-slate-950' : 'bg-slate-700 text-slate-100'}`}
              >
                {plan === 'pro' ? 'Pro' : 'Free plan'}
              </span>
            )}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-slate-800/60 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-300">
              <s.icon aria-hidden className="h-3.5 w-3.5" /> {s.label}
            </dt>
            <dd className="mt-1 text-lg font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-400">Member since {dateText(user.createdAt)}</p>
    </section>
  );
}

function Achievements({ user }: { user: UserView }) {
  return (
    <section aria-labelledby="ach-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2 id="ach-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden className="h-5 w-5 text-amber-300" /> Achievements ({user.achievements.length} of{' '}
        {allAchievements.length})
      </h2>
      <EarnedAchievements earned={user.achievements} wide />
    </section>
  );
}

function Certificates({ user }: { user: UserView }) {
  const options = user.courseProgress[optionsCourse.id]?.completed === true;
  return (
    <section aria-labelledby="cert-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2 id="cert-title" className="mb-3 text-lg font-semibold">
        Certificates
      </h2>
      {options ? (
        <div data-testid="certificate" className="rounded-xl border border-amber-500/60 bg-amber-950/30 p-4">
          <p className="font-bold text-amber-100">{optionsCourse.certificate.title}</p>
          <p className="mt-1 text-sm text-slate-200">{optionsCourse.certificate.description}</p>
        </div>
      ) : (
        <p className="text-slate-300">
          Complete the {optionsCourse.title} course in{' '}
          <Link to="/library" className="text-emerald-300 underline">
            Courses
          </Link>{' '}
          to earn the “{optionsCourse.certificate.title}” certificate.
        </p>
      )}
    </section>
  );
}

function PlanCard({ summary, onOpen }: { summary: ProfileSummary | undefined; onOpen: () => void }) {
  const pro = summary?.plan === 'pro';
  return (
    <section
      aria-labelledby="plan-title"
      className="rounded-2xl border border-amber-700/50 bg-amber-950/20 p-5"
    >
      <h2 id="plan-title" className="flex items-center gap-2 text-lg font-semibold">
        <Crown aria-hidden className="h-5 w-5 text-amber-300" /> Your plan: {pro ? 'Pro' : 'Free'}
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        {pro
          ? 'You have unlimited AI chat, advanced analytics, premium content and priority access.'
          : summary?.proInterestAt
            ? `You asked about Pro on ${dateText(summary.proInterestAt)}. An administrator will be in touch.`
            : 'Pro adds unlimited AI chat, advanced analytics, premium content and priority access.'}
      </p>
      {!pro && (
        <button
          type="button"
          onClick={onOpen}
          className="mt-3 rounded-lg bg-amber-400 px-4 py-2 font-semibold text-slate-950 hover:bg-amber-300"
        >
          See Pro plans
        </button>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="grid gap-6 lg:grid-cols-2">
      <div className="h-64 animate-pulse rounded-2xl bg-slate-800/60" />
      <div className="h-64 animate-pulse rounded-2xl bg-slate-800/60" />
    </div>
  );
}
