import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLesson } from '../../../content/catalogue';
import type { Lesson } from '../../../content/schema';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { readLocalProgress } from '../library/progress';
import { StoryPlayer } from './StoryPlayer';

async function renderPlayer(lesson: Lesson) {
  const router = renderAtPath('/lessons/x', {
    '/lessons/x': () => <StoryPlayer lesson={lesson} variant="picture-book" />,
    '/library': stubPage('Library page'),
  });
  await screen.findByText(/Page \d+ of/);
  return router;
}

const tulip = getLesson('tulip-mania');
const key = (k: string) => act(() => void fireEvent.keyDown(document.body, { key: k }));

describe.runIf(tulip)('the story player on the tulip story', () => {
  it('turns pages with the arrow keys and Enter', async () => {
    await renderPlayer(tulip!);
    expect(screen.getByText(/Page 1 of/)).toBeTruthy();
    await key('ArrowRight');
    expect(screen.getByText(/Page 2 of/)).toBeTruthy();
    await key('Enter');
    expect(screen.getByText(/Page 3 of/)).toBeTruthy();
    await key('ArrowLeft');
    expect(screen.getByText(/Page 2 of/)).toBeTruthy();
  });

  it('moves focus to the new page’s heading when a page turns, never leaving it on a disabled Next', async () => {
    await renderPlayer(tulip!);
    for (let i = 0; i < 4; i++) await key('ArrowRight');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await act(() => void fireEvent.click(next));
    const heading = screen.getByRole('heading', { name: 'Your First Decision' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await key('ArrowLeft');
    const previous = screen.getAllByRole('heading', { level: 2 })[0]!;
    await waitFor(() => expect(document.activeElement).toBe(previous));
  });

  it('waits for a decision, shows the chosen consequence and follows its branch', async () => {
    await renderPlayer(tulip!);
    for (let i = 0; i < 5; i++) await key('ArrowRight');
    expect(screen.getByRole('heading', { name: 'Your First Decision' })).toBeTruthy();
    await key('ArrowRight');
    expect(screen.getByRole('heading', { name: 'Your First Decision' })).toBeTruthy();
    expect(screen.getByText('Make your choice to go on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Decline and watch/ }));
    expect(screen.queryByText('Make your choice to go on')).toBeNull();
    expect(screen.getByText(/You chose: Decline and watch/)).toBeTruthy();
    await key('ArrowRight');
    expect(screen.getByRole('heading', { name: 'The Skeptical Observer' })).toBeTruthy();
    await key('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: /Stay out/ }));
    await key('ArrowRight');
    expect(screen.getByRole('heading', { name: 'You Came Through' })).toBeTruthy();
  });

  it('scores the path on the summary, saves the completion and shows the completion screen', async () => {
    localStorage.clear();
    enterGuestMode();
    await renderPlayer(tulip!);
    for (let i = 0; i < 5; i++) await key('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: /Buy one contract/ }));
    await key('ArrowRight');
    await key('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: /Sell half, for coin/ }));
    await key('ArrowRight');
    await key('ArrowRight');
    // every path passes the quiz, which holds Next until each question is answered
    const quiz = tulip!.pages.find((p) => p.type === 'quiz');
    if (quiz?.type !== 'quiz') throw new Error('the tulip story has a quiz');
    expect(screen.getByRole('heading', { name: quiz.title })).toBeTruthy();
    await key('ArrowRight');
    expect(screen.getByRole('heading', { name: quiz.title })).toBeTruthy();
    // The dimmed Next says what it waits for, and the words go once every question is answered.
    const waits = screen.getByText('Answer every question to go on');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-describedby')).toBe(waits.id);
    for (const q of quiz.questions) {
      fireEvent.click(screen.getByRole('button', { name: q.options[q.correct] }));
    }
    expect(screen.getAllByText('Correct!')).toHaveLength(quiz.questions.length);
    expect(screen.queryByText('Answer every question to go on')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('aria-describedby')).toBe(false);
    await key('ArrowRight');
    await key('ArrowRight');
    // buy-one 10 + sell-half 20 + survived 50 + learned-all-concepts 20 + made-profit 10 + protected-family 15
    expect(screen.getByRole('heading', { name: 'Your score: 125' })).toBeTruthy();
    expect(screen.getAllByLabelText('Learned')).toHaveLength(tulip!.concepts.length);
    fireEvent.click(screen.getByRole('button', { name: /Finish lesson/ }));
    const screenEl = await screen.findByTestId('completion-screen');
    // saved as a percent: the path's 125 points are capped at 100
    expect(readLocalProgress('guest')['tulip-mania']).toMatchObject({ completed: true, score: 100 });
    const earned = Number(screen.getByTestId('xp-earned').textContent?.replace(/\D/g, ''));
    expect(earned).toBeGreaterThanOrEqual(tulip!.xp);
    // The completion screen is the page's main landmark (it replaces the player and its main).
    expect(screenEl.tagName).toBe('MAIN');
    const breakdown = within(screenEl).getByTestId('xp-breakdown');
    expect(breakdown.textContent).toContain('Lesson completed');
    expect(breakdown.textContent).toContain('first lesson today');
    // The screen takes focus in an effect, which findBy can outrun on a loaded machine (CI failed here once).
    const title = screen.getByRole('heading', { level: 1, name: /Tulip Mania/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(within(screenEl).getByText('1 day')).toBeTruthy();
    expect(within(screenEl).getByRole('heading', { name: 'Concepts you learned' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Next lesson: / })).toBeTruthy();
  });

  it('asks before starting over, and keeps the page when the learner cancels', async () => {
    await renderPlayer(tulip!);
    for (let i = 0; i < 2; i++) await key('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start this lesson over?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Page 3 of/)).toBeTruthy();
  });

  it('resumes where the reader left off, and starts over on request', async () => {
    await renderPlayer(tulip!);
    for (let i = 0; i < 5; i++) await key('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: /Decline and watch/ }));
    await key('ArrowRight');
    expect(screen.getByRole('heading', { name: 'The Skeptical Observer' })).toBeTruthy();
    cleanup();
    await renderPlayer(tulip!);
    await screen.findByRole('heading', { name: 'The Skeptical Observer' });
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start this lesson over?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(screen.getByText(/Page 1 of/)).toBeTruthy();
    // The Start over button has gone with the page it was on: focus goes to the first page's heading.
    const first = screen.getAllByRole('heading', { level: 2 })[0]!;
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});

describe.runIf(tulip)('the story player with story state', () => {
  // A short story from the tulip lesson's pages with a small state: the first choice spends
  // savings, a later page and the ending table read them.
  const withState = (): Lesson => {
    const base = tulip!;
    const cover = base.pages[0]!;
    const decision = base.pages.find((p) => p.id === 'first-decision')!;
    const summary = base.pages.at(-1)!;
    if (decision.type !== 'decision-point' || summary.type !== 'summary') throw new Error('tulip changed');
    return {
      ...base,
      storyState: [{ key: 'savings', label: 'Savings', initial: 1000, format: 'number' }],
      pages: [
        cover,
        {
          ...decision,
          decision: {
            ...decision.decision,
            choices: decision.decision.choices.map(({ storyBranch: _, ...c }, i) => ({
              ...c,
              effects: { add: { savings: -300 * i } },
              consequence: 'Savings now {savings} guilders.',
            })),
          },
        },
        {
          type: 'story',
          id: 'spring',
          title: 'Spring',
          mainText: 'In spring Pieter counts {savings} guilders.',
        },
        {
          ...summary,
          ending: {
            rows: [
              { label: 'Savings', yours: '{savings} guilders', history: 'Most traders kept theirs.' },
              { label: 'Town', yours: 'Haarlem', history: 'Haarlem' },
            ],
          },
        },
      ],
    };
  };

  it('fills the consequence, later pages and the ending table with the figures of the choice made', async () => {
    const lesson = withState();
    const decision = lesson.pages[1]!;
    if (decision.type !== 'decision-point') throw new Error('no decision');
    for (const [i, want] of [
      [0, '1,000'],
      [2, '400'],
    ] as const) {
      cleanup();
      localStorage.clear();
      await renderPlayer(lesson);
      await key('ArrowRight');
      fireEvent.click(screen.getByRole('button', { name: new RegExp(decision.decision.choices[i]!.title) }));
      expect(screen.getByText(`Savings now ${want} guilders.`)).toBeTruthy();
      await key('ArrowRight');
      expect(screen.getByText(`In spring Pieter counts ${want} guilders.`)).toBeTruthy();
      await key('ArrowRight');
      const ending = screen.getByRole('region', { name: 'Your story beside history' });
      expect(within(ending).getByText(`${want} guilders`)).toBeTruthy();
      expect(within(ending).getByText('Most traders kept theirs.')).toBeTruthy();
    }
  });
});

describe.runIf(tulip)('the animated story player', () => {
  it('lets the learner pause the looping pictures, and remembers it', async () => {
    renderAtPath('/lessons/x', {
      '/lessons/x': () => <StoryPlayer lesson={tulip!} variant="animated" />,
    });
    const pause = await screen.findByRole('button', { name: 'Pause animations' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('svg[data-visual]')?.getAttribute('data-animated')).toBe('true');
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Pause animations' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(document.querySelector('svg[data-visual]')?.getAttribute('data-animated')).toBe('false');
    cleanup();
    renderAtPath('/lessons/x', {
      '/lessons/x': () => <StoryPlayer lesson={tulip!} variant="animated" />,
    });
    await screen.findByRole('button', { name: 'Pause animations' });
    expect(document.querySelector('svg[data-visual]')?.getAttribute('data-animated')).toBe('false');
  });
});
