import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import type { NavPage } from './navigation';
import { stateAt, storyPaths } from './story-state';
import { endingOf, scoreTulip } from './tulip-score';

// The tulip story's state keeps its own tally of points so the ending table can show it. It must
// agree, on every path, with the spec's scoring (tulip-score.ts), minus the concepts bonus, which
// depends on what the reader learned rather than on the path.

const lesson = getLesson('tulip-mania')!;
const paths = storyPaths(lesson.pages as unknown as NavPage[]);

describe('tulip story state', () => {
  it('has the nine paths of the spec’s branches', () => {
    expect(paths).toHaveLength(9);
  });

  it.each(paths.map((p) => [Object.values(p.choices).join(' > '), p] as const))(
    'the points tallied on %s match the spec’s scoring',
    (_, path) => {
      const scoring = lesson.scoring!;
      const expected = scoreTulip(scoring, {
        choiceIds: Object.values(path.choices),
        ending: endingOf(scoring, path.trail),
        learnedAllConcepts: false,
      }).total;
      expect(stateAt(lesson, path).points).toBe(expected);
    },
  );

  it('keeps the family savings whole only on the survived ending, and loses them only to the moneylender', () => {
    // On both borrowing branches the borrowed coin is paid to a grower for bulbs, cash down, so the
    // loan is more than the savings Pieter has left: 1,000 borrowed after spending his own 1,000
    // (late entry), or 2,000 borrowed with his 1,000 untouched (leverage decision).
    for (const path of paths) {
      const end = stateAt(lesson, path);
      const ending = endingOf(lesson.scoring!, path.trail);
      const savings =
        Number(end.savings) +
        Number(end.promised) * Number(end.sold) -
        Number(end.promised) * 0.035 * Number(end.fromSavings);
      if (ending === 'survived') expect(savings).toBeGreaterThanOrEqual(1000);
      if (ending === 'educated') expect(savings).toBeLessThan(1000);
      if (ending === 'bankruptcy') {
        expect(savings).toBe(0);
        expect(end.paid).toBe(2000);
        expect([1000, 2000]).toContain(end.loan);
        // The coin left after buying (savings plus loan, less what was paid) cannot repay the loan.
        expect(1000 + Number(end.loan) - Number(end.paid)).toBeLessThan(Number(end.loan));
      } else {
        expect(end.loan).toBe(0);
        expect(end.paid).toBe(0);
      }
    }
  });
});
