import { Link, Navigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, use } from 'react';
import { catalogueItems, OPTIONS_COURSE_ID } from '../../../content/catalogue-index';
import { loadLesson, loadOptionsCourse } from '../../../content/lesson-loaders';
import { CHAPTER_2008_ID, selectCourse } from '../../../core/learning/course-selection';
import { useAppFrame } from '../../app/framedPage';
import { usePageName } from '../../app/usePageTitleAndFocus';

// /lessons/$lessonId: picks the full-screen view by the course selection rules (core) and shows
// 'Loading Story...' while the player loads. The route is flagged fullScreen, so the shell hides
// the tab bar. The choice uses the catalogue's small index; the lesson's own pages load here, one
// chunk per lesson (issue 14).

const StoryPlayer = lazy(() => import('./StoryPlayer').then((m) => ({ default: m.StoryPlayer })));
const OptionsCoursePlayer = lazy(() =>
  import('./OptionsCoursePlayer').then((m) => ({ default: m.OptionsCoursePlayer })),
);

export function LoadingStory() {
  // Inside a main landmark, as the player it stands in for is.
  return (
    <main id="main">
      <div
        role="status"
        className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 text-slate-200"
      >
        <span
          aria-hidden
          className="h-10 w-10 animate-spin rounded-full border-4 border-emerald-400 border-t-transparent"
        />
        <p className="text-lg">Loading Story...</p>
      </div>
    </main>
  );
}

function findStory(id: string) {
  const item = catalogueItems.find((i) => i.id === id);
  if (id === OPTIONS_COURSE_ID) return item ? { id } : undefined;
  return item?.kind === 'story' ? item : undefined;
}

const loads = new Map<string, Promise<unknown>>();

/** One load per lesson for the page's lifetime; a failed load is tried again on the next render. */
function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = loads.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}

function LoadedStory({
  id,
  missingId,
  variant,
}: {
  id: string;
  missingId: string;
  variant: React.ComponentProps<typeof StoryPlayer>['variant'];
}) {
  const lesson = use(loadOnce(id, () => loadLesson(id)));
  return lesson ? (
    <StoryPlayer key={lesson.id} lesson={lesson} variant={variant} />
  ) : (
    <Missing id={missingId} />
  );
}

function LoadedOptionsCourse({ missingId }: { missingId: string }) {
  const course = use(loadOnce(OPTIONS_COURSE_ID, loadOptionsCourse));
  return course ? <OptionsCoursePlayer course={course} /> : <Missing id={missingId} />;
}

/** A lesson that does not exist (or is not written yet), inside the app's frame: header, tabs, main. */
function Missing({ id }: { id: string }) {
  const planned = id === OPTIONS_COURSE_ID;
  useAppFrame();
  usePageName(planned ? undefined : 'Lesson not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center text-slate-200">
      <h1 className="text-2xl font-bold">
        {planned ? 'This course is still being written' : 'Lesson not found'}
      </h1>
      <p className="text-slate-400">
        {planned
          ? 'The Options & Derivatives course will open here as soon as it is ready.'
          : `There is no lesson called “${id}”.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/library" className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950">
          Back to Courses
        </Link>
        <Link
          to="/dashboard"
          className="rounded-lg border border-slate-600 px-4 py-2 font-semibold text-slate-100 hover:bg-slate-800"
        >
          Dashboard
        </Link>
      </div>
    </section>
  );
}

/** The crisis simulator (3D Wall Street) opens on the crash that made Wall Street's name. */
const CRISIS_SIMULATOR_GAME = 'crash-1929';

export function LessonRoute() {
  const { lessonId = '' } = useParams({ strict: false }) as { lessonId?: string };
  const item = catalogueItems.find((i) => i.id === lessonId);
  const view = selectCourse(item ?? { id: lessonId }, findStory);
  // An unknown id names the tab for what it shows (the child's own name comes too late: a parent's
  // effect runs after its child's).
  usePageName(view.kind === 'lesson-player' ? 'Lesson not found' : item?.title);

  let content: React.ReactNode;
  switch (view.kind) {
    case 'learning-path':
      return <Navigate to="/learning-path" />;
    case 'crisis-simulator':
      return <Navigate to="/games/$gameId/3d" params={{ gameId: CRISIS_SIMULATOR_GAME }} />;
    case 'chapter-2008': {
      content = <LoadedStory id={CHAPTER_2008_ID} missingId={lessonId} variant="chapter-2008" />;
      break;
    }
    case 'story': {
      if (view.player === 'options-course') {
        content = <LoadedOptionsCourse missingId={lessonId} />;
        break;
      }
      content = (
        <LoadedStory key={view.storyId} id={view.storyId} missingId={lessonId} variant={view.player} />
      );
      break;
    }
    case 'lesson-player':
      content = <Missing id={lessonId} />;
      break;
  }
  return <Suspense fallback={<LoadingStory />}>{content}</Suspense>;
}
