import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { award } from '../../../core/gamification/xp';
import { XpBreakdown } from './CompletionScreen';

it('adds up to its total when a first completion was raised to the lesson XP', () => {
  // A Wednesday at 11:00 UTC: first lesson today ×1.5, easy ×0.8, a 25% score ×0.8 come to 144.
  const event = award({
    activity: 'lesson_complete',
    base: 150,
    at: new Date('2026-03-11T11:00:00Z'),
    timeZone: 'UTC',
    totalXPBefore: 0,
    repeats: 0,
    firstActivityToday: true,
    streakDays: 0,
    difficulty: 'easy',
    score: 25,
    floor: 150,
  });
  expect(event.amount).toBe(150);
  render(<XpBreakdown events={[event]} total={event.amount} />);
  const list = screen.getByTestId('xp-breakdown');
  const computed = Math.round(150 * event.details.multiplier);
  expect(computed).toBeLessThan(150);
  expect(list.textContent).toContain(`Comes to${computed} XP`);
  expect(list.textContent).toContain(
    "Raised to the lesson's own XP: a first completion never pays less150 XP",
  );
  expect(screen.getByText('Total +150 XP')).toBeTruthy();
});

it('says what each factor means beside it (easy difficulty for a Beginner lesson, happy hour)', () => {
  // 15:00 UTC: happy hour.
  const event = award({
    activity: 'lesson_complete',
    base: 150,
    at: new Date('2026-03-11T15:10:00Z'),
    timeZone: 'UTC',
    totalXPBefore: 0,
    repeats: 0,
    firstActivityToday: false,
    streakDays: 0,
    difficulty: 'easy',
  });
  render(<XpBreakdown events={[event]} total={event.amount} />);
  const list = screen.getByTestId('xp-breakdown');
  expect(list.textContent).toContain('easy difficulty');
  expect(list.textContent).toContain('Beginner lessons count as easy (×0.8)');
  expect(list.textContent).toContain('happy hour');
  expect(list.textContent).toContain('Every day from 15:00 to 16:00 your XP is multiplied by 1.5.');
});
