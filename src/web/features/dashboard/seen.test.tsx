import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AchievementView, XpEventView } from '../../../shared/api/progress';
import { announceAwards } from '../../lib/learning-state';
import { markSeen, unseen } from './seen';
import { XpToastHost } from './XpToasts';

const award = (at: string, amount = 10): XpEventView & { at: string } => ({
  amount,
  activity: 'lesson_complete',
  details: { message: `+${amount} XP`, multiplier: 1, base: amount, factors: [] },
  at,
});
const achievement = { id: 'first-lesson', name: 'First Steps' } as AchievementView;

describe('rewards already shown', () => {
  it('are not announced again once marked seen', () => {
    const recent = [award('2026-03-11T11:05:00.000Z'), award('2026-03-11T11:00:00.000Z')];
    expect(unseen('u1', recent, [achievement], 3).events).toHaveLength(2);
    markSeen('u1', [recent[0]!], [achievement]);
    expect(unseen('u1', recent, [achievement], 3)).toEqual({ events: [], achievements: [] });
    // Another learner on the same device still gets theirs.
    expect(unseen('u2', recent, [achievement], 3).events).toHaveLength(2);
  });

  it('lists what is newer than the last one seen, oldest first', () => {
    markSeen('u1', [award('2026-03-11T11:00:00.000Z')], []);
    const recent = [award('2026-03-11T11:10:00.000Z', 30), award('2026-03-11T11:05:00.000Z', 20)];
    expect(unseen('u1', recent, [], 3).events.map((e) => e.amount)).toEqual([20, 30]);
  });

  it('are marked seen by the toast host the moment it shows them', () => {
    render(<XpToastHost />);
    const shown = award('2026-03-11T11:05:00.000Z');
    announceAwards({ events: [shown], achievements: [achievement] });
    // The dashboard, catching up later, finds nothing new to announce (the guest's own key).
    expect(unseen('guest', [shown], [achievement], 3)).toEqual({ events: [], achievements: [] });
  });
});
