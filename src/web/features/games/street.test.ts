import { describe, expect, it } from 'vitest';
import { gameById } from '../../../core/games/data';
import { replayLenient } from '../../../core/games/engine';
import { quotes } from '../../../core/games/path';
import type { GameDefinition } from '../../../core/games/types';
import { MAX_CROWD, streetView } from './street';

const at = (id: string, date: string) => {
  const g = gameById(id) as GameDefinition;
  const k = quotes(g).findIndex((q) => q.date === date);
  return streetView(
    g,
    replayLenient(
      g,
      Array.from({ length: k }, () => ({ type: 'hold' as const })),
    ),
  );
};

describe('the street shows the market of the running game', () => {
  it('is sunny and quiet at a record, stormy and crowded on Black Monday', () => {
    const calm = at('black-monday-1987', '1987-08-25');
    expect(calm.weather).toBe('sun');
    expect(calm.panic).toBe(0);
    const crash = at('black-monday-1987', '1987-10-19');
    expect(crash.weather).toBe('storm');
    expect(crash.panic).toBe(1);
    expect(crash.crowd).toBe(MAX_CROWD);
    expect(crash.dayChange).toBeCloseTo(1738.74 / 2246.74 - 1, 10);
    expect(crash.ticker[0]).toEqual({ label: 'DOW', change: crash.dayChange });
    expect(crash.ticker.map((t) => t.label)).toEqual(['DOW', 'INDEX FUND', 'IBM', 'F', 'KO', 'BONDS']);
  });

  it('has one building per holding, lower after a fall, and the day’s headline', () => {
    const start = at('covid-2020', '2020-02-19');
    const low = at('covid-2020', '2020-03-23');
    expect(low.buildings.map((b) => b.asset)).toEqual(start.buildings.map((b) => b.asset));
    const index = (v: typeof low) => v.buildings.find((b) => b.asset === 'index')!.height;
    expect(index(low)).toBeLessThan(index(start));
    expect(low.headline).toContain('2,237.40');
    expect(low.fromPeak).toBeCloseTo(1 - 2237.4 / 3386.15, 10);
  });
});
