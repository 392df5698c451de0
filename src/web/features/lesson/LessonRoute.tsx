import { Link, Navigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { catalogueItems, getLesson, OPTIONS_COURSE_ID, optionsCourse } from '../../../content/catalogue';
import { CHAPTER_2008_ID, selectCourse } from '../../../core/learning/course-selection';

// /lessons/$lessonId: picks the full-screen view by the course selection rules (core) and shows
// 'Loading Story...' while the player loads. The route is flagged fullScreen, so the shell hides
// the tab bar.

const StoryPlayer = lazy(() => import('./StoryPlayer').then((m) => ({ default: m.StoryPlayer })));
const OptionsCoursePlayer = lazy(() =>
  import('./OptionsCoursePlayer').then((m) => ({ default: m.OptionsCoursePlayer })),
);

export function LoadingStory() {
  return (
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
  );
}

function findStory(id: string) {
  if (id === OPTIONS_COURSE_ID) return optionsCourse ? { id } : undefined;
  return getLesson(id);
}

function Missing({ id }: { id: string }) {
  const planned = id === OPTIONS_COURSE_ID;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 px-4 text-center text-slate-200">
      <h1 className="text-2xl font-bold">
        {planned ? 'This course is still being written' : 'Lesson not found'}
      </h1>
      <p className="text-slate-400">
        {planned
          ? 'The Options & Derivatives course will open here as soon as it is ready.'
          : `There is no lesson called “${id}”.`}
      </p>
      <Link to="/library" className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950">
        Back to the library
      </Link>
    </div>
  );
}

/** The crisis simulator (3D Wall Street) opens on the crash that made Wall Street's name. */
const CRISIS_SIMULATOR_GAME = 'crash-1929';

export function LessonRoute() {
  const { lessonId = '' } = useParams({ strict: false }) as { lessonId?: string };
  const item = catalogueItems.find((i) => i.id === lessonId);
  const view = selectCourse(item ?? { id: lessonId }, findStory);

  let content: React.ReactNode;
  switch (view.kind) {
    case 'learning-path':
      return <Navigate to="/learning-path" />;
    case 'crisis-simulator':
      return <Navigate to="/games/$gameId/3d" params={{ gameId: CRISIS_SIMULATOR_GAME }} />;
    case 'chapter-2008': {
      const lesson = getLesson(CHAPTER_2008_ID);
      content = lesson ? <StoryPlayer lesson={lesson} variant="chapter-2008" /> : <Missing id={lessonId} />;
      break;
    }
    case 'story': {
      if (view.player === 'options-course') {
        content = optionsCourse ? <OptionsCoursePlayer course={optionsCourse} /> : <Missing id={lessonId} />;
        break;
      }
      const lesson = getLesson(view.storyId);
      content = lesson ? (
        <StoryPlayer key={lesson.id} lesson={lesson} variant={view.player} />
      ) : (
        <Missing id={lessonId} />
      );
      break;
    }
    case 'lesson-player':
      content = <Missing id={lessonId} />;
      break;
  }
  return <Suspense fallback={<LoadingStory />}>{content}</Suspense>;
}
