import type { ActivityEntry } from '../../../core/gamification/log';
import { countText, listed } from '../../../core/words';

// What a guest's progress on this device becomes in a new account (pure, so it is tested alone).
// Each item is sent through the server's ordinary routes, which score it as any learner's activity;
// the client never claims XP. Every item has a stable key: it is the Idempotency-Key of the write
// (the server records a key once per learner) and the mark in the carry journal, so a reload half-way
// never counts an item twice.

export type CarryItem =
  | { key: string; kind: 'lesson'; lessonId: string; score?: number; timeSpent?: number; at: string }
  | { key: string; kind: 'quiz'; quizId: string; score: number; passed: boolean; at: string }
  | { key: string; kind: 'game'; gameId: string; actions: unknown[]; timeSpent?: number; at?: string };

/** A crisis game the guest finished whose decisions are still on this device (the server replays them). */
export type FinishedRun = {
  gameId: string;
  actions: unknown[];
  startedAt: string;
  timeSpent?: number;
  /** When the guest finished it (ISO), the time its XP was scored on the device. */
  finishedAt?: string;
};

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
          at: e.at.toISOString(),
        });
      else if (before.kind === 'lesson' && score !== undefined && score > (before.score ?? -1))
        byKey.set(key, { ...before, score });
    } else if (e.type === 'quiz_complete' && score !== undefined) {
      const key = `guest-carry:quiz:${e.lessonId}`;
      const before = byKey.get(key);
      const passed = e.data?.passed === true;
      // Sent at the time of the first attempt, as the guest's first award was scored.
      if (!before)
        byKey.set(key, { key, kind: 'quiz', quizId: e.lessonId, score, passed, at: e.at.toISOString() });
      else if (before.kind === 'quiz' && score > before.score) byKey.set(key, { ...before, score, passed });
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
      ...(r.finishedAt ? { at: r.finishedAt } : {}),
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
  /** The XP guest mode showed before the carry, and the part of it earned by paper trades (not carried). */
  guestXp?: number;
  tradeXp?: number;
  at: string;
};

/** "Your 2 lessons from guest mode are now in your account: +250 XP and 2 achievements." */
export function carryHeadline(r: Pick<CarryReport, 'lessons' | 'quizzes' | 'games' | 'xp' | 'achievements'>) {
  const parts = [
    r.lessons > 0 ? countText(r.lessons, 'lesson') : null,
    r.quizzes > 0 ? countText(r.quizzes, 'quiz', 'quizzes') : null,
    r.games > 0 ? countText(r.games, 'crisis game') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'Your guest settings are now in your account.';
  const what = listed(parts);
  const gains = [
    r.xp > 0 ? `+${r.xp} XP` : null,
    r.achievements.length > 0 ? countText(r.achievements.length, 'achievement') : null,
  ].filter((p): p is string => p !== null);
  return `Your ${what} from guest mode ${parts.length === 1 && parts[0]!.startsWith('1 ') ? 'is' : 'are'} now in your account${gains.length > 0 ? `: ${gains.join(' and ')}` : ''}.`;
}

/**
 * Why the account's XP differs from what guest mode showed, when it does: trades earn their XP from
 * the account's own trade log (the guest's portfolio stays on the device), and an account that had
 * history of its own scores the lessons against it (repeats, first of the day). Null when they agree.
 */
export function carryXpNote(r: Pick<CarryReport, 'xp' | 'guestXp' | 'tradeXp'>): string | null {
  if (r.guestXp === undefined || r.guestXp === r.xp) return null;
  const trade = r.tradeXp ?? 0;
  const learning = r.guestXp - trade;
  const parts = [`Guest mode showed ${r.guestXp} XP.`];
  if (trade > 0)
    parts.push(
      `The ${trade} XP for guest paper trades stays with the guest portfolio on this device: in your account, trades earn XP from its own Simulator.`,
    );
  if (learning !== r.xp)
    parts.push(
      `Scored again in your account, your lessons and quizzes came to ${r.xp} XP (${learning} XP in guest mode): bonuses such as the first activity of the day and repeats depend on what comes before them there.`,
    );
  return parts.join(' ');
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
