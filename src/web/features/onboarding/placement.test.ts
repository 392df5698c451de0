import { describe, expect, it } from 'vitest';
import { placeBeside, sheetEdge } from './placement';

const laptop = { width: 1366, height: 850 };
const dialog = { width: 448, height: 311 };

describe("where the tour's dialog goes on a wide screen", () => {
  it("beside a block with room to its right (the dashboard's learning path), lined up with its top", () => {
    const path = { top: 165, left: 59, width: 826, height: 490 };
    expect(placeBeside(path, dialog, laptop)).toEqual({ side: 'right', top: 165, left: 901 });
  });

  it('to the left of a block in the right-hand column (the level card)', () => {
    const level = { top: 203, left: 902, width: 405, height: 450 };
    expect(placeBeside(level, dialog, laptop)).toEqual({ side: 'left', top: 203, left: 438 });
  });

  it('below a small target (a tab in the top bar), kept inside the window', () => {
    expect(placeBeside({ top: 50, left: 380, width: 90, height: 36 }, dialog, laptop)).toEqual({
      side: 'below',
      top: 102,
      left: 380,
    });
    expect(placeBeside({ top: 50, left: 1200, width: 90, height: 36 }, dialog, laptop)).toEqual({
      side: 'below',
      top: 102,
      left: 1366 - 448 - 16,
    });
  });

  it('above a small target near the bottom, and keeps the dialog off the top and bottom edges beside', () => {
    expect(placeBeside({ top: 700, left: 100, width: 120, height: 40 }, dialog, laptop)?.side).toBe('above');
    const tall = { top: -400, left: 59, width: 826, height: 1600 };
    expect(placeBeside(tall, dialog, laptop)).toEqual({ side: 'right', top: 16, left: 901 });
    const low = { top: 700, left: 59, width: 826, height: 500 };
    expect(placeBeside(low, dialog, laptop)?.top).toBe(850 - 311 - 16);
  });

  it('nowhere (centred by the caller) when no side has room, or the target is not on screen', () => {
    // The learning path page: a 768 px column in the middle, as tall as the window.
    const column = { top: 60, left: 299, width: 768, height: 2000 };
    expect(placeBeside(column, dialog, laptop)).toBeNull();
    expect(placeBeside({ top: 0, left: 0, width: 0, height: 0 }, dialog, laptop)).toBeNull();
    expect(placeBeside({ top: 900, left: 59, width: 826, height: 300 }, dialog, laptop)).toBeNull();
    expect(placeBeside({ top: -500, left: 59, width: 826, height: 300 }, dialog, laptop)).toBeNull();
    // A window too short for the dialog beside anything.
    expect(
      placeBeside({ top: 10, left: 10, width: 200, height: 400 }, dialog, { width: 1366, height: 300 }),
    ).toBeNull();
  });
});

describe("where the tour's sheet goes on a phone", () => {
  const phone = { width: 390, height: 844 };

  it('along the top when the step describes a tab in the bottom tab bar, so the tab stays in view', () => {
    // The Courses and Simulator tabs at 390 x 844, as measured there.
    expect(sheetEdge({ top: 788, left: 65, width: 65, height: 56 }, phone)).toBe('top');
    expect(sheetEdge({ top: 788, left: 195, width: 65, height: 56 }, phone)).toBe('top');
  });

  it('along the bottom for a block scrolled to the top, for nothing in particular, or off screen', () => {
    // The level card once scrolled into view, and the learning path taller than the sheet leaves.
    expect(sheetEdge({ top: 72, left: 16, width: 358, height: 454 }, phone)).toBe('bottom');
    expect(sheetEdge({ top: 168, left: 16, width: 358, height: 680 }, phone)).toBe('bottom');
    expect(sheetEdge(null, phone)).toBe('bottom');
    expect(sheetEdge({ top: 900, left: 0, width: 390, height: 40 }, phone)).toBe('bottom');
    expect(sheetEdge({ top: 300, left: 0, width: 0, height: 0 }, phone)).toBe('bottom');
  });

  it('along the top for a block left low on the screen (the end of a page that scrolls no further)', () => {
    expect(sheetEdge({ top: 600, left: 16, width: 358, height: 200 }, phone)).toBe('top');
  });
});
