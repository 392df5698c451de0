import { afterAll, beforeAll, expect, it } from 'vitest';
import { quizBank } from '../../../core/learning-path/cards';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-03-02T10:00:00Z') });
});
afterAll(() => s.close());

it('concurrent wrong answers each take their own heart, and never go below zero', async () => {
  const { token } = await s.signUp();
  const q = quizBank[0]!;
  const wrong = (q.question.correct + 1) % 4;
  const answer = () =>
    s.fetch('/api/learning-path/answers', { token, body: { cardId: q.id, option: wrong } });
  await Promise.all([answer(), answer(), answer()]);
  const after3 = (await (await s.fetch('/api/learning-path/hearts', { token })).json()) as {
    hearts: { hearts: number };
  };
  expect(after3.hearts.hearts).toBe(2);
  await Promise.all([answer(), answer(), answer(), answer()]);
  const after7 = (await (await s.fetch('/api/learning-path/hearts', { token })).json()) as {
    hearts: { hearts: number };
  };
  expect(after7.hearts.hearts).toBe(0);
});
