import { describe, expect, it } from 'vitest';
import { gameById } from '../../../core/games/data';
import { replayLenient } from '../../../core/games/engine';
import { quotes } from '../../../core/games/path';
import { resultOf } from '../../../core/games/score';
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

describe('the street’s index figure is its change since the start, as on the game page', () => {
  it('gives the index’s change since the first date (the game’s index return), not the last step’s', () => {
    const g = gameById('black-monday-1987') as GameDefinition;
    const q = quotes(g);
    const k = q.findIndex((x) => x.date === '1987-10-19');
    const state = replayLenient(
      g,
      Array.from({ length: k }, () => ({ type: 'hold' as const })),
    );
    const view = streetView(g, state);
    // The game page's "index" figure, and the game's own index return.
    expect(view.indexChange).toBeCloseTo(q[k]!.index / q[0]!.index - 1, 12);
    expect(view.indexChange).toBe(resultOf(g, state).indexReturn);
    // Not the step's fall, which is what the HUD used to show beside a since-start "You".
    expect(view.indexChange).not.toBeCloseTo(view.dayChange, 4);
    expect(view.dayChange).toBeCloseTo(1738.74 / 2246.74 - 1, 10);
  });

  it('is 0 on the first date', () => {
    const g = gameById('covid-2020') as GameDefinition;
    const view = streetView(g, replayLenient(g, []));
    expect(view.indexChange).toBe(0);
    expect(view.equityChange).toBe(0);
  });
});
