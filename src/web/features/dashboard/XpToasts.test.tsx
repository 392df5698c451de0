import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { expect, it, vi } from 'vitest';
import { award } from '../../../core/gamification/xp';
import { showAchievementToast, showXpToast } from './XpToasts';

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

it('shows an award made before the toast host listened (a fast first trade), once the host loads', async () => {
  // Fresh modules: the award waits in xp-events until a host first listens, once per page load.
  vi.resetModules();
  const { Toaster: FreshToaster } = await import('react-hot-toast');
  const { announceAwards } = await import('../../lib/learning-state');
  const { XpToastHost } = await import('./XpToasts');
  const event = award({
    activity: 'trade_execute',
    at: new Date('2026-03-11T10:10:00Z'),
    timeZone: 'UTC',
    totalXPBefore: 0,
    repeats: 0,
    firstActivityToday: false,
    streakDays: 0,
  });
  announceAwards({ events: [event], achievements: [] });
  render(
    <>
      <FreshToaster />
      <XpToastHost />
    </>,
  );
  expect(await screen.findByText(`+${event.amount} XP`)).toBeTruthy();
  expect(screen.getByText('Trade executed')).toBeTruthy();
  // Taken once: nothing is left for a remounted host to show again, and later awards are not kept.
  const { takeEarlyAwards } = await import('../../lib/xp-events');
  announceAwards({ events: [event], achievements: [] });
  expect(takeEarlyAwards()).toEqual([]);
});
