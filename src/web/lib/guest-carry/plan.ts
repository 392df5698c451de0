import type { ActivityEntry } from '../../../core/gamification/log';

// What a guest's progress on this device becomes in a new account (pure, so it is tested alone).
// Each item is sent through the server's ordinary routes, which score it as any learner's activity;
// the client never claims XP. Every item has a stable key: it is the Idempotency-Key of the write
// (the server records a key once per learner) and the mark in the carry journal, so a reload half-way
// never counts an item twice.

export type CarryItem =
  | { key: string; kind: 'lesson'; lessonId: string; score?: number; timeSpent?: number }
  | { key: string; kind: 'quiz'; quizId: string; score: number; passed: boolean }
  | { key: string; kind: 'game'; gameId: string; actions: unknown[]; timeSpent?: number };

/** A crisis game the guest finished whose decisions are still on this device (the server replays them). */
export type FinishedRun = { gameId: string; actions: unknown[]; startedAt: string; timeSpent?: number };

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * One item per lesson completed (its best score) and per quiz taken (its best score), in the order
 * the guest first did them, then the finished games. Logins and trades are not carried: the daily
 * login is earned by signing in, and trades earn XP from the account's own trade log.
 */
export function carryItems(log: readonly ActivityEntry[], runs: readonly FinishedRun[] = []): CarryItem[] {
  const ordered = [...log].sort((a, b) => a.at.getTime() - b.at.getTime());
  const byKey = new Map<string, CarryItem>();
  for (const e of ordered) {
    if (!e.lessonId) continue;
    const score = num(e.data?.score);
    if (e.type === 'lesson_complete') {
      const key = `guest-carry:lesson:${e.lessonId}`;
      const before = byKey.get(key);
      const timeSpent = num(e.data?.timeSpent);
      if (!before)
        byKey.set(key, {
          key,
          kind: 'lesson',
          lessonId: e.lessonId,
          ...(score === undefined ? {} : { score }),
          ...(timeSpent === undefined ? {} : { timeSpent }),
        });
      else if (before.kind === 'lesson' && score !== undefined && score > (before.score ?? -1))
        byKey.set(key, { ...before, score });
    } else if (e.type === 'quiz_complete' && score !== undefined) {
      const key = `guest-carry:quiz:${e.lessonId}`;
      const before = byKey.get(key);
      const passed = e.data?.passed === true;
      if (!before || (before.kind === 'quiz' && score > before.score))
        byKey.set(key, { key, kind: 'quiz', quizId: e.lessonId, score, passed });
    }
  }
  const games = runs
    .filter((r) => r.actions.length > 0)
    .map<CarryItem>((r) => ({
      key: `guest-carry:game:${r.gameId}:${r.startedAt}`,
      kind: 'game',
      gameId: r.gameId,
      actions: r.actions,
      ...(r.timeSpent === undefined ? {} : { timeSpent: r.timeSpent }),
    }));
  return [...byKey.values(), ...games];
}

/** What is still to send: not yet done, and no lesson the account has already completed. */
export function itemsToSend(
  items: readonly CarryItem[],
  done: ReadonlySet<string>,
  completedOnAccount: ReadonlySet<string> = new Set(),
): CarryItem[] {
  return items.filter(
    (i) => !done.has(i.key) && !(i.kind === 'lesson' && completedOnAccount.has(i.lessonId)),
  );
}

/** What the carry brought, as the learner is told it. */
export type CarryReport = {
  lessons: number;
  quizzes: number;
  games: number;
  xp: number;
  achievements: string[];
  /** Items the server would not take (e.g. a lesson no longer in the catalogue). */
  refused: number;
  /** The guest had a paper portfolio here (it is not carried). */
  portfolio?: boolean;
  at: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Your 2 lessons from guest mode are now in your account: +250 XP and 2 achievements." */
export function carryHeadline(r: Pick<CarryReport, 'lessons' | 'quizzes' | 'games' | 'xp' | 'achievements'>) {
  const parts = [
    r.lessons > 0 ? plural(r.lessons, 'lesson') : null,
    r.quizzes > 0 ? plural(r.quizzes, 'quiz', 'quizzes') : null,
    r.games > 0 ? plural(r.games, 'crisis game') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'Your guest settings are now in your account.';
  const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const gains = [
    r.xp > 0 ? `+${r.xp} XP` : null,
    r.achievements.length > 0 ? plural(r.achievements.length, 'achievement') : null,
  ].filter((p): p is string => p !== null);
  return `Your ${what} from guest mode ${parts.length === 1 && parts[0]!.startsWith('1 ') ? 'is' : 'are'} now in your account${gains.length > 0 ? `: ${gains.join(' and ')}` : ''}.`;
}

/** What stays behind, said plainly. */
export const LEFT_ON_DEVICE =
  'Your guest paper portfolio was not moved: it stays on this device in guest mode, where Export in the Simulator saves a copy.';

/** The onboarding answers as the questionnaire holds them (lists), from the saved preferences. */
export function answersFromPreferences(
  saved: Record<string, unknown> | null | undefined,
  questions: readonly { key: string; multi: boolean; options: readonly { id: string }[] }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!saved) return out;
  for (const q of questions) {
    const raw = saved[q.key];
    const list = (Array.isArray(raw) ? raw : [raw]).filter(
      (v): v is string => typeof v === 'string' && q.options.some((o) => o.id === v),
    );
    const kept = q.multi ? list : list.slice(0, 1);
    if (kept.length > 0) out[q.key] = kept;
  }
  return out;
}
