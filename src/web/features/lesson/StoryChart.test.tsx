import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLesson } from '../../../content/catalogue';
import type { ChartPage, Lesson } from '../../../content/schema';
import { NOT_DECIDED, StoryChart } from './StoryChart';

const lesson = getLesson('financial-crisis-2008') as Lesson;
const page = lesson.pages.find((p): p is ChartPage => p.type === 'chart')!;
const decision = lesson.pages.find((p) => p.id === 'decision-lehman-weekend');
const lehmanChoice = decision?.type === 'decision-point' ? decision.decision.choices[1]! : undefined;

function draw(choices: Record<string, string>) {
  return render(<StoryChart chart={page.chart} lesson={lesson} choices={choices} />);
}

describe('the story chart', () => {
  it('draws the series as a labelled graphic with one focusable marker per event and decision', () => {
    draw({});
    const chart = screen.getByRole('group', { name: /S&P 500, daily closes, 3 Jan 2007 to 31 Dec 2009/ });
    expect(chart.querySelector('path')?.getAttribute('d')?.split('L').length).toBeGreaterThan(700);
    const markers = within(chart).getAllByRole('button');
    expect(markers).toHaveLength(page.chart.events.length + page.chart.decisions.length);
    for (const m of markers) expect(m.getAttribute('tabindex')).toBe('0');
    expect(markers[1]!.getAttribute('aria-label')).toBe(
      'Event B, 15 Sept 2008: Lehman Brothers files for bankruptcy. The line stood at about 1,193 index points.',
    );
  });

  it('shows the choice the reader made at each decision, and "not decided yet" where they have not', () => {
    draw({ 'decision-lehman-weekend': lehmanChoice!.id });
    const list = screen.getByRole('list', { name: 'Marked on the chart' });
    const items = within(list).getAllByRole('listitem');
    const lehman = items.find((li) => li.textContent?.includes('The Lehman weekend'))!;
    expect(lehman.textContent).toContain(`You chose: ${lehmanChoice!.title}`);
    const tarp = items.find((li) => li.textContent?.includes('rescue'))!;
    expect(tarp.textContent).toContain(NOT_DECIDED);
    expect(screen.getAllByText(NOT_DECIDED)).toHaveLength(2);
  });

  it('says what a marker means when it gets keyboard focus', () => {
    draw({ 'decision-tarp': 'x-not-a-choice' });
    const markers = screen.getAllByRole('button');
    const tarp = markers.find((m) => m.getAttribute('aria-label')?.startsWith('Your decision 3'))!;
    fireEvent.focus(tarp);
    expect(screen.getByTestId('marker-detail').textContent).toBe(
      `Your decision 3, Sept 2008: The House votes down the rescue. You chose: ${NOT_DECIDED}. The line stood at about 1,106 index points.`,
    );
    expect(tarp.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives screen readers a table of the start, high, low, end and every marker', () => {
    draw({});
    const table = screen.getByRole('table', { name: /the figures behind the chart/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 4 + page.chart.events.length + page.chart.decisions.length);
    expect(within(table).getByRole('rowheader', { name: 'Highest' }).parentElement?.textContent).toContain(
      '9 Oct 2007',
    );
    expect(within(table).getByRole('rowheader', { name: 'Lowest' }).parentElement?.textContent).toContain(
      '676.5',
    );
  });
});
