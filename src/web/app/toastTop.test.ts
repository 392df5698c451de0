import { describe, expect, it } from 'vitest';
import { toastTopFor } from './toastTop';

const box = (top: number, bottom: number) =>
  ({ getBoundingClientRect: () => ({ top, bottom }) }) as unknown as Element;
const header = (bottom: number) => box(bottom - 56, bottom);

describe('where toasts start', () => {
  it('just below the header, wherever the beta banner has pushed it', () => {
    expect(toastTopFor(header(97))).toBe(105);
    expect(toastTopFor(header(56.4))).toBe(65);
  });

  it('at the edge when there is no header on screen', () => {
    expect(toastTopFor(null)).toBe(16);
    expect(toastTopFor(header(-10))).toBe(16);
  });

  it('below a notice they must keep clear of while some of it is on screen (the carry notice)', () => {
    expect(toastTopFor(header(118), [box(278, 559.5)], 844)).toBe(568);
    // Scrolled half out of view: still below its visible part.
    expect(toastTopFor(header(60), [box(-100, 120)], 844)).toBe(128);
    // Scrolled away above, or not reached yet below: back under the header.
    expect(toastTopFor(header(60), [box(-300, -20)], 844)).toBe(68);
    expect(toastTopFor(header(60), [box(900, 1100)], 844)).toBe(68);
  });
});
