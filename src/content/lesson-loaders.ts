import type { Lesson, OptionsCourse } from './schema';

// Each lesson's pages load with the lesson route, one chunk per lesson (issue 14): the web app
// imports the lessons through these loaders, never through lessons/index.ts (the server may).

type LessonFile = { lesson: Lesson };

const lessonFiles = import.meta.glob<LessonFile>([
  './lessons/*.ts',
  '!./lessons/index.ts',
  '!./lessons/*.test.ts',
]);

/** The lesson's file is `lessons/<id>.ts`. */
export function lessonFileIds(): string[] {
  return Object.keys(lessonFiles).map((path) => path.replace(/^\.\/lessons\//, '').replace(/\.ts$/, ''));
}

/** The full lesson (its pages), or undefined when there is no lesson with this id. */
export async function loadLesson(id: string): Promise<Lesson | undefined> {
  const load = lessonFiles[`./lessons/${id}.ts`];
  if (!load) return undefined;
  const file = await load();
  return file.lesson.id === id ? file.lesson : undefined;
}

/** The options course's pages. */
export async function loadOptionsCourse(): Promise<OptionsCourse | undefined> {
  return (await import('./options-course')).course;
}
