import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../core/competitions/rules';
import { playersText, rulesInWords, rulesSummary } from './words';

describe('a game rules in words', () => {
  it('never promises positions of any size: the Simulator risk rules still hold in a game', () => {
    const words = rulesInWords(DEFAULT_RULES);
    expect(words.join(' ')).not.toMatch(/any size/);
    expect(words).toContain(
      "The Simulator's risk rules apply in every competition: one buy may be at most 10% of the portfolio and $50,000, and one holding at most 25%.",
    );
    expect(rulesSummary(DEFAULT_RULES)).toMatch(/buys up to 10%, positions up to 25%/);
    // The line starts with a capital, whatever part comes first.
    expect(rulesSummary(DEFAULT_RULES)).toMatch(/^[A-Z]/);
    expect(rulesSummary({ ...DEFAULT_RULES, orderTypes: ['limit'] })).toMatch(/^Limit orders · /);
  });

  it('names the game limit when it is stricter than the Simulator one', () => {
    const rules = { ...DEFAULT_RULES, maxPositionPercent: 15 };
    expect(rulesInWords(rules)).toContain('No position may grow above 15% of the portfolio with a buy.');
    expect(rulesSummary(rules)).toMatch(/positions up to 15%/);
  });
});

it('counts a game’s players in the right number', () => {
  expect(playersText(1)).toBe('1 player');
  expect(playersText(0)).toBe('0 players');
  expect(playersText(12)).toBe('12 players');
});
