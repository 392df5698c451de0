import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
const now = new Date('2026-03-02T10:00:00Z');
beforeAll(async () => {
  s = await startTestServer({ now });
});
afterAll(() => s.close());

async function json(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('onboarding', () => {
  it('a new learner should see every tour whose prerequisites are met, and paper trading waits for general onboarding', async () => {
    const { token } = await s.signUp();
    const general = await json(await s.fetch('/api/onboarding/check/general_onboarding', { token }));
    expect(general).toEqual({
      status: 200,
      body: {
        shouldShowOnboarding: true,
        feature: { featureKey: 'general_onboarding', featureName: 'Welcome to ThinkStreet' },
        userStatus: 'not_started',
        prerequisitesMet: true,
        missingPrerequisites: [],
      },
    });
    const trading = await json(await s.fetch('/api/onboarding/check/paper_trading', { token }));
    expect(trading.body).toMatchObject({
      shouldShowOnboarding: false,
      prerequisitesMet: false,
      missingPrerequisites: ['general_onboarding'],
    });
  });

  it('an unknown feature key is 404 with a clear message', async () => {
    const { token } = await s.signUp();
    const res = await json(await s.fetch('/api/onboarding/check/time_travel', { token }));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Unknown feature');
    const multi = await s.fetch('/api/onboarding/check-multiple', {
      token,
      body: { featureKeys: ['ai_tutor', 'nope'] },
    });
    expect(multi.status).toBe(404);
    const start = await s.fetch('/api/onboarding/start', { token, body: { featureKey: 'nope' } });
    expect(start.status).toBe(404);
  });

  it('completing general onboarding awards 100 XP once, marks the user onboarded and unlocks the other tours', async () => {
    const { token } = await s.signUp();
    expect(
      (await s.fetch('/api/onboarding/start', { token, body: { featureKey: 'general_onboarding' } })).status,
    ).toBe(200);
    const first = await json(
      await s.fetch('/api/onboarding/complete', {
        token,
        body: {
          featureKey: 'general_onboarding',
          completionData: { completedSteps: 5, version: '1', selectedPath: 'beginner' },
        },
      }),
    );
    // Base 100 (spec §9). Finishing onboarding is not learning, so it is never the day's first
    // activity (no x1.5), and a Monday at 10:00 UTC carries no other bonus.
    expect(first.body).toEqual({
      success: true,
      xpAwarded: 100,
      message: 'Onboarding completed successfully',
    });
    const again = await json(
      await s.fetch('/api/onboarding/complete', { token, body: { featureKey: 'general_onboarding' } }),
    );
    expect(again.body.xpAwarded).toBe(0);
    const user = await json(await s.fetch('/api/progress/user', { token }));
    expect(user.body.user.totalXP).toBe(100);
    const verify = await json(await s.fetch('/api/auth/verify', { token }));
    expect(verify.body.user.hasCompletedOnboarding).toBe(true);
    const status = await json(await s.fetch('/api/onboarding/status', { token }));
    expect(status.body.completed).toBe(true);
    expect(status.body.data).toMatchObject({ completedSteps: 5, selectedPath: 'beginner' });
    const multi = await json(
      await s.fetch('/api/onboarding/check-multiple', {
        token,
        body: { featureKeys: ['paper_trading', 'general_onboarding'] },
      }),
    );
    expect(multi.body.results.paper_trading.shouldShowOnboarding).toBe(true);
    expect(multi.body.results.general_onboarding.shouldShowOnboarding).toBe(false);
    const next = await json(await s.fetch('/api/onboarding/next-recommended', { token }));
    expect(next.body.feature.featureKey).toBe('ai_tutor');
  });

  it('a skipped tour is never shown again and earns nothing; start does not reopen it', async () => {
    const { token } = await s.signUp();
    const skip = await json(
      await s.fetch('/api/onboarding/complete', {
        token,
        body: {
          featureKey: 'general_onboarding',
          completionData: { skipped: true, skippedAt: now.toISOString() },
        },
      }),
    );
    expect(skip.body.xpAwarded).toBe(0);
    await s.fetch('/api/onboarding/start', { token, body: { featureKey: 'general_onboarding' } });
    const check = await json(await s.fetch('/api/onboarding/check/general_onboarding', { token }));
    expect(check.body).toMatchObject({ shouldShowOnboarding: false, userStatus: 'skipped' });
    const features = await json(await s.fetch('/api/onboarding/features', { token }));
    expect(features.body.features.map((f: { stepCount: number }) => f.stepCount)).toEqual([
      5, 4, 3, 6, 4, 5, 3, 4,
    ]);
    const summary = await json(await s.fetch('/api/onboarding/summary', { token }));
    expect(summary.body.summary).toMatchObject({ total: 8, skipped: 1, remaining: 7 });
  });

  it('reset makes every tour show again, for this learner only', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    for (const t of [a.token, b.token])
      await s.fetch('/api/onboarding/complete', { token: t, body: { featureKey: 'general_onboarding' } });
    expect(
      (await json(await s.fetch('/api/onboarding/reset', { method: 'DELETE', token: a.token }))).body,
    ).toEqual({ success: true });
    expect((await json(await s.fetch('/api/onboarding/status', { token: a.token }))).body.completed).toBe(
      false,
    );
    expect((await json(await s.fetch('/api/onboarding/status', { token: b.token }))).body.completed).toBe(
      true,
    );
  });

  it('rejects bad input with 400 and no token with 401', async () => {
    const { token } = await s.signUp();
    expect((await s.fetch('/api/onboarding/check/ai_tutor')).status).toBe(401);
    expect(
      (await s.fetch('/api/onboarding/check-multiple', { token, body: { featureKeys: [] } })).status,
    ).toBe(400);
    expect(
      (await s.fetch('/api/onboarding/start', { token, body: { featureKey: 'ai_tutor', extra: 1 } })).status,
    ).toBe(400);
    const bad = await s.fetch('/api/onboarding/complete', {
      token,
      body: { featureKey: 'ai_tutor', completionData: { completedSteps: 'all' } },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBeTruthy();
  });
});

describe('tracking', () => {
  const event = (eventType: string, page: string, target = 'page', metadata?: Record<string, number>) => ({
    eventType,
    target,
    context: { page, timestamp: now.toISOString(), sessionId: 's-1', ...(metadata ? { metadata } : {}) },
  });

  it('stores a batch for the learner and reports what they do most', async () => {
    const { token, user } = await s.signUp();
    const res = await json(
      await s.fetch('/api/ai-learning/track', {
        token,
        body: {
          sessionId: 's-1',
          events: [
            event('view', '/trade'),
            event('click', '/trade', 'Buy'),
            event('click', '/trade', 'Buy'),
            event('scroll', '/library', 'page', { depth: 75 }),
          ],
        },
      }),
    );
    expect(res.body).toEqual({ success: true, stored: 4 });
    const rows = await s.db.select().from(trackingEvents).where(eq(trackingEvents.userId, user.id));
    expect(rows).toHaveLength(4);
    const patterns = await json(await s.fetch('/api/ai-learning/patterns', { token }));
    expect(patterns.body.patterns).toMatchObject({
      totalEvents: 4,
      favouriteArea: 'trade',
      averageScrollDepth: 75,
    });
    expect(patterns.body.patterns.topTargets[0]).toEqual({ key: 'Buy', count: 2 });
    const other = await s.signUp();
    expect(
      (await json(await s.fetch('/api/ai-learning/patterns', { token: other.token }))).body.patterns
        .totalEvents,
    ).toBe(0);
  });

  it('drops events past the retention limit', async () => {
    const { token, user } = await s.signUp();
    s.setNow(new Date(now.getTime() - 100 * 86_400_000));
    await s.fetch('/api/ai-learning/track', {
      token,
      body: { sessionId: 's', events: [event('view', '/old')] },
    });
    s.setNow(now);
    await s.fetch('/api/ai-learning/track', {
      token,
      body: { sessionId: 's', events: [event('view', '/new')] },
    });
    const rows = await s.db.select().from(trackingEvents).where(eq(trackingEvents.userId, user.id));
    expect(rows.map((r) => r.page)).toEqual(['/new']);
  });

  it('never stores anything without a token, and rejects unknown event types and oversized batches', async () => {
    expect(
      (await s.fetch('/api/ai-learning/track', { body: { sessionId: 's', events: [event('view', '/')] } }))
        .status,
    ).toBe(401);
    const { token } = await s.signUp();
    expect(
      (
        await s.fetch('/api/ai-learning/track', {
          token,
          body: { sessionId: 's', events: [event('hover', '/')] },
        })
      ).status,
    ).toBe(400);
    const many = Array.from({ length: 101 }, () => event('view', '/'));
    expect(
      (await s.fetch('/api/ai-learning/track', { token, body: { sessionId: 's', events: many } })).status,
    ).toBe(400);
    expect((await s.fetch('/api/ai-learning/track', { token, body: { events: [] } })).status).toBe(400);
  });
});
