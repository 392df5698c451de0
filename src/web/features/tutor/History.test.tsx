import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { History } from './History';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const conversation = (id: string, title: string) => ({
  id,
  title,
  updatedAt: '2026-03-11T14:30:00Z',
  messages: [],
});

it('after deleting a conversation moves focus to the next one’s Delete, not to <body>', async () => {
  let list = [conversation('a', 'First'), conversation('b', 'Second')];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      list = list.filter((c) => !url.endsWith(`/${c.id}`));
      return new Response(null, { status: 204 });
    }
    return Response.json({ conversations: list });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <History signedIn onOpen={() => undefined} onNew={() => undefined} onDeleted={() => undefined} />
    </QueryClientProvider>,
  );
  const first = await screen.findByRole('button', { name: 'Delete conversation: First' });
  first.focus();
  await act(async () => void fireEvent.click(first));
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete conversation: Second'),
  );
});
