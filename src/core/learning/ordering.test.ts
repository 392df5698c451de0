import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByTimelineYear, timelineYear } from './ordering';

const events = [
  { year: 1637, storyId: 'tulip' },
  { year: 1720 },
  { year: 2008, storyId: 'crisis' },
  { year: 1929, storyId: 'crash' },
];

describe('timeline ordering', () => {
  it('finds the year of the timeline entry that links a lesson, 0 when unlisted', () => {
    expect(timelineYear('crash', events)).toBe(1929);
    expect(timelineYear('basics', events)).toBe(0);
  });

  it('sorts by timeline year, unlisted lessons first as year 0', () => {
    const items = [{ id: 'crisis' }, { id: 'basics' }, { id: 'tulip' }, { id: 'crash' }];
    expect(sortByTimelineYear(items, events).map((i) => i.id)).toEqual([
      'basics',
      'tulip',
      'crash',
      'crisis',
    ]);
    expect(sortByTimelineYear(items, events, 'desc').map((i) => i.id)).toEqual([
      'crisis',
      'crash',
      'tulip',
      'basics',
    ]);
  });

  it('keeps the incoming order among lessons of the same year', () => {
    const items = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
    expect(sortByTimelineYear(items, events).map((i) => i.id)).toEqual(['x', 'y', 'z']);
  });

  it('returns a permutation in non-decreasing year order', () => {
    const ids = ['tulip', 'crisis', 'crash', 'a', 'b'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids)), (list) => {
        const items = list.map((id) => ({ id }));
        const sorted = sortByTimelineYear(items, events);
        expect([...sorted].map((i) => i.id).sort()).toEqual([...list].sort());
        const years = sorted.map((i) => timelineYear(i.id, events));
        expect(years).toEqual([...years].sort((a, b) => a - b));
      }),
    );
  });
});
