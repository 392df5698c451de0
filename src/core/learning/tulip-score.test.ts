import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { learnedConcepts } from './concepts';
import { endingOf, type StoryScoring, scoreTulip } from './tulip-score';

// The spec's numbers (§9), written out here so the test does not read them from the code it checks.
const spec: StoryScoring = {
  startingCapital: 1000,
  choices: { 'buy-one': 10, 'buy-multiple': 5, decline: 15, 'sell-half': 20, 'take-loan': -10 },
  outcomes: { bankruptcy: 0, survived: 50, educated: 30 },
  bonuses: { 'learned-all-concepts': 20, 'made-profit': 10, 'protected-family': 15 },
};

describe('tulip scoring', () => {
  it('scores the careful early investor who sells half: 10 + 20 + 50 + all three bonuses', () => {
    const s = scoreTulip(spec, {
      choiceIds: ['buy-one', 'sell-half'],
      ending: 'survived',
      learnedAllConcepts: true,
    });
    expect(s.choicePoints).toBe(30);
    expect(s.outcomePoints).toBe(50);
    expect(s.bonuses.map((b) => b.id)).toEqual(['learned-all-concepts', 'made-profit', 'protected-family']);
    expect(s.total).toBe(125);
  });

  it('scores the borrower who goes bankrupt: 5 - 10 + 0, no profit or family bonus', () => {
    const s = scoreTulip(spec, {
      choiceIds: ['buy-multiple', 'take-loan'],
      ending: 'bankruptcy',
      learnedAllConcepts: false,
    });
    expect(s.total).toBe(-5);
    expect(s.bonuses).toEqual([]);
  });

  it('scores the skeptic who buys late and is educated: 15 + 0 + 30 (+20 for concepts)', () => {
    const s = scoreTulip(spec, {
      choiceIds: ['decline', 'buy-late'],
      ending: 'educated',
      learnedAllConcepts: true,
    });
    expect(s.total).toBe(65);
  });

  it('gives no outcome points before an ending is reached', () => {
    expect(
      scoreTulip(spec, { choiceIds: ['decline'], ending: undefined, learnedAllConcepts: false }).total,
    ).toBe(15);
  });

  it('finds the ending in a trail of pages', () => {
    expect(endingOf(spec, ['cover', 'first-decision', 'survived', 'reflection'])).toBe('survived');
    expect(endingOf(spec, ['cover'])).toBeUndefined();
  });

  it('adds up to the sum of its parts and stays between -5 and 125 on every path the story allows', () => {
    // first decision → (leverage decision | late entry) → ending, as the story branches
    const paths: [string, string, string][] = [
      ['buy-one', 'sell-half', 'survived'],
      ['buy-one', 'take-loan', 'bankruptcy'],
      ['buy-one', 'hold-position', 'educated'],
      ['buy-multiple', 'sell-half', 'survived'],
      ['buy-multiple', 'take-loan', 'bankruptcy'],
      ['buy-multiple', 'hold-position', 'educated'],
      ['decline', 'stay-out', 'survived'],
      ['decline', 'buy-late', 'educated'],
      ['decline', 'borrow-late', 'bankruptcy'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.boolean(), ([first, second, ending], all) => {
        const s = scoreTulip(spec, { choiceIds: [first, second], ending, learnedAllConcepts: all });
        expect(s.total).toBe(s.choicePoints + s.outcomePoints + s.bonuses.reduce((a, b) => a + b.points, 0));
        expect(s.total).toBeGreaterThanOrEqual(-5);
        expect(s.total).toBeLessThanOrEqual(125);
      }),
    );
  });

  it('uses the scoring stored in the tulip lesson', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip?.scoring) return;
    const path = { choiceIds: ['buy-one', 'sell-half'], ending: 'survived', learnedAllConcepts: true };
    expect(scoreTulip(tulip.scoring, path)).toEqual(scoreTulip(spec, path));
  });

  it('learns every tulip concept on the early-investor path through the leverage decision', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const trail = [
      'cover',
      'meet-pieter',
      'a-flower-from-the-east',
      'the-wind-trade',
      'winter-fever',
      'first-decision',
      'early-investor',
      'leverage-decision',
    ];
    expect(learnedConcepts(tulip.concepts, tulip.pages, trail).sort()).toEqual(
      tulip.concepts.map((c) => c.id).sort(),
    );
    expect(learnedConcepts(tulip.concepts, tulip.pages, ['cover'])).toEqual([]);
  });
});
