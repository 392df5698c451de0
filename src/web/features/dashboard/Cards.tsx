import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, Brain, Landmark, Sparkles, Trophy } from 'lucide-react';
import { type CatalogueSummary, catalogueItems } from '../../../content/catalogue-index';
import { matchLabel, type Recommendation } from '../../../core/gamification/recommend';
import { studyTimeText } from '../../../core/learning/study-time';
import type { PathStep } from '../../../core/learning-path/path';
import type { AchievementView } from '../../../shared/api/progress';
import { XpPromise } from '../library/XpPromise';
import { useXpPreview } from '../library/xpPreview';
import { AchievementTip } from '../tutor/AchievementTip';
import { AllAchievements } from './AllAchievements';
import { chooseNextLesson, type NextLessonChoice } from './nextLesson';
import type { Suggestion } from './suggestions';
import type { DashboardData } from './useDashboard';

const itemById = new Map(catalogueItems.map((i) => [i.id, i]));
const card = 'rounded-2xl border border-slate-800 bg-slate-900/70 p-5';

/** Where the card's lesson comes from, said above it: the path's own step, or something else. */
const SOURCE: Record<NextLessonChoice['from'], string> = {
  started: 'Pick up where you left off',
  path: 'Next on your path',
  revisit: 'Review · next on your path',
  recommended: 'Recommended for you',
};

/** 'Your Next Lesson': what chooseNextLesson picks, with a placeholder of its size while it decides. */
export function NextLessonCard({
  data,
  pathSteps,
  recommendations,
}: {
  data: DashboardData;
  pathSteps: readonly PathStep[] | null | undefined;
  recommendations: readonly Recommendation[] | undefined;
}) {
  const xp = useXpPreview();
  const choice = chooseNextLesson({
    courseProgress: data.courseProgress,
    pathSteps,
    recommended: recommendations?.map((r) => r.lessonId),
    exists: (id) => itemById.has(id),
  });
  const pending = choice === 'pending';
  const item = choice && !pending ? itemById.get(choice.id) : undefined;
  const percent =
    choice && !pending && choice.from === 'started' ? data.courseProgress[choice.id]?.percent : null;
  return (
    <section
      aria-labelledby="next-lesson"
      aria-busy={pending}
      className={`${card} bg-gradient-to-br from-emerald-900/40 to-slate-900`}
    >
      <h2 id="next-lesson" className="text-sm uppercase tracking-wide text-slate-400">
        Your Next Lesson
      </h2>
      {pending ? (
        // The lines' own heights (title, subtitle, details, button), so nothing moves when it fills in.
        <div className="animate-pulse" role="status" aria-label="Finding your next lesson">
          <div className="mt-2 h-4 w-1/3 rounded bg-slate-800" />
          <div className="mt-1 h-8 w-2/3 rounded bg-slate-800" />
          <div className="mt-1 h-6 w-5/6 rounded bg-slate-800" />
          <div className="mt-1 h-5 w-1/2 rounded bg-slate-800" />
          <div className="mt-4 h-10 w-36 rounded-lg bg-slate-800" />
        </div>
      ) : item && choice ? (
        <>
          <p className="mt-2 text-xs font-semibold tracking-wide text-emerald-300 uppercase">
            {SOURCE[choice.from]}
          </p>
          {/* The card's most prominent line is a heading, so heading navigation reaches it. */}
          <h3 className="mt-1 text-2xl font-bold">
            <span aria-hidden className="mr-2">
              {item.icon}
            </span>
            {item.title}
          </h3>
          <p className="mt-1 text-slate-300">{choice.from === 'revisit' ? choice.reason : item.subtitle}</p>
          <p className="mt-1 text-sm text-slate-400">
            {item.difficulty} · {item.estimatedTime} · <XpPromise preview={xp} item={item} />
            {percent ? ` · ${percent}% done` : ''}
          </p>
          <Link
            to="/lessons/$lessonId"
            params={{ lessonId: item.id }}
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 pointer-coarse:min-h-11"
          >
            {choice.from === 'revisit' ? 'Revisit lesson' : percent ? 'Continue' : 'Start lesson'}{' '}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </>
      ) : (
        <p className="mt-2 text-slate-300">
          You have finished every lesson.{' '}
          <Link to="/library" className="text-emerald-400 underline">
            Revisit a favourite
          </Link>
          .
        </p>
      )}
    </section>
  );
}

/** 'Your Progress': Total XP, Events Studied and Lessons Completed, from real progress. */
export function ProgressPanel({ data }: { data: DashboardData }) {
  const stats = [
    { label: 'Total XP', value: data.totalXP, id: 'progress-xp' },
    { label: 'Events Studied', value: data.eventsStudied, id: 'progress-events' },
    { label: 'Lessons Completed', value: data.totalLessonsCompleted, id: 'progress-lessons' },
  ];
  return (
    <section aria-labelledby="your-progress" className={card}>
      <h2 id="your-progress" className="mb-3 text-lg font-semibold">
        Your Progress
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg bg-slate-800/60 p-3">
            <dd className="text-2xl font-bold" data-testid={s.id}>
              {new Intl.NumberFormat('en-US').format(s.value)}
            </dd>
            <dt className="text-xs text-slate-400">{s.label}</dt>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-400">
        {studyTimeText(data.totalStudyTimeMinutes)} of study · {data.achievements.unlockedCount}/
        {data.achievements.total} achievements
      </p>
    </section>
  );
}

/** A line's badge: where a path lesson sits on the path, else the model's match (the spec's labels). */
function badgeOf(s: Suggestion): { text: string; tone: string } {
  if (s.from === 'path')
    return {
      text: s.next ? 'Next on your path' : 'On your path',
      tone: 'bg-emerald-500/20 text-emerald-300',
    };
  const label = matchLabel(s.confidence);
  const tone =
    label === 'High match'
      ? 'bg-emerald-500/20 text-emerald-300'
      : label === 'Medium match'
        ? 'bg-sky-500/20 text-sky-300'
        : 'bg-slate-700 text-slate-300';
  return { text: `${label} · ${Math.round(s.confidence * 100)}%`, tone };
}

/**
 * Recommended Next: the learning path's coming lessons when the learner has a path (so it names the
 * same next lesson as 'Your Next Lesson', the path and the library's Start here), else the model's
 * picks with the spec's match labels. A placeholder while they load.
 */
export function RecommendedNext({ list, note }: { list: Suggestion[] | undefined; note: string | null }) {
  return (
    <section aria-labelledby="recommended-next" aria-busy={list === undefined} className={card}>
      <h2 id="recommended-next" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Brain aria-hidden className="h-5 w-5 text-violet-400" /> Recommended Next
      </h2>
      {note && list?.some((s) => s.from === 'model') && <p className="mb-2 text-xs text-amber-300">{note}</p>}
      {list === undefined ? (
        <div role="status" aria-label="Finding recommendations" className="animate-pulse space-y-2">
          <div className="h-16 rounded-lg bg-slate-800/60" />
          <div className="h-16 rounded-lg bg-slate-800/60" />
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-400">No recommendations right now.</p>
      ) : (
        <ul className="space-y-2">
          {list.map((r) => {
            const item = itemById.get(r.lessonId);
            const badge = badgeOf(r);
            return (
              <li key={r.lessonId}>
                <Link
                  to="/lessons/$lessonId"
                  params={{ lessonId: r.lessonId }}
                  // On a phone the badge wraps under the title instead of squeezing it: the title
                  // takes the line beside the icon. It let a short badge ("On your path") stay and
                  // broke "Wall Street Explained" in two.
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-800/60 p-3 hover:bg-slate-800"
                >
                  <span aria-hidden className="text-xl">
                    {item?.icon ?? '📘'}
                  </span>
                  <span className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-36">
                    <span className="block font-medium">{item?.title ?? r.lessonId}</span>
                    {r.reason && <span className="block text-xs text-slate-400">{r.reason}</span>}
                  </span>
                  <span
                    className={`ml-auto whitespace-nowrap rounded-full px-2 py-0.5 text-xs ${badge.tone}`}
                  >
                    {badge.text}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Essential lessons: the foundations category, or the beginner lessons while those are written. */
export function FoundationsCards({ completed }: { completed: ReadonlySet<string> }) {
  const xp = useXpPreview();
  const foundations = catalogueItems.filter((i) => i.category === 'foundations');
  const items: CatalogueSummary[] = (
    foundations.length > 0 ? foundations : catalogueItems.filter((i) => i.difficulty === 'Beginner')
  ).slice(0, 6);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="foundations" className={card}>
      <h2 id="foundations" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Landmark aria-hidden className="h-5 w-5 text-amber-400" /> Essential foundations
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((i) => (
          <li key={i.id}>
            <Link
              to="/lessons/$lessonId"
              params={{ lessonId: i.id }}
              className="block h-full rounded-lg bg-slate-800/60 p-3 hover:bg-slate-800"
            >
              <span className="flex items-center gap-2 font-medium">
                <span aria-hidden>{i.icon}</span> {i.title}
                {completed.has(i.id) && <span className="ml-auto text-xs text-emerald-400">Completed</span>}
              </span>
              <span className="mt-1 block text-xs text-slate-400">
                {i.estimatedTime} · <XpPromise preview={xp} item={i} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The achievements nudge: nearly-done achievements and up to 3 suggestions. */
export function AchievementsNudge({ data }: { data: DashboardData }) {
  const { nearlyDone, suggestions, recent } = data.achievements;
  const shown: AchievementView[] = nearlyDone.length > 0 ? nearlyDone.slice(0, 3) : suggestions;
  return (
    <section aria-labelledby="achievements-nudge" className={card}>
      <h2 id="achievements-nudge" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Trophy aria-hidden className="h-5 w-5 text-amber-400" /> Achievements
      </h2>
      {recent.length > 0 && (
        <ul
          className="mb-3 flex flex-wrap gap-2"
          aria-label="Recently unlocked"
          data-testid="unlocked-achievements"
        >
          {recent.map((a) => (
            <li
              key={a.id}
              // The rarity colour marks the border only: as text it is too faint on the dark card.
              className="rounded-full border px-3 py-1 text-xs text-slate-100"
              style={{ borderColor: a.color }}
              title={a.description}
            >
              {a.name}
            </li>
          ))}
        </ul>
      )}
      <AchievementTip suggestions={suggestions} />
      <h3 className="mb-2 text-sm text-slate-300">{nearlyDone.length > 0 ? 'Nearly there' : 'Up next'}</h3>
      <ul className="space-y-2">
        {shown.map((a) => (
          <li key={a.id}>
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">{a.name}</span>
              <span className="text-xs text-slate-400">{Math.floor(a.progress * 100)}%</span>
            </div>
            <p className="text-xs text-slate-400">{a.description}</p>
            <div
              role="progressbar"
              aria-label={`${a.name} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.floor(a.progress * 100)}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-800"
            >
              <div className="h-full" style={{ width: `${a.progress * 100}%`, backgroundColor: a.color }} />
            </div>
          </li>
        ))}
      </ul>
      <AllAchievements />
    </section>
  );
}

/** The AI-Powered Learning card and the static 'Your Learning Path'. */
export function LearningPathCard() {
  const steps = ['Foundations', 'Bubbles and crashes', 'Crises and contagion', 'Modern markets', 'Options'];
  return (
    <section aria-labelledby="learning-path" className={card}>
      <h2 id="learning-path" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="h-5 w-5 text-violet-400" /> AI-Powered Learning
      </h2>
      <p className="text-sm text-slate-300">A path through financial history tailored to your goals.</p>
      <h3 className="mt-3 text-sm font-semibold text-slate-300">Your Learning Path</h3>
      <ol className="mt-1 flex flex-wrap gap-2 text-xs text-slate-400">
        {steps.map((s, i) => (
          <li key={s} className="rounded-full bg-slate-800 px-2 py-1">
            {i + 1}. {s}
          </li>
        ))}
      </ol>
      <Link
        to="/learning-path"
        className="mt-3 inline-flex items-center gap-1 text-sm text-emerald-400 hover:underline pointer-coarse:min-h-11"
      >
        <BookOpen aria-hidden className="h-4 w-4" /> Open my learning path
      </Link>
    </section>
  );
}
