import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { enterGuestMode, signIn } from '../../lib/session';
import { finishTour, loadStatuses, localTours } from './tours';

afterEach(() => vi.unstubAllGlobals());

describe('where tour state lives', () => {
  it('a guest’s finished and skipped tours stay in this browser only', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    enterGuestMode();
    await finishTour('general_onboarding', { skipped: true });
    await finishTour('paper_trading', {});
    expect(localTours('guest')).toEqual({ general_onboarding: 'skipped', paper_trading: 'completed' });
    expect(await loadStatuses()).toEqual({ general_onboarding: 'skipped', paper_trading: 'completed' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a signed-in learner’s tour goes to the server, and stays done here even when the server fails', async () => {
    signIn('a.b.c', { id: 'u1', firstName: 'T', role: 'user' } as unknown as UserView);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'down' }), { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    await finishTour('ai_tutor', { completedSteps: 4 });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/onboarding/complete');
    expect(JSON.parse(init.body as string)).toEqual({
      featureKey: 'ai_tutor',
      completionData: { completedSteps: 4 },
    });
    expect(localTours('u1')).toEqual({ ai_tutor: 'completed' });
    // A failed check shows no tour (spec §8).
    expect(await loadStatuses()).toBeNull();
  });

  it('merges the server’s statuses with what this device finished', async () => {
    signIn('a.b.c', { id: 'u2', firstName: 'T', role: 'user' } as unknown as UserView);
    localStorage.setItem('thinkstreet:u2:tours', JSON.stringify({ chat_system: 'skipped' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              features: [
                {
                  featureKey: 'general_onboarding',
                  featureName: 'x',
                  stepCount: 5,
                  prerequisites: [],
                  status: 'completed',
                },
              ],
            }),
            { status: 200 },
          ),
      ),
    );
    expect(await loadStatuses()).toEqual({ general_onboarding: 'completed', chat_system: 'skipped' });
  });
});
