import * as Tooltip from '@radix-ui/react-tooltip';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lessons } from '../../../content/catalogue';
import { heartNote } from '../learning-path/pathClient';
import { ComparisonTable, pageViews, QuizQuestionView } from './pages';

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
    expect(screen.getByRole('button', { name: /zero/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps focus on the answer pressed and fills a live region that was there before it', () => {
    render(<Harness />);
    const live = screen.getByTestId('quiz-feedback');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    const option = screen.getByRole('button', { name: 'one' });
    option.focus();
    fireEvent.click(option);
    // the same element, now filled (not a new region mounted with its text)
    expect(screen.getByTestId('quiz-feedback')).toBe(live);
    expect(live.textContent).toContain('Not quite.');
    expect(document.activeElement).toBe(option);
    expect(option.hasAttribute('disabled')).toBe(false);
    // a second press changes nothing
    fireEvent.click(screen.getByRole('button', { name: /two/ }));
    expect(live.textContent).toContain('Not quite.');
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
      'chart',
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

const decisionLesson = lessons.find((l) => l.pages.some((p) => p.type === 'decision-point'))!;
const decisionPage = decisionLesson.pages.find((p) => p.type === 'decision-point')!;

function DecisionHarness() {
  const [choiceId, setChoiceId] = useState<string | undefined>(undefined);
  const View = pageViews['decision-point'];
  return (
    <View
      page={decisionPage as never}
      ctx={{
        lesson: decisionLesson,
        choiceId,
        choices: {},
        onChoose: setChoiceId,
        answers: [],
        onAnswer: () => undefined,
        onStart: () => undefined,
        completion: undefined,
        learned: [],
      }}
    />
  );
}

it('announces a decision’s outcome once, from a live region present before the choice', () => {
  const page = decisionPage;
  if (page.type !== 'decision-point') throw new Error('a decision page');
  render(
    <Tooltip.Provider>
      <DecisionHarness />
    </Tooltip.Provider>,
  );
  const live = screen.getByTestId('decision-announcement');
  expect(live.textContent).toBe('');
  const choice = page.decision.choices[0]!;
  fireEvent.click(document.querySelector(`[data-choice="${choice.id}"]`)!);
  expect(screen.getByTestId('decision-announcement')).toBe(live);
  expect(live.textContent).toBe(`Your choice: ${choice.title}. ${choice.consequence}`);
  expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
});

describe('comparison tables', () => {
  const headerOf = () => screen.getAllByRole('row')[0]!.querySelectorAll('th, td').length;
  const bodyRow = () => screen.getAllByRole('row')[1]!.querySelectorAll('th, td').length;

  it('puts a named label column in the corner instead of shifting the header by one', () => {
    render(
      <ComparisonTable
        title="Crashes"
        columns={['Question', 'October 1929', 'October 1987']}
        rows={[{ label: 'How far?', values: ['-89%', '-22%'] }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Question' })).toBeTruthy();
    expect(headerOf()).toBe(bodyRow());
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Question', 'October 1929', 'October 1987']);
  });

  it('keeps an empty corner when every column name heads a value', () => {
    render(
      <ComparisonTable
        title="Forms"
        columns={['Weak', 'Strong']}
        rows={[{ label: 'Uses', values: ['prices', 'everything'] }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Weak', 'Strong']);
    expect(headerOf()).toBe(bodyRow());
  });

  it('lines every comparison of every lesson up: as many header cells as cells in each row', () => {
    let tables = 0;
    for (const lesson of lessons)
      for (const page of lesson.pages) {
        if (!('comparison' in page) || !page.comparison) continue;
        tables += 1;
        render(<ComparisonTable title={page.title} {...page.comparison} />);
        const rows = screen.getAllByRole('row');
        for (const row of rows.slice(1))
          expect(row.querySelectorAll('th, td').length, `${lesson.id} ${page.id}`).toBe(
            rows[0]!.querySelectorAll('th, td').length,
          );
        cleanup();
      }
    expect(tables).toBeGreaterThanOrEqual(26);
  });
});

it('says what a wrong answer cost in hearts under the question, inside its live feedback', () => {
  const q = { question: 'Which?', options: ['A', 'B', 'C', 'D'], correct: 1, explanation: 'B it is.' };
  const { rerender } = render(<QuizQuestionView index={0} question={q} answer={0} onAnswer={() => {}} />);
  expect(screen.queryByTestId('heart-note')).toBeNull();
  rerender(
    <QuizQuestionView index={0} question={q} answer={0} onAnswer={() => {}} heartNote="−1 heart · 4 left" />,
  );
  const feedback = screen.getByTestId('quiz-feedback');
  expect(feedback.getAttribute('aria-live')).toBe('polite');
  expect(feedback.textContent).toContain('Not quite. B it is.');
  expect(feedback.textContent).toContain('−1 heart · 4 left');
});

it("keeps a wrong answer's heart line from the start, so the questions below do not move when it comes", () => {
  const q = { question: 'Which?', options: ['A', 'B', 'C', 'D'], correct: 1, explanation: 'B it is.' };
  const view = (answer: number | undefined, heartNote?: string | { expected: string }) => (
    <QuizQuestionView index={0} question={q} answer={answer} onAnswer={() => {}} heartNote={heartNote} />
  );
  const { rerender } = render(view(undefined));
  expect(screen.queryByTestId('heart-note-pending')).toBeNull();
  // A wrong answer resumed from an earlier visit has no note coming, and keeps no line for one.
  rerender(view(0));
  expect(screen.queryByTestId('heart-note-pending')).toBeNull();
  // Answered wrong in this visit, the note on its way: its line is there, unseen and unread, holding
  // the note expected, so it is as long as the note that comes (three lines when out of hearts).
  rerender(view(0, { expected: '−1 heart · 4 left' }));
  const pending = screen.getByTestId('heart-note-pending');
  expect(pending.className).toContain('invisible');
  expect(pending.className).toContain('mt-2 block');
  expect(pending.getAttribute('aria-hidden')).toBe('true');
  expect(pending.textContent).toBe('💔 −1 heart · 4 left');
  rerender(view(0, { expected: heartNote(0) }));
  expect(screen.getByTestId('heart-note-pending').textContent).toBe(`💔 ${heartNote(0)}`);
  // The note takes the line; a note that never came (a failed save) gives it back.
  rerender(view(0, '−1 heart · 4 left'));
  expect(screen.queryByTestId('heart-note-pending')).toBeNull();
  expect(screen.getByTestId('heart-note').className).toContain('mt-2 block');
  rerender(view(0, undefined));
  expect(screen.queryByTestId('heart-note-pending')).toBeNull();
  expect(screen.queryByTestId('heart-note')).toBeNull();
  // A right answer costs nothing and keeps no line.
  rerender(view(1, { expected: '−1 heart · 4 left' }));
  expect(screen.queryByTestId('heart-note-pending')).toBeNull();
});
