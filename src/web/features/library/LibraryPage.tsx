import { Link, useRouterState } from '@tanstack/react-router';
import { CheckCircle2, Clock, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type CatalogueItem, timelineLinks } from '../../../content/catalogue-index';
import { libraryItems } from '../../../content/catalogue-texts';
import { timelineYear } from '../../../core/learning/ordering';
import { capitalised } from '../../../core/words';
import { lessonGradient } from '../../lib/lessonColor';
import { localUserId, useSession } from '../../lib/session';
import { applyFilters, defaultFilters, type LibraryFilters, type LibrarySort } from './filters';
import { readPositions, useCompletedStories } from './progress';
import { StartHere } from './StartHere';
import { useXpPreview, xpPromise } from './xpPreview';

const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** The Courses tab: every lesson as a card, with filters, search and order. */
export function LibraryPage() {
  const [filters, setFilters] = useState<LibraryFilters>(defaultFilters);
  const progress = useCompletedStories();
  const { completed } = progress;
  const xpPreview = useXpPreview();
  const session = useSession();
  const positions = useMemo(() => readPositions(localUserId(session)), [session]);
  const categories = useMemo(() => [...new Set(libraryItems.map((i) => i.category))].sort(), []);
  const shown = useMemo(() => applyFilters(libraryItems, filters, timelineLinks), [filters]);
  const set = (patch: Partial<LibraryFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const done = libraryItems.filter((i) => completed.has(i.id)).length;
  // After the AI setup a beginner arrives here (the spec's exit) with the lesson their path marks
  // Next as ?start=<id>: it comes first, so the list's order does not put an Advanced course there.
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const startId = new URLSearchParams(searchStr).get('start');

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Courses</h1>
          <p className="text-slate-400">
            {libraryItems.length} lessons through financial history
            {/* Held (invisible) while progress loads, so its arrival does not wrap the line on a phone. */}
            {!progress.isError && (
              <span className={progress.isLoading ? 'invisible' : undefined}> · {done} completed</span>
            )}
          </p>
          {progress.isError && (
            <p role="alert" className="mt-2 text-sm text-rose-200">
              We could not load your progress, so only lessons finished on this device are marked.{' '}
              <button type="button" onClick={progress.retry} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
        </div>
      </header>

      {startId && <StartHere startId={startId} completed={completed} />}

      {/* data-touch-targets: the search field and the selects are 44 px on a touch screen (styles.css). */}
      <form
        aria-label="Filter courses"
        data-touch-targets
        className="mb-6 grid gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Search
          <span className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              aria-label="Search courses"
              placeholder="Title, topic, person…"
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
              className="w-full rounded-md border border-slate-700 bg-slate-950 py-2 pl-8 pr-2 text-white"
            />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Category
          <select
            value={filters.category}
            onChange={(e) => set({ category: e.target.value })}
            className="rounded-md border border-slate-700 bg-slate-950 p-2 text-white"
          >
            <option value="all">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {capitalised(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Difficulty
          <select
            value={filters.difficulty}
            onChange={(e) => set({ difficulty: e.target.value })}
            className="rounded-md border border-slate-700 bg-slate-950 p-2 text-white"
          >
            <option value="all">All levels</option>
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Sort
          <select
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value as LibrarySort })}
            className="rounded-md border border-slate-700 bg-slate-950 p-2 text-white"
          >
            <option value="year-asc">Year: oldest first</option>
            <option value="year-desc">Year: newest first</option>
            <option value="title">Title A–Z</option>
          </select>
        </label>
      </form>

      <p aria-live="polite" className="mb-3 text-sm text-slate-400">
        Showing {shown.length} of {libraryItems.length}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-700 p-10 text-center text-slate-400">
          <p>No course matches these filters.</p>
          <button
            type="button"
            onClick={() => setFilters(defaultFilters)}
            className="mt-3 rounded-md bg-slate-800 px-3 py-2 text-white hover:bg-slate-700"
          >
            Clear filters
          </button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            // min-w-0: a card's one-line (truncated) title must not widen its grid column past the screen.
            <li key={item.id} className="min-w-0">
              <CourseCard
                item={item}
                completed={completed.has(item.id)}
                percent={positions[item.id] ?? 0}
                xp={xpPromise(xpPreview, item)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CourseCard({
  item,
  completed,
  percent,
  xp,
}: {
  item: CatalogueItem;
  completed: boolean;
  percent: number;
  /** What finishing it would pay now, and that in words (see xpPromise). */
  xp: { text: string; explanation: string };
}) {
  const shown = completed ? 100 : percent;
  const year = timelineYear(item.id, timelineLinks);
  // A card off screen is laid out only when it nears the screen (content-visibility), held at a
  // card's height (292 px) meanwhile: laying out all 39 at the first render was most of the page's
  // blocking time on a slow phone (issue 14; bench/web/README.md).
  return (
    <Link
      to="/lessons/$lessonId"
      params={{ lessonId: item.id }}
      aria-label={`${item.title}${completed ? ' (completed)' : ''}`}
      // The label names the card; what finishing it pays is its description.
      aria-describedby={`xp-${item.id}`}
      data-testid={`course-${item.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-800 bg-slate-900 transition [contain-intrinsic-size:auto_292px] [content-visibility:auto] hover:-translate-y-0.5 hover:border-slate-600"
    >
      <div className="flex items-center gap-3 p-4" style={lessonGradient(item.color)}>
        <span aria-hidden className="text-3xl">
          {item.icon}
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words text-white">{item.title}</h2>
          <p className="text-sm break-words text-white/85">{item.subtitle}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="line-clamp-3 text-sm text-slate-300">{item.preview}</p>
        <dl className="mt-auto flex flex-wrap gap-2 text-xs">
          <div className="rounded bg-slate-800 px-2 py-1">
            <dt className="sr-only">Difficulty</dt>
            <dd>{item.difficulty}</dd>
          </div>
          <div className="flex items-center gap-1 rounded bg-slate-800 px-2 py-1">
            <dt className="sr-only">Estimated time</dt>
            <Clock aria-hidden className="h-3 w-3" />
            <dd>{item.estimatedTime}</dd>
          </div>
          {/* The options course's category is "Advanced", like its difficulty: one badge says it. */}
          {capitalised(item.category) !== item.difficulty && (
            <div className="rounded bg-slate-800 px-2 py-1">
              <dt className="sr-only">Category</dt>
              <dd>{capitalised(item.category)}</dd>
            </div>
          )}
          {year > 0 && (
            <div className="rounded bg-slate-800 px-2 py-1">
              <dt className="sr-only">Year</dt>
              <dd>{year}</dd>
            </div>
          )}
          <div className="rounded bg-slate-800 px-2 py-1" title={xp.explanation}>
            <dt className="sr-only">XP for finishing it now</dt>
            <dd data-testid="card-xp">{xp.text}</dd>
            <dd id={`xp-${item.id}`} className="sr-only">
              {xp.explanation}
            </dd>
          </div>
        </dl>
        <div className="flex items-center justify-between text-sm">
          <span className="sr-only">Progress</span>
          {completed ? (
            <span
              className="flex items-center gap-1 font-semibold text-emerald-400"
              data-testid="completed-badge"
            >
              <CheckCircle2 aria-hidden className="h-4 w-4" /> Completed
            </span>
          ) : shown > 0 ? (
            <span className="text-amber-300">In progress · {shown}%</span>
          ) : (
            <span className="text-slate-400">Not started</span>
          )}
          <span className="font-semibold text-emerald-400 group-hover:underline">
            {completed ? 'Read again' : shown > 0 ? 'Continue' : 'Start'} →
          </span>
        </div>
        <div className="h-1.5 overflow-hidden rounded bg-slate-800" aria-hidden>
          <div className="h-full bg-emerald-500" style={{ width: `${shown}%` }} />
        </div>
      </div>
    </Link>
  );
}
