// Which full-screen view opens for a selected course (spec: app-and-learning §2, course selection
// rules), in the spec's order:
//   id learning-path → the learning-path tab; id crisis-simulator → the crisis simulator;
//   a course that has pages → a story; otherwise a lookup by id that yields a story → that story;
//   title '2008 Financial Crisis' → the 2008 chapter; else → the generic lesson player.
// A story plays in the animated picture-book player when flagged hasAnimations or when it is
// covid-inflation, otherwise in the enhanced picture-book player. The 2008 lesson is the chapter
// the spec gives its own full-screen view, so its story opens as that chapter.

export const CHAPTER_2008_TITLE = '2008 Financial Crisis';
export const CHAPTER_2008_ID = 'financial-crisis-2008';
/** The options course has its own page kinds, so it gets its own player. */
export const OPTIONS_COURSE_ID = 'options-derivatives';

export type SelectableCourse = {
  id: string;
  title?: string | undefined;
  pageCount?: number | undefined;
  hasAnimations?: boolean | undefined;
};

export type StoryPlayer = 'animated' | 'picture-book' | 'chapter-2008' | 'options-course';

export type CourseView =
  | { kind: 'learning-path' }
  | { kind: 'crisis-simulator' }
  | { kind: 'story'; storyId: string; player: StoryPlayer }
  | { kind: 'chapter-2008' }
  | { kind: 'lesson-player'; courseId: string };

export function storyPlayerFor(story: { id: string; hasAnimations?: boolean | undefined }): StoryPlayer {
  if (story.hasAnimations === true || story.id === 'covid-inflation') return 'animated';
  if (story.id === CHAPTER_2008_ID) return 'chapter-2008';
  if (story.id === OPTIONS_COURSE_ID) return 'options-course';
  return 'picture-book';
}

export function selectCourse(
  course: SelectableCourse,
  findStory: (id: string) => { id: string; hasAnimations?: boolean | undefined } | undefined,
): CourseView {
  if (course.id === 'learning-path') return { kind: 'learning-path' };
  if (course.id === 'crisis-simulator') return { kind: 'crisis-simulator' };
  if ((course.pageCount ?? 0) > 0)
    return { kind: 'story', storyId: course.id, player: storyPlayerFor(course) };
  const story = findStory(course.id);
  if (story) return { kind: 'story', storyId: story.id, player: storyPlayerFor(story) };
  if (course.title === CHAPTER_2008_TITLE) return { kind: 'chapter-2008' };
  return { kind: 'lesson-player', courseId: course.id };
}
