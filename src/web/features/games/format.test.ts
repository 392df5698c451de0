import { describe, expect, it } from 'vitest';
import { versusHoldText } from './format';

describe('versusHoldText', () => {
  it('says the learner matched buy-and-hold when both finish on the same whole dollar', () => {
    // The 1929 game held to the end: $45,973 both (it read "That is $0 more than …").
    expect(versusHoldText(4_597_300, 4_597_300)).toBe(
      'That is the same as buying and holding the starting portfolio.',
    );
    // Less than 50 cents apart each way still reads as the same figure on the screen.
    expect(versusHoldText(4_597_340, 4_597_310)).toBe(
      'That is the same as buying and holding the starting portfolio.',
    );
    expect(versusHoldText(4_597_310, 4_597_340)).toBe(
      'That is the same as buying and holding the starting portfolio.',
    );
  });

  it('gives the difference of the two figures as shown, more or less', () => {
    // $45,973.49 and $45,972.51 both show as $45,973: the same, not "$1 more".
    expect(versusHoldText(4_597_349, 4_597_251)).toBe(
      'That is the same as buying and holding the starting portfolio.',
    );
    expect(versusHoldText(5_000_000, 4_597_300)).toBe(
      'That is $4,027 more than buying and holding the starting portfolio.',
    );
    expect(versusHoldText(4_000_000, 4_597_300)).toBe(
      'That is $5,973 less than buying and holding the starting portfolio.',
    );
  });
});
