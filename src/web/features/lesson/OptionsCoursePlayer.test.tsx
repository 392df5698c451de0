import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { coursePageType, type OptionsCourse, optionsCourse as schema } from '../../../content/schema';
import { formatXpRange } from '../../../core/gamification/preview';
import { renderAtPath, stubPage } from '../../test-router';
import { readLocalProgress } from '../library/progress';
import { localXpPreview } from '../library/xpPreview';
import { OptionsCoursePlayer } from './OptionsCoursePlayer';

// A schema-valid stand-in for the options course: one page of every kind (the schema's own list), a
// second completion page to make sixteen, and short text, so the test does not depend on the course's prose.
const kinds = [...coursePageType.options, 'completion'];
const course: OptionsCourse = schema.parse({
  id: 'options-derivatives',
  title: 'Options & Derivatives',
  description: 'Calls, puts and the Greeks.',
  category: 'advanced',
  difficulty: 'Advanced',
  duration: '45 minutes',
  xpReward: 500,
  prerequisites: ['stock-market-basics'],
  skills: ['Pricing', 'Greeks', 'Risk'],
  pages: kinds.map((type, i) => ({
    id: i + 1,
    type,
    title: `Page ${i + 1} title`,
    body: [`Body of page ${i + 1}.`],
    ...(type === 'interactive' ? { exercises: ['options-calculator'] } : {}),
    ...(type === 'advanced' ? { exercises: ['greek-simulator'] } : {}),
    ...(type === 'quiz'
      ? {
          questions: [
            {
              question: 'What does a call give?',
              options: ['a', 'b', 'c', 'd'],
              correct: 1,
              explanation: 'A right to buy.',
            },
          ],
        }
      : {}),
  })),
  exercises: [
    { id: 'options-calculator', title: 'Calculator', description: 'Price an option.' },
    { id: 'greek-simulator', title: 'Greeks', description: 'Move the inputs.' },
    { id: 'strategy-builder', title: 'Builder', description: 'Combine legs.' },
  ],
  glossary: {},
  certificate: { title: 'Options & Derivatives Specialist', description: 'Awarded on completion.' },
  sources: [
    { title: 'Options, Futures, and Other Derivatives', author: 'John C. Hull', year: 2021 },
    { title: 'Option Volatility and Pricing', author: 'Sheldon Natenberg', year: 2014 },
  ],
});

it('runs the sixteen pages in order, gates the quiz, shows the certificate and saves the quiz percent', async () => {
  localStorage.clear();
  renderAtPath('/c', {
    '/c': () => <OptionsCoursePlayer course={course} />,
    '/library': stubPage('Library page'),
  });
  await screen.findByText('Page 1 of 16');
  // The header promises what the course's card in Courses promises (a range with bonuses), not the
  // 500 XP base beside it, so the two never disagree.
  const range = formatXpRange(localXpPreview(['options-derivatives'])['options-derivatives']!);
  expect(range).not.toBe('500 XP');
  await screen.findByText(range);
  const next = () => act(() => void fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
  for (let i = 0; i < 12; i++) await next();
  expect(screen.getByText('Page 13 of 16')).toBeTruthy();
  await next();
  expect(screen.getByText('Page 13 of 16')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'b' }));
  expect(screen.getByText('Correct!')).toBeTruthy();
  for (let i = 0; i < 3; i++) await next();
  expect(screen.getByText('Page 16 of 16')).toBeTruthy();
  expect(screen.getByText('Options & Derivatives Specialist')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /Finish course/ }));
  await screen.findByText('Library page');
  expect(readLocalProgress('guest')['options-derivatives']).toMatchObject({ completed: true, score: 100 });
});

it('shows a page’s own exercise, all three on the simulation page, and none where the page names none', async () => {
  localStorage.clear();
  renderAtPath('/c', { '/c': () => <OptionsCoursePlayer course={course} /> });
  await screen.findByText('Page 1 of 16');
  const next = () => act(() => void fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
  const at = (type: string) => kinds.indexOf(type) + 1;
  const goTo = async (page: number) => {
    while (!screen.queryByText(`Page ${page} of 16`)) await next();
  };
  expect(screen.queryByRole('region', { name: 'Course exercises' })).toBeNull();
  await goTo(at('interactive'));
  expect(await screen.findByRole('heading', { name: 'Try it: Calculator' })).toBeTruthy();
  expect(screen.queryByRole('tablist')).toBeNull();
  await goTo(at('simulation'));
  expect(await screen.findAllByRole('tab')).toHaveLength(3);
  await goTo(at('advanced'));
  expect(await screen.findByRole('heading', { name: 'Try it: Greeks' })).toBeTruthy();
  expect(screen.queryByRole('tablist')).toBeNull();
  await next();
  expect(screen.queryByRole('region', { name: 'Course exercises' })).toBeNull();
});
