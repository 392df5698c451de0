import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCatalogueId } from '../../content/catalogue';
import { sp500Close, sp500Series } from '../market/sp500';
import { GAME_TITLES } from './catalogue';
import { GAMES } from './data';
import { replayLenient, stepsOf } from './engine';
import { bridgeLevels, dayNumber, newsAt, quotes, reflect, stepDates } from './path';
import { GAME_IDS } from './types';

describe('the five games', () => {
  it('are the five crisis ids, each with a title, a goal, a lesson that exists and its sources', () => {
    expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
    for (const g of GAMES) {
      expect(g.title).toBe(GAME_TITLES[g.id]);
      expect(g.goal.length).toBeGreaterThan(20);
      expect(isCatalogueId(g.lessonId)).toBe(true);
      expect(g.sources.length).toBeGreaterThan(0);
    }
  });

  it('walk their calendar forward, days in the crash and weeks or months after', () => {
    for (const g of GAMES) {
      const dates = stepDates(g);
      for (let i = 1; i < dates.length; i++) expect(dates[i]! > dates[i - 1]!).toBe(true);
      const gaps = dates.slice(1).map((d, i) => dayNumber(d) - dayNumber(dates[i]!));
      expect(Math.min(...gaps)).toBeLessThanOrEqual(3);
      expect(Math.max(...gaps)).toBeGreaterThanOrEqual(7);
      expect(
        dates.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) || d.endsWith('12-31')),
      ).toBe(true);
    }
  });
});

describe('2000–2020 games follow the real S&P 500', () => {
  it('on every replayed date the index equals the embedded close exactly', () => {
    const real = new Set(sp500Series().map((r) => r.date));
    for (const g of GAMES.filter((x) => x.path.kind === 'sp500')) {
      const played = replayLenient(
        g,
        Array.from({ length: stepsOf(g) }, () => ({ type: 'hold' as const })),
      );
      expect(played.equity).toHaveLength(quotes(g).length);
      for (const q of quotes(g)) {
        expect(real.has(q.date)).toBe(true);
        expect(q.index).toBe(sp500Close(q.date));
      }
    }
  });

  it('reaches the crises’ real records and bottoms', () => {
    const at = (id: string, date: string) =>
      quotes(GAMES.find((g) => g.id === id)!).find((q) => q.date === date)?.index;
    expect(at('dotcom-2000', '2000-03-24')).toBe(1527.46);
    expect(at('dotcom-2000', '2002-10-09')).toBe(776.76);
    expect(at('financial-crisis-2008', '2007-10-09')).toBe(1565.15);
    expect(at('financial-crisis-2008', '2009-03-09')).toBe(676.53);
    expect(at('covid-2020', '2020-02-19')).toBe(3386.15);
    expect(at('covid-2020', '2020-03-23')).toBe(2237.4);
  });
});

describe('1929 and 1987 follow published levels', () => {
  for (const g of GAMES.filter((x) => x.path.kind === 'anchors')) {
    it(`${g.id}: every anchor is a step at its level, cited, and the bridge stays between its anchors`, () => {
      if (g.path.kind !== 'anchors') return;
      const q = quotes(g);
      const sources = new Set(g.sources.map((s) => s.id));
      for (const a of g.path.anchors) {
        expect(q.find((x) => x.date === a.date)?.index).toBe(a.level);
        expect(sources.has(a.source)).toBe(true);
      }
      const anchors = g.path.anchors;
      for (const x of q) {
        const right = anchors.findIndex((a) => a.date >= x.date);
        const l = anchors[Math.max(0, right - 1)]!;
        const r = anchors[right]!;
        expect(x.index).toBeGreaterThanOrEqual(Math.min(l.level, r.level));
        expect(x.index).toBeLessThanOrEqual(Math.max(l.level, r.level));
      }
    });
  }

  it('a bridge between any two levels never leaves their range, and the same seed gives the same bridge', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.integer({ min: 2, max: 120 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer(),
        (a, b, days, vol, seed) => {
          const la = Math.round(a * 100) / 100;
          const lb = Math.round(b * 100) / 100;
          const anchors = [
            { date: '1930-01-01', level: la, source: 's' },
            {
              date: new Date(Date.UTC(1930, 0, 1 + days)).toISOString().slice(0, 10),
              level: lb,
              source: 's',
            },
          ];
          const dates = Array.from({ length: days + 1 }, (_, i) =>
            new Date(Date.UTC(1930, 0, 1 + i)).toISOString().slice(0, 10),
          );
          const levels = bridgeLevels(anchors, dates, vol, seed);
          expect(levels[0]).toBe(la);
          expect(levels[days]).toBe(lb);
          for (const v of levels) {
            expect(v).toBeGreaterThanOrEqual(Math.min(la, lb));
            expect(v).toBeLessThanOrEqual(Math.max(la, lb));
          }
          expect(bridgeLevels(anchors, dates, vol, seed)).toEqual(levels);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reflection folds any number into [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (u) => reflect(u) >= 0 && reflect(u) <= 1),
    );
  });
});

describe('news', () => {
  it('arrives with the first step on or after its date, each item once', () => {
    for (const g of GAMES) {
      const seen = Array.from({ length: quotes(g).length }, (_, k) => newsAt(g, k)).flat();
      expect(seen).toHaveLength(g.news.length);
      expect(new Set(seen).size).toBe(g.news.length);
    }
  });
});
