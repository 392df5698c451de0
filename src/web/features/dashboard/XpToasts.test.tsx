import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, it } from 'vitest';
import { award } from '../../../core/gamification/xp';
import { showAchievementToast, showXpToast } from './XpToasts';

afterEach(cleanup);

it('says what a clock bonus is and calls achievement points by their name', async () => {
  render(<Toaster />);
  const event = award({
    activity: 'daily_login',
    at: new Date('2026-03-11T15:10:00Z'),
    timeZone: 'UTC',
    totalXPBefore: 0,
    repeats: 0,
    firstActivityToday: false,
    streakDays: 0,
  });
  act(() => showXpToast(event));
  expect(await screen.findByText(/happy hour ×1\.5/)).toBeTruthy();
  expect(screen.getByText('Every day from 15:00 to 16:00 your XP is multiplied by 1.5.')).toBeTruthy();
  act(() =>
    showAchievementToast({
      id: 'quick-learner',
      name: 'Quick Learner',
      description: 'Earn 250 XP.',
      rarity: 'common',
      points: 15,
      color: '#999',
      unlocked: true,
    } as unknown as Parameters<typeof showAchievementToast>[0]),
  );
  expect(await screen.findByText('+15 achievement points')).toBeTruthy();
});
