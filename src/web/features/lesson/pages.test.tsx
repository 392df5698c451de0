import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lesson } from '../../../content/schema';
import { PageView, pageViews, QuizQuestionView } from './pages';

afterEach(cleanup);

const question = {
  question: 'Which option is right?',
  options: ['zero', 'one', 'two', 'three'],
  correct: 2,
  explanation: 'Because the stored index is zero-based.',
};

function Harness() {
  const [answer, setAnswer] = useState<number | undefined>(undefined);
  return <QuizQuestionView index={0} question={question} answer={answer} onAnswer={setAnswer} />;
}

describe('quiz question', () => {
  it('marks the option at the zero-based correct index and shows the explanation after a wrong answer', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'zero' }));
    expect(screen.getByText('Not quite.')).toBeTruthy();
    expect(screen.getByText('Because the stored index is zero-based.')).toBeTruthy();
    const marked = screen.getByLabelText('Correct answer').closest('button');
    expect(marked?.textContent).toContain('two');
    expect(screen.getByRole('button', { name: /zero/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says Correct! when the right option is picked', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'two' }));
    expect(screen.getByText('Correct!')).toBeTruthy();
  });
});

it('has a view for every page kind of the schema', () => {
  expect(Object.keys(pageViews).sort()).toEqual(
    [
      'character-intro',
      'cover',
      'decision-point',
      'interactive',
      'quiz',
      'reflection',
      'story',
      'summary',
      'visual-story',
    ].sort(),
  );
});

describe('comparison table', () => {
  const ctx = {
    lesson: {} as Lesson,
    choiceId: undefined,
    onChoose: () => undefined,
    answers: [],
    onAnswer: () => undefined,
    onStart: () => undefined,
    completion: undefined,
    learned: [],
  };
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('puts a named first column over the row labels instead of adding a blank one', () => {
    const rows = [{ label: 'Worst day', values: ['−13%', '−22.6%'] }];
    render(
      <PageView
        page={{
          type: 'interactive',
          id: 't',
          title: 'T',
          comparison: { columns: ['Question', '1929', '1987'], rows },
        }}
        ctx={ctx}
      />,
    );
    expect(headers()).toEqual(['Question', '1929', '1987']);
    cleanup();
    render(
      <PageView
        page={{ type: 'interactive', id: 't', title: 'T', comparison: { columns: ['1929', '1987'], rows } }}
        ctx={ctx}
      />,
    );
    expect(headers()).toEqual(['', '1929', '1987']);
    expect(screen.getAllByRole('row')[1]!.children).toHaveLength(3);
  });
});
