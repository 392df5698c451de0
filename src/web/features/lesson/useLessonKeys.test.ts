import { describe, expect, it } from 'vitest';
import { swipeDirection } from './useLessonKeys';

describe('swipe direction', () => {
  it('turns forward on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeDirection(-120, 10)).toBe('forward');
    expect(swipeDirection(120, -10)).toBe('back');
  });

  it('ignores short or mostly vertical gestures', () => {
    expect(swipeDirection(-30, 0)).toBeNull();
    expect(swipeDirection(-100, 90)).toBeNull();
  });
});
