import { describe, expect, it } from 'vitest';
import { selectCourse, storyPlayerFor } from './course-selection';

const stories = new Map([
  ['tulip-mania', { id: 'tulip-mania' }],
  ['covid-inflation', { id: 'covid-inflation' }],
  ['animated-one', { id: 'animated-one', hasAnimations: true }],
]);
const find = (id: string) => stories.get(id);

describe('course selection', () => {
  it('opens the learning-path tab and the crisis simulator by id', () => {
    expect(selectCourse({ id: 'learning-path', pageCount: 3 }, find)).toEqual({ kind: 'learning-path' });
    expect(selectCourse({ id: 'crisis-simulator' }, find)).toEqual({ kind: 'crisis-simulator' });
  });

  it('opens a course that has pages as a story', () => {
    expect(selectCourse({ id: 'anything', pageCount: 4 }, find)).toEqual({
      kind: 'story',
      storyId: 'anything',
      player: 'picture-book',
    });
  });

  it('looks a course without pages up by id', () => {
    expect(selectCourse({ id: 'tulip-mania' }, find)).toEqual({
      kind: 'story',
      storyId: 'tulip-mania',
      player: 'picture-book',
    });
  });

  it('opens the 2008 chapter by title when no story is found, else the generic lesson player', () => {
    expect(selectCourse({ id: 'x', title: '2008 Financial Crisis' }, find)).toEqual({ kind: 'chapter-2008' });
    expect(selectCourse({ id: 'x', title: 'Something else' }, find)).toEqual({
      kind: 'lesson-player',
      courseId: 'x',
    });
  });

  it('plays stories flagged hasAnimations and covid-inflation in the animated player', () => {
    expect(selectCourse({ id: 'covid-inflation' }, find)).toMatchObject({ player: 'animated' });
    expect(selectCourse({ id: 'animated-one' }, find)).toMatchObject({ player: 'animated' });
    expect(storyPlayerFor({ id: 'plain', hasAnimations: false })).toBe('picture-book');
  });

  it('gives the 2008 lesson its own chapter view and the options course its own player', () => {
    expect(storyPlayerFor({ id: 'financial-crisis-2008' })).toBe('chapter-2008');
    expect(storyPlayerFor({ id: 'options-derivatives' })).toBe('options-course');
  });
});
