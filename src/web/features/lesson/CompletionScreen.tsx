import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, CheckCircle2, Clock, Flame, Sparkles, Target, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Lesson } from '../../../content/schema';
import { factorMeaning } from '../../../core/gamification/factor-words';
import { levelTitle, richLevel } from '../../../core/gamification/levels';
import { activityLabel } from '../../../core/gamification/xp';
import type { QuizResult } from '../../../core/learning/quiz';
import { studyMinutes, studyTimeText } from '../../../core/learning/study-time';
import { countText } from '../../../core/words';
import type { XpEventView } from '../../../shared/api/progress';
import { lessonGradient } from '../../lib/lessonColor';
import { prefersReducedMotion } from '../../lib/motion';
import { localUserId, useSession } from '../../lib/session';
import { SignInAgain } from '../auth/SignInAgain';
import { markSeen } from '../dashboard/seen';
import type { CompletionOutcome } from '../library/progress';
import { useNextLesson } from './useNextLesson';

// The moment a lesson is finished: the XP it earned counting up and itemised in plain words (from
// the XP engine's own factors), the streak, a level-up when the level changed, quiz accuracy, the
// concepts learned, the time spent, and the next lesson to open.

const COUNT_MS = 1200;

/** Counts from 0 to `target` (at once for readers who asked for less motion). */
export function useCountUp(target: number): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNT_MS);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}

const nf = new Intl.NumberFormat('en-US');

export function CompletionScreen({
  lesson,
  outcome,
  quiz,
  learned,
  studySeconds,
}: {
  lesson: Pick<Lesson, 'id' | 'title' | 'icon' | 'color' | 'concepts'>;
  outcome: CompletionOutcome;
  quiz: QuizResult | undefined;
  /** Ids of the lesson's concepts met on the reader's path. */
  learned: readonly string[];
  studySeconds: number;
}) {
  const earned = outcome.events.reduce((s, e) => s + e.amount, 0);
  const waiting = outcome.where === 'local' && outcome.totals === null && earned === 0;
  const shown = useCountUp(earned);
  const totals = outcome.totals;
  const levelBefore = totals ? richLevel(totals.totalXP - earned) : null;
  const levelUp = totals !== null && levelBefore !== null && totals.level > levelBefore;
  const next = useNextLesson(lesson.id, true);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  useEffect(() => heading.current?.focus(), []);
  // Shown here, so the dashboard does not announce these rewards again.
  useEffect(() => markSeen(localUserId(session), outcome.events, outcome.achievements), [session, outcome]);
  const concepts = lesson.concepts.filter((c) => learned.includes(c.id));
  // Counted as the dashboard and the profile count the total: whole minutes, one wording.
  const studied = studyTimeText(studyMinutes(studySeconds));

  return (
    // The page's main landmark: the completion screen replaces the player (and its main).
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8" data-testid="completion-screen">
      <section
        aria-labelledby="completion-title"
        className="overflow-hidden rounded-3xl border border-slate-800 bg-slate-900/80 shadow-xl"
      >
        <header className="p-6 text-white sm:p-8" style={lessonGradient(lesson.color, '135deg')}>
          <p className="text-sm font-semibold uppercase tracking-wider text-white/85">Lesson complete</p>
          <h1
            id="completion-title"
            ref={heading}
            tabIndex={-1}
            className="mt-1 text-3xl font-bold outline-none"
          >
            <span aria-hidden className="mr-2">
              {lesson.icon}
            </span>
            {lesson.title}
          </h1>
          {waiting ? (
            // A signed-in completion kept on this device: what it earns is the server's to say, so
            // no "+0 XP" that reads as nothing earned.
            <p className="mt-4 text-4xl font-extrabold" data-testid="xp-waiting">
              XP on its way
            </p>
          ) : (
            <>
              <p className="mt-4 text-5xl font-extrabold tabular-nums" aria-hidden>
                +{nf.format(shown)} XP
              </p>
              <p className="sr-only" data-testid="xp-earned">
                You earned {earned} XP
              </p>
            </>
          )}
          {outcome.sessionEnded ? (
            <p className="mt-2 text-sm text-white/85" data-testid="session-ended">
              Your session has ended. <SignInAgain /> and this lesson's XP is added; until then it is kept on
              this device.
            </p>
          ) : (
            outcome.where === 'local' && (
              <p className="mt-2 text-sm text-white/85">
                {totals
                  ? 'Saved on this device (guest mode).'
                  : 'Saved on this device: your XP is added when the server is reachable again.'}
              </p>
            )
          )}
        </header>

        <div className="grid gap-6 p-6 sm:p-8">
          {levelUp && totals && (
            <div
              role="status"
              className="flex items-center gap-3 rounded-2xl border border-amber-400/50 bg-amber-500/15 p-4"
              data-testid="level-up"
            >
              <Trophy
                aria-hidden
                className="h-8 w-8 shrink-0 text-amber-300 motion-safe:animate-[bounce_1s_ease-in-out_3]"
              />
              <div>
                <p className="text-lg font-bold text-amber-100">Level up! You reached level {totals.level}</p>
                <p className="text-amber-200">
                  {levelTitle(totals.level)}
                  {levelBefore !== null && levelTitle(levelBefore) !== levelTitle(totals.level)
                    ? ' (a new title)'
                    : ''}
                </p>
              </div>
            </div>
          )}

          {outcome.events.length > 0 && <XpBreakdown events={outcome.events} total={earned} />}

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat icon={<Flame aria-hidden className="h-5 w-5 text-orange-400" />} label="Streak">
              {totals ? countText(totals.currentStreak, 'day') : '–'}
            </Stat>
            <Stat icon={<Sparkles aria-hidden className="h-5 w-5 text-emerald-400" />} label="Level">
              {totals ? `${totals.level} · ${levelTitle(totals.level)}` : '–'}
            </Stat>
            <Stat icon={<Target aria-hidden className="h-5 w-5 text-sky-400" />} label="Quiz accuracy">
              {quiz ? `${quiz.correct}/${quiz.total} · ${quiz.percent}%` : 'No quiz on this path'}
            </Stat>
            <Stat icon={<Clock aria-hidden className="h-5 w-5 text-violet-400" />} label="Time studied">
              {studied}
            </Stat>
          </dl>

          {lesson.concepts.length > 0 && (
            <div>
              <h2 className="mb-2 font-semibold">
                {concepts.length > 0 ? 'Concepts you learned' : 'What this lesson covers'}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {(concepts.length > 0 ? concepts : lesson.concepts).map((c) => (
                  <li
                    key={c.id}
                    className="flex items-center gap-1 rounded-full bg-emerald-500/15 px-3 py-1 text-sm text-emerald-200"
                  >
                    {concepts.length > 0 ? (
                      <CheckCircle2 aria-hidden className="h-4 w-4" />
                    ) : (
                      <BookOpen aria-hidden className="h-4 w-4" />
                    )}{' '}
                    {c.name}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {outcome.achievements.length > 0 && (
            <div>
              <h2 className="mb-2 font-semibold">Achievements unlocked</h2>
              <ul className="space-y-1 text-sm">
                {outcome.achievements.map((a) => (
                  <li key={a.id} className="flex items-center gap-2">
                    <Trophy aria-hidden className="h-4 w-4" style={{ color: a.color }} />
                    <strong>{a.name}</strong> <span className="text-slate-400">{a.description}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {/* The next lesson has a row of its own, as high while it is found as after (two lines on a
              phone, where the longest titles wrap), so the links below never move under a tap. */}
          <div className="min-w-0 space-y-3">
            <div className="flex min-h-[4.5rem] items-center sm:min-h-12">
              {next?.revisit ? (
                // Its reason is read with it (and shown below the links, so nothing moves under a tap).
                <Link
                  to="/lessons/$lessonId"
                  params={{ lessonId: next.id }}
                  reloadDocument
                  aria-describedby={`${lesson.id}-revisit-why`}
                  className="inline-flex min-w-0 max-w-full items-center gap-2 rounded-xl bg-emerald-500 px-5 py-3 font-semibold text-slate-950 hover:bg-emerald-400"
                >
                  <span>Next: Revisit {next.title}</span>
                  <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
                </Link>
              ) : next ? (
                <Link
                  to="/lessons/$lessonId"
                  params={{ lessonId: next.id }}
                  className="inline-flex min-w-0 max-w-full items-center gap-2 rounded-xl bg-emerald-500 px-5 py-3 font-semibold text-slate-950 hover:bg-emerald-400"
                >
                  <span>Next lesson: {next.title}</span>
                  <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
                </Link>
              ) : (
                next === undefined && (
                  <span role="status" className="text-sm text-slate-400">
                    Finding your next lesson…
                  </span>
                )
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to="/library"
                className="rounded-xl border border-slate-700 px-4 py-3 hover:border-slate-500"
              >
                All courses
              </Link>
              <Link
                to="/dashboard"
                className="rounded-xl border border-slate-700 px-4 py-3 hover:border-slate-500"
              >
                Dashboard
              </Link>
            </div>
            {next?.revisit && (
              <p id={`${lesson.id}-revisit-why`} className="text-sm text-slate-300">
                {next.revisit}
              </p>
            )}
          </div>
        </div>
      </section>
    </main>
  );
}

function Stat({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl bg-slate-800/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wide text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** Every award, its base and each factor the engine applied, in plain words. */
export function XpBreakdown({ events, total }: { events: readonly XpEventView[]; total: number }) {
  return (
    <div>
      <h2 className="mb-2 font-semibold">How you earned it</h2>
      <ul className="space-y-3" data-testid="xp-breakdown">
        {events.map((e, i) => (
          <li key={i} className="rounded-xl bg-slate-800/50 p-3 text-sm">
            <p className="flex justify-between gap-2 font-semibold">
              <span>{activityLabel(e.activity)}</span>
              <span className="whitespace-nowrap">{e.details.base} XP</span>
            </p>
            <ul className="mt-1 space-y-0.5 text-slate-300">
              {e.details.factors.map((f) => {
                const meaning = factorMeaning(f.name);
                return (
                  <li key={f.name}>
                    <span className="flex justify-between gap-2">
                      <span>{f.name}</span>
                      <span
                        className={`whitespace-nowrap ${f.multiplier >= 1 ? 'text-emerald-300' : 'text-amber-300'}`}
                      >
                        ×{f.multiplier}
                      </span>
                    </span>
                    {meaning && <span className="block text-xs text-slate-400">{meaning}</span>}
                  </li>
                );
              })}
              {e.details.floor !== undefined && (
                // The factors came to less than the floor: say what they came to, then why the
                // award is more, so the lines add up to the figure below.
                <>
                  <li className="flex justify-between gap-2 border-t border-slate-700 pt-0.5">
                    <span>Comes to</span>
                    <span className="whitespace-nowrap">
                      {Math.round(e.details.base * e.details.multiplier)} XP
                    </span>
                  </li>
                  <li className="flex justify-between gap-2">
                    <span>Raised to the lesson's own XP: a first completion never pays less</span>
                    {/* Kept on one line: on a phone "150 XP" broke under the long reason beside it. */}
                    <span className="whitespace-nowrap text-emerald-300">{e.details.floor} XP</span>
                  </li>
                </>
              )}
            </ul>
            <p className="mt-1 text-right font-semibold text-emerald-300">+{e.amount} XP</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right font-bold">Total +{total} XP</p>
    </div>
  );
}
