import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import type { AchievementView, XpEventView } from '../../../shared/api/progress';
import { signIn, signOut } from '../../lib/session';
import { unseen } from '../dashboard/seen';
import { completeFlow } from './flow';

// The onboarding's completion toast names its XP ("… · +100 XP"); the dashboard, opened next,
// used to announce the same +100 XP again, as an award it had not seen.

const onboardingXp: XpEventView & { at: string } = {
  amount: 100,
  activity: 'onboarding_complete',
  details: { message: '+100 XP · Onboarding completed', multiplier: 1, base: 100, factors: [] },
  at: '2026-03-11T10:00:05.000Z',
};
const gettingStarted = { id: 'getting-started', name: 'Getting Started' } as AchievementView;
const user = { id: 'u1', firstName: 'Ada', role: 'user', totalXP: 100, level: 1 } as unknown as UserView;

function serve(dashboard: 'ok' | 'down') {
  const fetch = vi.fn(async (path: string) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/onboarding/complete')
      return json({ success: true, xpAwarded: 100, message: 'Onboarding completed successfully' });
    if (path === '/api/auth/verify') return json({ user });
    if (path === '/api/analytics/dashboard' && dashboard === 'ok')
      return json({ recentXp: [onboardingXp], achievements: { recent: [gettingStarted] } });
    return new Response(null, { status: 503 });
  });
  vi.stubGlobal('fetch', fetch);
}

beforeEach(() => {
  signIn('h.p.s', user);
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

it('announces the completion’s XP once: the dashboard does not replay it, and still announces the achievement', async () => {
  serve('ok');
  const result = await completeFlow({} as never, null, 'intermediate', Date.now() - 60_000);
  expect(result).toMatchObject({ synced: true, xpAwarded: 100 });
  // What the dashboard would replay on arrival: the achievement (shown once there), not the XP.
  expect(unseen('u1', [onboardingXp], [gettingStarted], 3)).toEqual({
    events: [],
    achievements: [gettingStarted],
  });
});

it('still completes when the award cannot be read back (the dashboard may then repeat it)', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  serve('down');
  const result = await completeFlow({} as never, null, 'advanced', Date.now() - 60_000);
  expect(result).toMatchObject({ synced: true, xpAwarded: 100 });
  expect(unseen('u1', [onboardingXp], [gettingStarted], 3).events).toEqual([onboardingXp]);
});
