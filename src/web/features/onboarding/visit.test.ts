import { beforeEach, describe, expect, it } from 'vitest';
import { claimVisit, noteVisit, resetVisits, visitTaken } from './visit';

beforeEach(resetVisits);

describe('a page visit', () => {
  it('holds one tour or setup dialog; another page, or coming back, is a new visit', () => {
    expect(claimVisit('/dashboard')).toBe(true);
    expect(visitTaken('/dashboard')).toBe(true);
    expect(claimVisit('/dashboard')).toBe(false);
    noteVisit('/library');
    expect(visitTaken('/library')).toBe(false);
    expect(claimVisit('/dashboard')).toBe(true);
  });
});
