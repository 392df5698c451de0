import { describe, expect, it } from 'vitest';
import { toastAreaFor, toastBottomFor, toastTopFor } from './toastTop';

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

describe('where toasts end', () => {
  // The phone's bottom tab bar at 390 x 844, as measured there: 787 to 844.
  const tabBar = box(787, 844);

  it('above the phone’s tab bar, so no toast lies over its tabs', () => {
    expect(toastBottomFor(tabBar, 844)).toBe(844 - 787 + 8);
  });

  it('at react-hot-toast’s own offset where there is no tab bar (a laptop: it is not laid out)', () => {
    expect(toastBottomFor(null, 850)).toBe(16);
    const hidden = { getBoundingClientRect: () => ({ top: 0, bottom: 0, height: 0 }) } as unknown as Element;
    expect(toastBottomFor(hidden, 850)).toBe(16);
  });

  it('between the carry notice and the tab bar on a phone: the stack there is 211 px tall', () => {
    // The dashboard after a guest signed up: the notice ends at 559.5, the tab bar starts at 787.
    const area = toastAreaFor(header(118), [box(278, 559.5)], tabBar, 844);
    expect(area).toEqual({ top: 568, bottom: 65 });
    expect(844 - area.bottom - area.top).toBe(211);
  });

  it('below the header again when a notice low on the screen leaves too little room above the tab bar', () => {
    expect(toastAreaFor(header(60), [box(500, 760)], tabBar, 844)).toEqual({ top: 68, bottom: 65 });
  });
});
