import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderAtPath } from '../../test-router';
import TutorPanel from './TutorPanel';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderPanel() {
  renderAtPath('/', {
    '/': () => <TutorPanel hidden={false} onMinimise={() => undefined} onClose={() => undefined} />,
  });
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
