import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NameWithYou } from './NameWithYou';

it("marks the learner's own name with (you), kept apart from the name that may be cut short", () => {
  render(<NameWithYou name="ada_lovelace_the_first_programmer" isMe />);
  const name = screen.getByText('ada_lovelace_the_first_programmer');
  expect(name.className).toContain('truncate');
  // Cut short on a narrow screen, the whole name is still there on hover.
  expect(name.getAttribute('title')).toBe('ada_lovelace_the_first_programmer');
  const you = screen.getByText('(you)');
  expect(you.className).toContain('shrink-0');
  expect(you.parentElement).toBe(name.parentElement);
});

it("writes no (you) after another player's name", () => {
  render(<NameWithYou name="grace" isMe={false} />);
  expect(screen.getByText('grace')).toBeTruthy();
  expect(screen.queryByText('(you)')).toBeNull();
});
