import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBank } from '../../../core/learning-path/cards';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({
    now: new Date('2026-03-02T10:00:00Z'),
    config: { ADMIN_EMAILS: 'boss@example.com' },
  });
  const boss = await s.signUp({ email: 'boss@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', {
    method: 'POST',
    body: { email: boss.email, password: boss.password },
  });
  admin = ((await login.json()) as { token: string }).token;
});
afterAll(() => s.close());

const content = async (token?: string) => s.fetch('/api/admin/content', { token });

describe('GET /api/admin/content', () => {
  it('answers 403 to a learner and 401 without a token', async () => {
    const { token } = await s.signUp();
    expect((await content(token)).status).toBe(403);
    expect((await content()).status).toBe(401);
  });

  it('lists nothing before any learner opened a lesson', async () => {
    expect(await (await content(admin)).json()).toEqual({ lessons: [] });
  });

  it('counts starts, completions, first-attempt accuracy per question and where learners stopped', async () => {
    const questions = quizBank.filter((q) => q.lessonId === quizBank[0]!.lessonId);
    const lessonId = questions[0]!.lessonId;
    const [q0, q1] = questions;
    const wrong = (q: typeof q0) => (q!.question.correct + 1) % q!.question.options.length;
    const answer = (token: string, cardId: string, option: number) =>
      s.fetch('/api/learning-path/answers', { method: 'POST', token, body: { cardId, option } });

    // A opens the lesson, reaches 40% and answers the first question right, then stops.
    const a = await s.signUp();
    const view = {
      eventType: 'view',
      target: `/lessons/${lessonId}`,
      context: { page: `/lessons/${lessonId}`, timestamp: '2026-03-02T10:00:00Z' },
    };
    const tracked = await s.fetch('/api/ai-learning/track', {
      method: 'POST',
      token: a.token,
      body: { events: [view], sessionId: 's1' },
    });
    expect(tracked.status).toBe(200);
    const progress = await s.fetch('/api/analytics/progress', {
      method: 'POST',
      token: a.token,
      body: { lessonId, progress: 40 },
    });
    expect(progress.status).toBe(200);
    expect((await answer(a.token, q0!.id, q0!.question.correct)).status).toBe(200);

    // B answers the first question wrong then right (only the first counts), the second right, and completes.
    const b = await s.signUp();
    expect(await (await answer(b.token, q0!.id, wrong(q0))).json()).toMatchObject({ correct: false });
    await answer(b.token, q0!.id, q0!.question.correct);
    await answer(b.token, q1!.id, q1!.question.correct);
    const done = await s.fetch('/api/auth/progress', {
      method: 'POST',
      token: b.token,
      body: { storyId: lessonId, completed: true, score: 75 },
    });
    expect(done.status).toBe(200);

    const body = await (await content(admin)).json();
    expect(body.lessons).toHaveLength(1);
    const [row] = body.lessons;
    expect(row).toMatchObject({
      lessonId,
      title: q0!.lessonTitle,
      started: 2,
      completed: 1,
      completionRate: 50,
    });
    expect(row.questions).toHaveLength(questions.length);
    expect(row.questions[0]).toEqual({
      index: 0,
      question: q0!.question.question,
      answered: 2,
      correctRate: 50,
    });
    expect(row.questions[1]).toMatchObject({ index: 1, answered: 1, correctRate: 100 });
    for (const q of row.questions.slice(2)) expect(q).toMatchObject({ answered: 0, correctRate: null });
    expect(row.dropOff).toEqual([
      { bucket: '0–24%', learners: 0 },
      { bucket: '25–49%', learners: 1 },
      { bucket: '50–74%', learners: 0 },
      { bucket: '75–99%', learners: 0 },
    ]);
  });

  it('places a learner who stopped by the furthest page the player tracked', async () => {
    const lessonId = quizBank[0]!.lessonId;
    const c = await s.signUp();
    // The lesson player tracks each page reached with how far through the story it is.
    const pages = [0, 20, 60, 40].map((percent) => ({
      eventType: 'view',
      target: `/lessons/${lessonId}`,
      context: { page: `/lessons/${lessonId}`, timestamp: '2026-03-02T10:05:00Z', metadata: { percent } },
    }));
    const tracked = await s.fetch('/api/ai-learning/track', {
      method: 'POST',
      token: c.token,
      body: { events: pages, sessionId: 's3' },
    });
    expect(tracked.status).toBe(200);
    const [row] = (await (await content(admin)).json()).lessons;
    expect(row.started).toBe(3);
    expect(row.dropOff).toEqual([
      { bucket: '0–24%', learners: 0 },
      { bucket: '25–49%', learners: 1 },
      { bucket: '50–74%', learners: 1 },
      { bucket: '75–99%', learners: 0 },
    ]);
  });
});
