import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import {
  canGoForward,
  choose,
  currentPageId,
  goBack,
  goForward,
  isValidReading,
  type NavPage,
  nextPageId,
  readingProgress,
  startReading,
} from './navigation';

const pages: NavPage[] = [
  { id: 'cover', type: 'cover' },
  {
    id: 'fork',
    type: 'decision-point',
    decision: { choices: [{ id: 'left', storyBranch: 'l' }, { id: 'stay' }] },
  },
  { id: 'plain', type: 'story' },
  { id: 'l', type: 'story', next: 'end' },
  { id: 'skipped', type: 'story' },
  { id: 'end', type: 'summary' },
];

describe('lesson navigation', () => {
  it('follows array order when nothing overrides it', () => {
    expect(nextPageId(pages, 'cover')).toBe('fork');
    expect(nextPageId(pages, 'plain')).toBe('l');
  });

  it("honours a page's next and a choice's storyBranch", () => {
    expect(nextPageId(pages, 'l')).toBe('end');
    expect(nextPageId(pages, 'fork', 'left')).toBe('l');
    expect(nextPageId(pages, 'fork', 'stay')).toBe('plain');
    expect(nextPageId(pages, 'fork')).toBe('plain');
  });

  it('ends after the last page and ignores unknown pages', () => {
    expect(nextPageId(pages, 'end')).toBeUndefined();
    expect(nextPageId(pages, 'nowhere')).toBeUndefined();
  });

  it('goes forward along the chosen branch and back along the same trail', () => {
    let s = startReading(pages);
    s = goForward(pages, s);
    s = choose(s, 'left');
    s = goForward(pages, s);
    expect(currentPageId(s)).toBe('l');
    s = goForward(pages, s);
    expect(currentPageId(s)).toBe('end');
    expect(canGoForward(pages, s)).toBe(false);
    s = goBack(goBack(s));
    expect(currentPageId(s)).toBe('fork');
    expect(s.choices.fork).toBe('left');
    s = goForward(pages, choose(s, 'stay'));
    expect(currentPageId(s)).toBe('plain');
  });

  it('cannot go back from the first page', () => {
    const s = startReading(pages);
    expect(goBack(s)).toBe(s);
  });

  it('counts the pages left on a straight read', () => {
    const s = startReading(pages);
    expect(readingProgress(pages, s)).toEqual({ step: 1, remaining: 4 });
  });

  it('walks the tulip story from first decision to its three endings', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const p = tulip.pages as unknown as NavPage[];
    expect(nextPageId(p, 'first-decision', 'decline')).toBe('skeptical-observer');
    expect(nextPageId(p, 'skeptical-observer')).toBe('late-entry');
    expect(nextPageId(p, 'late-entry', 'borrow-late')).toBe('bankruptcy');
    expect(nextPageId(p, 'leverage-decision', 'sell-half')).toBe('survived');
    expect(nextPageId(p, 'leverage-decision', 'hold-position')).toBe('educated');
    expect(nextPageId(p, 'bankruptcy')).toBe('quiz');
    expect(nextPageId(p, 'quiz')).toBe('reflection');
  });

  it('reaches the last page of any real lesson by pressing Next with any choices', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const p = tulip.pages as unknown as NavPage[];
    fc.assert(
      fc.property(fc.array(fc.nat(2), { minLength: 40, maxLength: 40 }), (picks) => {
        let s = startReading(p);
        for (const pick of picks) {
          const page = p.find((x) => x.id === currentPageId(s))!;
          const option = page.decision?.choices[pick];
          if (option) s = choose(s, option.id);
          s = goForward(p, s);
        }
        expect(currentPageId(s)).toBe(p.at(-1)!.id);
        expect(new Set(s.trail).size).toBe(s.trail.length);
      }),
    );
  });

  it('accepts a saved reading that follows the pages and rejects one that no longer does', () => {
    let s = startReading(pages);
    s = goForward(pages, s);
    s = goForward(pages, choose(s, 'left'));
    expect(isValidReading(pages, s)).toBe(true);
    expect(isValidReading(pages, { trail: ['cover', 'l'], choices: {} })).toBe(false);
    expect(isValidReading(pages, { trail: ['fork'], choices: {} })).toBe(false);
    expect(isValidReading(pages, { trail: [], choices: {} })).toBe(false);
    expect(isValidReading(pages, { ...s, choices: { fork: 'stay' } })).toBe(false);
  });

  it('accepts every reading produced by moving forward and back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('forward', 'back', 'left', 'stay'), { maxLength: 20 }),
        (moves) => {
          let s = startReading(pages);
          for (const m of moves) {
            if (m === 'forward') s = goForward(pages, s);
            else if (m === 'back') s = goBack(s);
            else if (currentPageId(s) === 'fork') s = choose(s, m);
          }
          expect(isValidReading(pages, s)).toBe(true);
        },
      ),
    );
  });
});
