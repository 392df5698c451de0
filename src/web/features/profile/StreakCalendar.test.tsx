import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { addDays } from '../../../core/gamification/streak';
import type { UserView } from '../../../shared/api/auth';
import type { StreakAnswer } from '../../../shared/api/progress';
import { signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { StreakCalendar } from './StreakCalendar';

// The streak calendar of a new account: the days before it existed were not missed (the server
// answers them as "missed"; the account's first day tells them apart on the client).

beforeEach(() => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

const TODAY = '2026-12-04';

/** The server's answer: 35 days to TODAY, each missed unless `active`, today 'today'. */
function answer(active: string[] = []): StreakAnswer {
  return {
    currentStreak: active.length ? 1 : 0,
    longestStreak: active.length ? 1 : 0,
    lastActiveDate: active.at(-1) ?? null,
    freezes: 0,
    vacationUntil: null,
    vacationDaysLeft: 14,
    calendar: Array.from({ length: 35 }, (_, i) => {
      const day = addDays(TODAY, i - 34);
      return {
        day,
        status: active.includes(day)
          ? ('active' as const)
          : day === TODAY
            ? ('today' as const)
            : ('missed' as const),
      };
    }),
  };
}

function mount(streak: StreakAnswer, joined: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/analytics/streak')
        ? new Response(JSON.stringify(streak))
        : new Response('{}', { status: 404 }),
    ),
  );
  renderAtPath('/profile', { '/profile': () => <StreakCalendar joined={joined} /> }, { retry: false });
}

const squares = async () =>
  within(await screen.findByRole('list', { name: 'The last five weeks' })).getAllByRole('listitem');
const legend = () =>
  within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.trim());

it('does not call the days before a brand-new account missed, nor colour them so', async () => {
  mount(answer(), TODAY);
  const days = await squares();
  expect(days).toHaveLength(35);
  expect(screen.getByTestId('streak-range').textContent).toBe('31 Oct 2026 to 4 Dec 2026');
  expect(days[0]!.getAttribute('aria-label')).toBe('Sat 31 Oct 2026: before you joined');
  for (const day of days.slice(0, -1)) {
    expect(day.getAttribute('data-status')).toBe('before');
    expect(day.getAttribute('aria-label')).not.toContain('missed');
    expect(day.className).not.toContain('bg-slate-800');
  }
  expect(days.at(-1)!.getAttribute('aria-label')).toBe('Fri 4 Dec 2026: today, nothing yet');
  expect(legend()).toContain('before you joined');
});

it('still calls a day after joining with nothing done missed', async () => {
  // Joined on 28 Nov, studied on the 30th: 28, 29 Nov and 1–3 Dec were missed.
  mount(answer(['2026-11-30']), '2026-11-28');
  const days = await squares();
  const status = (day: string) => days.find((li) => li.getAttribute('aria-label')?.includes(day));
  expect(status('Fri 27 Nov 2026')?.getAttribute('aria-label')).toBe('Fri 27 Nov 2026: before you joined');
  expect(status('Sat 28 Nov 2026')?.getAttribute('aria-label')).toBe('Sat 28 Nov 2026: missed');
  expect(status('Sun 29 Nov 2026')?.getAttribute('data-status')).toBe('missed');
  expect(status('Mon 30 Nov 2026')?.getAttribute('aria-label')).toBe('Mon 30 Nov 2026: studied');
  expect(status('Thu 3 Dec 2026')?.getAttribute('aria-label')).toBe('Thu 3 Dec 2026: missed');
  expect(days.filter((li) => li.getAttribute('data-status') === 'before')).toHaveLength(28);
  expect(days.filter((li) => li.getAttribute('data-status') === 'missed')).toHaveLength(5);
});

it('keeps the legend to what the squares can mean: no "before you joined" for an older account', async () => {
  mount(answer(), '2026-09-01');
  const days = await squares();
  expect(days.slice(0, -1).every((li) => li.getAttribute('data-status') === 'missed')).toBe(true);
  expect(legend()).toEqual(['studied', 'covered by a freeze', 'on vacation', 'missed']);
});
