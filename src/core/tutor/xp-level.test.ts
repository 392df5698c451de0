import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richLevel } from '../gamification/levels';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';
import { xpLevelAnswer, xpLevelAsked } from './xp-level';

const retriever = createRetriever();

describe('the XP a level takes', () => {
  it.each([
    ['how much XP do I need for level 5?', 5],
    ['how do I reach level 10?', 10],
    ['how many points for level 200?', 200],
    ['Level 3: how much xp?', 3],
    // Each got the learner's XP and streak, not how far the level is.
    ['how far am I from level 4?', 4],
    ['how close am I to level 12?', 12],
    ['how many more XP until level 7?', 7],
  ])('reads the level asked in "%s"', (question, level) => {
    expect(xpLevelAsked(question)).toBe(level);
  });

  it.each(['how do levels work?', 'what is my level?', 'how much XP do I have?', 'what is level 0?'])(
    'asks no level’s XP in "%s"',
    (question) => {
      expect(xpLevelAsked(question)).toBeUndefined();
    },
  );

  it('gives the first levels’ thresholds as the Dashboard counts them (60, 130, 210, 300 XP)', () => {
    expect(xpLevelAnswer(2)).toMatch(/^Level 2 \(Novice Investor\) starts at 60 XP in all/);
    expect(xpLevelAnswer(5)).toMatch(
      /^Level 5 \(Novice Investor\) starts at 300 XP in all: level 4 alone takes 90 XP/,
    );
    expect(xpLevelAnswer(1)).toMatch(
      /^Level 1 \(Novice Investor\) is where everyone starts, at 0 XP; level 2 takes 60 XP/,
    );
    expect(xpLevelAnswer(101)).toMatch(/^Levels go up to 100 \(Wall Street Oracle\)/);
  });

  it('names a threshold at which the level is reached, and the XP still to go', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.integer({ min: 0, max: 500_000 }), (level, have) => {
        const text = xpLevelAnswer(level, have);
        const start = Number(/starts at ([\d,]+) XP/.exec(text)![1]!.replace(/,/g, ''));
        expect(richLevel(start)).toBe(level);
        expect(richLevel(start - 1)).toBe(level - 1);
        const toGo = /so ([\d,]+) XP to go/.exec(text)?.[1];
        if (have >= start) expect(text).toContain('you are there already');
        else expect(Number(toGo!.replace(/,/g, ''))).toBe(start - have);
      }),
    );
  });

  it('answers a guest and a learner with their own XP, where it said only “Your progress is on the Dashboard”', () => {
    const guest = composeAnswer('how much XP do I need for level 5?', { signedIn: false }, retriever);
    expect(guest.text).toMatch(/^Level 5 .* starts at 300 XP/);
    const signedIn = composeAnswer(
      'how do I reach level 5?',
      {
        signedIn: true,
        progress: { totalXP: 120, level: 2, currentStreak: 1, longestStreak: 1, lessonsCompleted: 1 },
      },
      retriever,
    );
    expect(signedIn.text).toContain('You have 120 XP, so 180 XP to go.');
  });
});
