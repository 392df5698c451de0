import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLesson } from '../../../content/catalogue';
import { quizCardId } from '../../../content/quiz-bank';
import type { UserView } from '../../../shared/api/auth';
import { learningState, readLearningState, XP_UPDATED } from '../../lib/learning-state';
import { signIn } from '../../lib/session';
import { heartNote, heartNoteOnItsWay, recordQuizAnswer, useLearningPath } from './pathClient';

// The learning path's answer carries the learner's hearts; a change is written on this device and
// announced (xp-updated, which every XP figure refreshes on), and only a change.

beforeEach(() => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

/** The path as the server answers it, with these hearts; xp-updated events counted. */
async function loadPathWithHearts(hearts: number): Promise<{ announced: number }> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ hearts: { hearts }, steps: [] })),
  );
  let announced = 0;
  const count = () => {
    announced++;
  };
  window.addEventListener(XP_UPDATED, count);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  try {
    const { result } = renderHook(() => useLearningPath(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    return { announced };
  } finally {
    window.removeEventListener(XP_UPDATED, count);
  }
}

describe('the hearts in the learning path’s answer', () => {
  it('announce nothing on a device with no record when they are what it shows (full hearts)', async () => {
    expect(readLearningState().hearts).toBe(5);
    expect(await loadPathWithHearts(5)).toEqual({ announced: 0 });
    expect(readLearningState().hearts).toBe(5);
  });

  it('are written and announced once when the server says otherwise', async () => {
    expect(await loadPathWithHearts(3)).toEqual({ announced: 1 });
    expect(readLearningState().hearts).toBe(3);
  });
});

describe('the path’s refresh on an award', () => {
  it('asks for the path once, however many blocks show it, and stops listening when the last goes', async () => {
    const asked = vi.fn(async () => Response.json({ hearts: { hearts: 5 }, steps: [] }));
    vi.stubGlobal('fetch', asked);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // Four blocks on one page, as on the dashboard.
    const { result, unmount } = renderHook(
      () => [useLearningPath(), useLearningPath(), useLearningPath(), useLearningPath()],
      { wrapper },
    );
    await waitFor(() => expect(result.current[0]!.isSuccess).toBe(true));
    expect(asked).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(XP_UPDATED));
    await waitFor(() => expect(result.current[0]!.isFetching).toBe(false));
    expect(asked).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new Event(XP_UPDATED));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveBeenCalledTimes(2);
  });
});

describe('a wrong quiz answer in a lesson', () => {
  const lesson = getLesson('tulip-mania')!;
  const quizPage = lesson.pages.find((p) => p.type === 'quiz')!;
  const cardId = quizCardId(lesson.id, quizPage.id, 0);
  const answerWith = (hearts: number, correct: boolean) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ correct, hearts: { hearts, nextHeartInMs: 1_800_000 } })),
    );

  it('resolves to what it cost, for the lesson to say under the question (no toast over it)', async () => {
    answerWith(4, false);
    expect(await recordQuizAnswer(cardId, 3)).toBe('−1 heart · 4 left');
    expect(readLearningState().hearts).toBe(4);
  });

  it('at zero says the lesson goes on, and what brings hearts back even with no review due', async () => {
    answerWith(0, false);
    const note = await recordQuizAnswer(cardId, 3);
    expect(note).toBe(heartNote(0));
    expect(note).toMatch(/^Out of hearts\. You can read on: hearts never lock a lesson\./);
    expect(note).toMatch(/One comes back every 30 minutes/);
    expect(note).toMatch(/review or practice session from your dashboard refills all five/);
  });

  it('while it is counted, expects the note one heart fewer brings: the out-of-hearts one from the last heart', () => {
    learningState.setHearts(3);
    expect(heartNoteOnItsWay()).toEqual({ expected: '−1 heart · 2 left' });
    learningState.setHearts(1);
    expect(heartNoteOnItsWay()).toEqual({ expected: heartNote(0) });
    learningState.setHearts(0);
    expect(heartNoteOnItsWay()).toEqual({ expected: heartNote(0) });
  });

  it('a right answer says nothing about hearts', async () => {
    answerWith(5, true);
    expect(await recordQuizAnswer(cardId, 0)).toBeNull();
  });
});
