import { describe, expect, it } from 'vitest';
import { movement, timeLeft, waitingWords } from './LeagueCard';

describe('the league card words', () => {
  it('say how long the week has left', () => {
    expect(timeLeft(6 * 86_400 + 16 * 3600 + 59)).toBe('6 days 16 h left');
    expect(timeLeft(86_400)).toBe('1 day 0 h left');
    expect(timeLeft(3 * 3600 + 20 * 60)).toBe('3 h 20 min left');
    expect(timeLeft(59 * 60)).toBe('59 min left');
    expect(timeLeft(30)).toBe('under a minute left');
    expect(timeLeft(-5)).toBe('under a minute left');
  });

  it('say who moves, in a full league and in a small one', () => {
    expect(movement(7, 5)).toBe('The top 7 move up a tier and the bottom 5 move down');
    expect(movement(1, 0)).toBe('The top learner moves up a tier and nobody moves down');
    expect(movement(3, 1)).toBe('The top 3 move up a tier and the last moves down');
  });

  it('before placement, say what is true for the learner now', () => {
    expect(waitingWords(403)).toBe('You earned 403 XP this week, so you join a');
    expect(waitingWords(0)).toBe('Earn XP this week and you join a');
  });
});
