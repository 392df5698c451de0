import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../core/gamification/log';
import { STEPS } from '../../features/dashboard/questionnaire';
import { answersFromPreferences, carryHeadline, carryItems, carryXpNote, itemsToSend } from './plan';

const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 10, m));
const entry = (
  type: ActivityEntry['type'],
  lessonId: string | undefined,
  m: number,
  data = {},
): ActivityEntry => ({ id: `e${m}`, type, lessonId, at: at(m), data }) as ActivityEntry;

describe('carryItems', () => {
  it('takes each lesson once with its best score and each quiz once, in the order first done', () => {
    const log = [
      entry('quiz_complete', 'stock-market-basics', 3, { score: 60, passed: false }),
      entry('lesson_complete', 'stock-market-basics', 2, { score: 70, timeSpent: 300 }),
      entry('lesson_complete', 'tulip-mania', 1, { score: 90 }),
      entry('lesson_complete', 'stock-market-basics', 5, { score: 95 }),
      entry('quiz_complete', 'stock-market-basics', 6, { score: 100, passed: true }),
      entry('login', undefined, 0),
      entry('trade_execute', undefined, 4, { symbol: 'AAPL' }),
    ];
    expect(carryItems(log)).toEqual([
      // Each is sent with the time the guest first did it, so the server scores it as guest mode did.
      {
        key: 'guest-carry:lesson:tulip-mania',
        kind: 'lesson',
        lessonId: 'tulip-mania',
        score: 90,
        at: at(1).toISOString(),
      },
      {
        key: 'guest-carry:lesson:stock-market-basics',
        kind: 'lesson',
        lessonId: 'stock-market-basics',
        score: 95,
        timeSpent: 300,
        at: at(2).toISOString(),
      },
      {
        key: 'guest-carry:quiz:stock-market-basics',
        kind: 'quiz',
        quizId: 'stock-market-basics',
        score: 100,
        passed: true,
        at: at(3).toISOString(),
      },
    ]);
  });

  it('adds finished games that still have their decisions, keyed by when they started', () => {
    const items = carryItems(
      [],
      [
        { gameId: 'crash1929', actions: [{ kind: 'hold' }], startedAt: '2026-11-01T10:00:00.000Z' },
        { gameId: 'covid', actions: [], startedAt: 'x' },
      ],
    );
    expect(items).toEqual([
      {
        key: 'guest-carry:game:crash1929:2026-11-01T10:00:00.000Z',
        kind: 'game',
        gameId: 'crash1929',
        actions: [{ kind: 'hold' }],
      },
    ]);
  });
});

describe('itemsToSend', () => {
  const items = carryItems([
    entry('lesson_complete', 'a', 1),
    entry('lesson_complete', 'b', 2),
    entry('quiz_complete', 'a', 3, { score: 80, passed: true }),
  ]);
  it('leaves out what the journal has done (a reload half-way) and lessons the account has', () => {
    expect(itemsToSend(items, new Set(['guest-carry:lesson:a'])).map((i) => i.key)).toEqual([
      'guest-carry:lesson:b',
      'guest-carry:quiz:a',
    ]);
    expect(itemsToSend(items, new Set(), new Set(['b'])).map((i) => i.key)).toEqual([
      'guest-carry:lesson:a',
      'guest-carry:quiz:a',
    ]);
  });
});

describe('carryHeadline', () => {
  it('says what came and what it earned', () => {
    expect(
      carryHeadline({ lessons: 2, quizzes: 0, games: 0, xp: 310, achievements: ['First Steps', 'Scholar'] }),
    ).toBe('Your 2 lessons from guest mode are now in your account: +310 XP and 2 achievements.');
    expect(carryHeadline({ lessons: 1, quizzes: 0, games: 0, xp: 150, achievements: [] })).toBe(
      'Your 1 lesson from guest mode is now in your account: +150 XP.',
    );
    expect(carryHeadline({ lessons: 1, quizzes: 1, games: 1, xp: 0, achievements: ['A'] })).toBe(
      'Your 1 lesson, 1 quiz and 1 crisis game from guest mode are now in your account: 1 achievement.',
    );
  });
});

describe('answersFromPreferences', () => {
  it('turns saved preferences into the questionnaire answers, dropping unknown options', () => {
    expect(
      answersFromPreferences(
        { learning_style: ['stories', 'nope'], experience: 'beginner', time_commitment: ['5-min', '30-min'] },
        STEPS,
      ),
    ).toEqual({ learning_style: ['stories'], experience: ['beginner'], time_commitment: ['5-min'] });
    expect(answersFromPreferences(null, STEPS)).toEqual({});
  });
});

describe('carryXpNote', () => {
  it('says nothing when the account got what guest mode showed', () => {
    expect(carryXpNote({ xp: 158, guestXp: 158, tradeXp: 0 })).toBeNull();
    expect(carryXpNote({ xp: 158 })).toBeNull();
  });
  it('explains the trade XP that stays on the device, and a lesson scored differently', () => {
    expect(carryXpNote({ xp: 158, guestXp: 168, tradeXp: 10 })).toBe(
      'Guest mode showed 168 XP. The 10 XP for guest paper trades stays with the guest portfolio on this device: in your account, trades earn XP from its own Simulator.',
    );
    const both = carryXpNote({ xp: 170, guestXp: 168, tradeXp: 10 })!;
    expect(both).toContain('came to 170 XP (158 XP in guest mode)');
    expect(both).toContain('The 10 XP for guest paper trades');
  });
});
