import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import type { AdminFeedbackItem } from '../../../shared/api/admin';
import { FeedbackInbox } from './FeedbackInbox';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.unstubAllGlobals();
});

const item: AdminFeedbackItem = {
  id: 'f1',
  sender: 'ada@example.com',
  createdAt: '2026-11-30T10:00:00Z',
  page: '/trade',
  category: 'bug',
  message: 'The chart is blank.',
  status: 'new',
};

function mount(items: AdminFeedbackItem[]) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Response('{"ok":true}', { status: 200 })
      : new Response(JSON.stringify({ items: _url.includes('status=') ? [] : items }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <FeedbackInbox />
    </QueryClientProvider>,
  );
  return fetch;
}

it.each([
  ['read', 'Feedback marked as read'],
  ['done', 'Feedback marked as done'],
] as const)('says in words what a message was marked: %s', async (status, words) => {
  const fetch = mount([item]);
  fireEvent.click(
    await screen.findByRole('button', { name: `Mark feedback from ada@example.com as ${status}` }),
  );
  expect(await screen.findByText(words)).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith(
    '/api/admin/feedback/f1/status',
    expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status }) }),
  );
});

it('says in words what an empty filter holds', async () => {
  mount([item]);
  await screen.findByText('The chart is blank.');
  fireEvent.click(screen.getByRole('button', { name: 'Done', pressed: false }));
  expect(await screen.findByText('No feedback marked as done.')).toBeTruthy();
});
