import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { keys } from '../../lib/storage';
import { localPath } from '../learning-path/pathClient';
import { useNextLesson } from './useNextLesson';

beforeEach(() => {
  enterGuestMode();
});

async function nextAfter(lessonId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useNextLesson(lessonId, true), { wrapper });
  await waitFor(() => expect(result.current).toBeDefined());
  return result.current;
}

describe('the next lesson a finished lesson offers (guest)', () => {
  it('is the learning path’s next lesson, as on the dashboard, never the lesson just finished', async () => {
    expect((await nextAfter('stock-market-basics'))?.id).toBe('wall-street-explained');
  });

  it('follows the path where it and the recommendation model part (a learner past the basics)', async () => {
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: ['intermediate'] }));
    const { path } = await localPath();
    const onPath = path.steps.find(
      (s) => s.kind === 'lesson' && s.status !== 'done' && s.id !== 'tulip-mania',
    );
    // The model alone starts a newcomer with the basics; this learner's path does not.
    expect(onPath?.id).not.toBe('stock-market-basics');
    expect((await nextAfter('tulip-mania'))?.id).toBe(onPath?.id);
  });
});
