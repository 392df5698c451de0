import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import TutorPanel from './TutorPanel';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderPanel() {
  const root = createRootRoute({
    component: () => <TutorPanel hidden={false} onMinimise={() => undefined} onClose={() => undefined} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: 'Tutor' });
}

it('never sends an empty or whitespace message', async () => {
  const calls = vi.spyOn(globalThis, 'fetch');
  await renderPanel();
  const input = screen.getByLabelText('Message the tutor');
  fireEvent.change(input, { target: { value: '   \n  ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  expect(calls).not.toHaveBeenCalled();
  expect(screen.queryByTestId('tutor-answer')).toBeNull();
});

it('keeps session memory on by default and remembers the learner’s choice', async () => {
  await renderPanel();
  const memory = screen.getByRole('button', { name: 'Session memory' });
  expect(memory.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(memory);
  expect(memory.getAttribute('aria-pressed')).toBe('false');
  expect(localStorage.getItem('thinkstreet_chat_memory')).toBe('false');
});
