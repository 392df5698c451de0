import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveLocal } from '../../lib/learning-state';
import { enterGuestMode } from '../../lib/session';
import { readJson, userKey } from '../../lib/storage';
import { finishGame } from './finish';
import { readLocalResults, runningGame, useGameSession } from './session';

beforeEach(() => {
  enterGuestMode();
});

describe('a running game in the browser', () => {
  it('keeps its decisions under the learner’s own key and replays them into the state', () => {
    const { result } = renderHook(() => useGameSession('covid-2020'));
    act(() => {
      expect(result.current?.act({ type: 'sell', asset: 'index', cents: 100_000 })).toEqual({ ok: true });
    });
    expect(result.current?.state.step).toBe(1);
    expect(readJson<{ actions: unknown[] }>(userKey('guest', 'game:covid-2020'))?.actions).toHaveLength(1);
    expect(runningGame('covid-2020')).toEqual({ steps: 1, finished: false });
    // A second view of the same game (the 3D street) sees the same state.
    const other = renderHook(() => useGameSession('covid-2020'));
    expect(other.result.current?.state).toEqual(result.current?.state);
  });

  it('undoes only the last, unconfirmed step; the next step confirms it', () => {
    const { result } = renderHook(() => useGameSession('covid-2020'));
    act(() => void result.current?.act({ type: 'hold' }));
    act(() => void result.current?.act({ type: 'hold' }));
    expect(result.current?.canUndo).toBe(true);
    act(() => result.current?.undo());
    expect(result.current?.state.step).toBe(1);
    expect(result.current?.canUndo).toBe(false);
    act(() => result.current?.undo());
    expect(result.current?.state.step).toBe(1);
  });

  it('refuses an impossible decision with the engine’s reason and keeps the state', () => {
    const { result } = renderHook(() => useGameSession('covid-2020'));
    let answer: unknown;
    act(() => {
      answer = result.current?.act({ type: 'buy', asset: 'index', cents: 50_000_000 });
    });
    expect(answer).toEqual({
      ok: false,
      reason: 'Not enough cash for this purchase: you have $10,000 in cash',
    });
    expect(result.current?.state.step).toBe(0);
  });

  it('is null for an unknown game', () => {
    expect(renderHook(() => useGameSession('tulips-1637')).result.current).toBeNull();
  });
});

describe('a guest finishing a game', () => {
  it('keeps the result in the browser and earns game XP in the local activity log', async () => {
    const { result } = renderHook(() => useGameSession('covid-2020'));
    act(() => {
      while (result.current?.act({ type: 'hold' }).ok) {
        /* hold to the end */
      }
    });
    expect(result.current?.state.finished).toBe(true);
    const done = await finishGame(result.current!.game, [...result.current!.actions], 120);
    expect(done.savedOn).toBe('device');
    expect(done.best).toBe(true);
    expect(readLocalResults()['covid-2020']?.best.score).toBe(done.view.score);
    const progress = deriveLocal();
    expect(progress.awards.map((a) => a.activity)).toContain('game_complete');
    expect(progress.lastCompleted.map((c) => c.storyId)).toContain('covid-inflation');
  });
});
