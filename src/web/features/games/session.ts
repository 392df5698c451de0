import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { gameById } from '../../../core/games/data';
import { replayLenient, step } from '../../../core/games/engine';
import type { Action, GameDefinition, GameId, GameResult, GameState } from '../../../core/games/types';
import { type GameResultView, resultView } from '../../../shared/api/games';
import { listenerSet } from '../../lib/listeners';
import { localUserId } from '../../lib/session';
import { readJson, userKey, writeJson } from '../../lib/storage';

// A running game in the browser: its actions are kept in localStorage (one key per user and game),
// and its state is the core engine's replay of them, so the game page and the 3D street show the
// same game. Guests' finished results stay in the browser too.

/** What finishing a game gave: where it was saved, its figures, and the place on the board. */
export type Finished = {
  view: GameResultView;
  best: boolean;
  rank: number | null;
  savedOn: 'server' | 'device';
};

type Stored = { actions: Action[]; undoable: boolean; startedAt: string; finished?: Finished };

const runningKey = (gameId: string, userId = localUserId()) => userKey(userId, `game:${gameId}`);
const RESULTS = 'game-results';

const { subscribe, notify: emit } = listenerSet();
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.includes(':game')) emit();
  });
}

function read(gameId: string, userId = localUserId()): Stored {
  return readJson<Stored>(runningKey(gameId, userId)) ?? { actions: [], undoable: false, startedAt: '' };
}

function write(gameId: string, stored: Stored) {
  writeJson(runningKey(gameId), stored);
  emit();
}

/** Steps taken in the running game, and whether it was finished (for the hub's buttons). */
export function runningGame(gameId: string, userId = localUserId()): { steps: number; finished: boolean } {
  const stored = read(gameId, userId);
  return { steps: stored.actions.length, finished: Boolean(stored.finished) };
}

/** Starts the game afresh (the hub's "Play again"). */
export function clearRunningGame(gameId: string): void {
  write(gameId, { actions: [], undoable: false, startedAt: '' });
}

/** Local results of a guest (or of a signed-in learner while offline): best per game and plays. */
export type LocalResults = Partial<Record<GameId, { best: GameResultView; plays: number }>>;

export function readLocalResults(userId = localUserId()): LocalResults {
  return readJson<LocalResults>(userKey(userId, RESULTS)) ?? {};
}

export function toView(r: GameResult, playedAt: Date): GameResultView {
  return resultView(r, playedAt);
}

export function saveLocalResult(gameId: GameId, result: GameResultView, userId = localUserId()): boolean {
  const all = readLocalResults(userId);
  const before = all[gameId];
  const best = !before || result.score > before.best.score;
  all[gameId] = { best: best ? result : before.best, plays: (before?.plays ?? 0) + 1 };
  writeJson(userKey(userId, RESULTS), all);
  return best;
}

export type GameSession = {
  game: GameDefinition;
  state: GameState;
  actions: readonly Action[];
  /** The last step can still be taken back (it is confirmed by the next one). */
  canUndo: boolean;
  /** Set once the learner confirmed the end and the result was saved. */
  finished: Finished | null;
  confirm(finished: Finished): void;
  act(action: Action): { ok: true } | { ok: false; reason: string };
  undo(): void;
  restart(): void;
  startedAt: string;
};

/** The running game `gameId` (the stored actions replayed), or null for an unknown id. */
export function useGameSession(gameId: string): GameSession | null {
  const game = gameById(gameId) ?? null;
  const raw = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(read(gameId)),
    () => '',
  );
  const stored = useMemo<Stored>(
    () => (raw ? (JSON.parse(raw) as Stored) : { actions: [], undoable: false, startedAt: '' }),
    [raw],
  );
  const state = useMemo(() => (game ? replayLenient(game, stored.actions) : null), [game, stored]);

  const act = useCallback(
    (action: Action): { ok: true } | { ok: false; reason: string } => {
      if (!game) return { ok: false, reason: 'Unknown game' };
      const now = read(gameId);
      const current = replayLenient(game, now.actions);
      const r = step(game, current, action);
      if (!r.ok) return r;
      write(gameId, {
        actions: [...now.actions, action],
        undoable: true,
        startedAt: now.startedAt || new Date().toISOString(),
      });
      return { ok: true };
    },
    [game, gameId],
  );
  const undo = useCallback(() => {
    const now = read(gameId);
    if (!now.undoable || now.actions.length === 0) return;
    write(gameId, { ...now, actions: now.actions.slice(0, -1), undoable: false });
  }, [gameId]);
  const confirm = useCallback(
    (finished: Finished) => write(gameId, { ...read(gameId), undoable: false, finished }),
    [gameId],
  );
  const restart = useCallback(() => write(gameId, { actions: [], undoable: false, startedAt: '' }), [gameId]);

  if (!game || !state) return null;
  return {
    game,
    state,
    actions: stored.actions,
    canUndo: stored.undoable && stored.actions.length > 0 && !stored.finished,
    finished: stored.finished ?? null,
    confirm,
    act,
    undo,
    restart,
    startedAt: stored.startedAt,
  };
}

/** Auto-play: holds one step every `ms` while running; pausing stops it. */
export function useAutoPlay(session: GameSession | null, ms: number) {
  const [running, setRunning] = useState(false);
  const finished = session?.state.finished ?? true;
  const act = session?.act;
  useEffect(() => {
    if (!running || finished || !act) return;
    const id = window.setInterval(() => act({ type: 'hold' }), ms);
    return () => window.clearInterval(id);
  }, [running, finished, act, ms]);
  useEffect(() => {
    if (finished) setRunning(false);
  }, [finished]);
  return { running: running && !finished, setRunning };
}
