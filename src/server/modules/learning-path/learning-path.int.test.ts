import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBank } from '../../../core/learning-path/cards';
import { HEART_REGEN_MS } from '../../../core/learning-path/hearts';
import { meet } from '../../../core/learning-path/review';
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
const q = quizBank.find((x) => x.lessonId === 'stock-market-basics')!;
const wrongOption = (q.question.correct + 1) % 4;

describe('the learning path', () => {
  it('saves preferences and builds a beginner path that starts with the foundations', async () => {
    const { token } = await s.signUp();
    const saved = await json(
      await s.fetch('/api/ai-learning/preferences', {
        token,
        body: {
          preferences: {
            learning_style: ['stories'],
            goals: ['start-investing'],
            experience: 'beginner',
            interests: ['crashes'],
            time_commitment: '15-min',
          },
          timestamp: now.toISOString(),
        },
      }),
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.preferences.experience).toBe('beginner');
    const path = await json(await s.fetch('/api/learning-path', { token }));
    expect(path.status).toBe(200);
    expect(path.body.path.level).toBe('beginner');
    expect(path.body.path.next).toBe('stock-market-basics');
    expect(path.body.path.steps.some((x: { kind: string }) => x.kind === 'game')).toBe(true);
    expect(path.body.hearts).toEqual({ hearts: 5, nextHeartInMs: null });
  });

  it('grades the placement check on the server and starts an advanced learner past the foundations', async () => {
    const { token } = await s.signUp();
    const picks = quizBank
      .filter((x, i, all) => all.findIndex((y) => y.lessonId === x.lessonId) === i)
      .slice(0, 4);
    const res = await json(
      await s.fetch('/api/learning-path/placement', {
        token,
        body: { answers: picks.map((p) => ({ cardId: p.id, option: p.question.correct })) },
      }),
    );
    expect(res.body.placement).toEqual({ level: 'advanced', correct: 4, total: 4 });
    const path = await json(await s.fetch('/api/learning-path', { token }));
    expect(path.body.path.level).toBe('advanced');
    expect(path.body.path.steps.some((x: { id: string }) => x.id === 'stock-market-basics')).toBe(false);
    const bad = await s.fetch('/api/learning-path/placement', {
      token,
      body: {
        answers: [
          { cardId: 'quiz:nope:1:0', option: 0 },
          ...picks.slice(0, 2).map((p) => ({ cardId: p.id, option: 0 })),
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect((await s.fetch('/api/learning-path/placement', { token, body: { answers: [] } })).status).toBe(
      400,
    );
  });

  it('moves the next step on once a lesson is completed', async () => {
    const { token } = await s.signUp();
    await s.fetch('/api/ai-learning/preferences', {
      token,
      body: { preferences: { experience: 'beginner' } },
    });
    await s.fetch('/api/auth/progress', {
      token,
      body: { storyId: 'stock-market-basics', completed: true, score: 100 },
    });
    const path = await json(await s.fetch('/api/learning-path', { token }));
    expect(path.body.path.steps[0]).toMatchObject({ id: 'stock-market-basics', status: 'done' });
    expect(path.body.path.next).toBe('wall-street-explained');
  });
});

describe('spaced review and hearts', () => {
  it('a wrong quiz answer costs a heart and becomes a due review card; a right one does not cost a heart', async () => {
    const { token } = await s.signUp();
    const wrong = await json(
      await s.fetch('/api/learning-path/answers', { token, body: { cardId: q.id, option: wrongOption } }),
    );
    expect(wrong.body.correct).toBe(false);
    expect(wrong.body.hearts.hearts).toBe(4);
    const right = await json(
      await s.fetch('/api/learning-path/answers', {
        token,
        body: { cardId: q.id, option: q.question.correct },
      }),
    );
    expect(right.body.correct).toBe(true);
    expect(right.body.hearts.hearts).toBe(4);
    s.setNow(new Date(now.getTime() + 86_400_000));
    const reviews = await json(await s.fetch('/api/learning-path/reviews', { token }));
    expect(reviews.body.dueCount).toBe(1);
    expect(reviews.body.session[0].cardId).toBe(q.id);
    s.setNow(now);
  });

  it('hearts never go below zero, come back over time, and a review session refills them', async () => {
    const { token } = await s.signUp();
    for (let i = 0; i < 7; i++)
      await s.fetch('/api/learning-path/answers', { token, body: { cardId: q.id, option: wrongOption } });
    expect((await json(await s.fetch('/api/learning-path/hearts', { token }))).body.hearts.hearts).toBe(0);
    s.setNow(new Date(now.getTime() + HEART_REGEN_MS));
    expect((await json(await s.fetch('/api/learning-path/hearts', { token }))).body.hearts.hearts).toBe(1);
    const done = await json(
      await s.fetch('/api/learning-path/reviews', {
        token,
        body: { grades: [{ cardId: q.id, grade: 'good' }] },
      }),
    );
    expect(done.body.hearts).toEqual({ hearts: 5, nextHeartInMs: null });
    expect(done.body.reviewed[0].cardId).toBe(q.id);
    s.setNow(now);
  });

  it('another learner’s or an unknown card cannot be reviewed (404), and bad grades are 400', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    await s.fetch('/api/learning-path/answers', { token: a.token, body: { cardId: q.id, option: 0 } });
    const other = await s.fetch('/api/learning-path/reviews', {
      token: b.token,
      body: { grades: [{ cardId: q.id, grade: 'good' }] },
    });
    expect(other.status).toBe(404);
    expect(
      (
        await s.fetch('/api/learning-path/answers', {
          token: a.token,
          body: { cardId: 'quiz:x:1:0', option: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.fetch('/api/learning-path/reviews', {
          token: a.token,
          body: { grades: [{ cardId: q.id, grade: 'perfect' }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.fetch('/api/learning-path/answers', { token: a.token, body: { cardId: q.id, option: 9 } }))
        .status,
    ).toBe(400);
    expect((await s.fetch('/api/learning-path/answers', { body: { cardId: q.id, option: 0 } })).status).toBe(
      401,
    );
    expect(
      (
        await s.fetch('/api/ai-learning/preferences', {
          token: a.token,
          body: { preferences: { mood: 'x' } },
        })
      ).status,
    ).toBe(400);
  });

  it('guest review cards carried into an account keep their schedule; a card it has, an unknown id and a bad card are not taken', async () => {
    const { token } = await s.signUp();
    // As the device's FSRS scheduler keeps them: one due now (answered wrongly), one due in 3 days.
    const due = meet(undefined, false, new Date(now.getTime() - 60_000));
    const later = meet(undefined, true, now);
    const cards = [
      { cardId: q.id, card: due },
      { cardId: 'term:sovereign-default', card: later },
      { cardId: 'quiz:nowhere:0:0', card: due },
    ];
    const first = await json(await s.fetch('/api/learning-path/cards', { token, body: { cards } }));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ added: 2, reviewsDue: 1 });
    const reviews = await json(await s.fetch('/api/learning-path/reviews', { token }));
    expect(reviews.body.dueCount).toBe(1);
    expect(reviews.body.session.map((c: { cardId: string }) => c.cardId)).toContain(q.id);
    // Sent again (a carry resumed): nothing is added or replaced.
    const again = await json(await s.fetch('/api/learning-path/cards', { token, body: { cards } }));
    expect(again.body).toEqual({ added: 0, reviewsDue: 1 });
    const bad = await s.fetch('/api/learning-path/cards', {
      token,
      body: { cards: [{ cardId: q.id, card: { ...due, stability: -1 } }] },
    });
    expect(bad.status).toBe(400);
    expect((await s.fetch('/api/learning-path/cards', { body: { cards } })).status).toBe(401);
  });

  it('glossary concepts met become review cards once', async () => {
    const { token } = await s.signUp();
    const first = await json(
      await s.fetch('/api/learning-path/terms', {
        token,
        body: { keys: ['sovereign-default', 'not-a-term'] },
      }),
    );
    const again = await json(
      await s.fetch('/api/learning-path/terms', { token, body: { keys: ['sovereign-default'] } }),
    );
    expect(again.body.met).toBe(0);
    expect(first.body.met).toBe(1);
  });
});
