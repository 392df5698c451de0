import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { readLearningState, XP_UPDATED } from '../../lib/learning-state';
import { signIn } from '../../lib/session';
import { useLearningPath } from './pathClient';

// The learning path's answer carries the learner's hearts; a change is written on this device and
// announced (xp-updated, which every XP figure refreshes on), and only a change.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
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
