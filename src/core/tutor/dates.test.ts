import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { composeDatesAnswer, dayText } from './dates';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('the dates of a crisis', () => {
  // "What is the timeline of the 2008 crisis?" found nothing on "timeline"; "what was the timeline of
  // the 1929 crash?" quoted one sentence on margin calls.
  it('lists the dates the 2008 lesson marks on its chart, oldest first, with the lesson', () => {
    const a = ask('what is the timeline of the 2008 crisis?');
    expect(a.text).toContain('- **9 October 2007**: The S&P 500 closes at a record 1,565.');
    expect(a.text).toContain('- **15 September 2008**: Lehman Brothers files for bankruptcy.');
    expect(a.text.indexOf('9 October 2007')).toBeLessThan(a.text.indexOf('9 March 2009'));
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
  });

  it.each([
    'what was the timeline of the 1929 crash?',
    'key dates of the 1929 crash',
    'chronology of the 1929 crash',
  ])('"%s" gives Black Tuesday and the 1932 low', (q) => {
    const a = ask(q);
    expect(a.text).toContain('**29 October 1929**: Black Tuesday');
    expect(a.text).toContain('**8 July 1932**');
  });

  it('gives every event of every lesson chart, as the chart labels it', () => {
    for (const lesson of lessons) {
      const chart = lesson.pages.find((p) => p.type === 'chart');
      if (chart?.type !== 'chart') continue;
      const a = composeDatesAnswer('what is the timeline?', lesson.id);
      for (const e of chart.chart.events)
        expect(a?.text, lesson.id).toContain(`**${dayText(e.date)}**: ${e.label}`);
    }
  });

  it('answers nothing for a lesson with no chart, or a question that asks no dates', () => {
    expect(composeDatesAnswer('what is the timeline of tulip mania?', 'tulip-mania')).toBeUndefined();
    expect(composeDatesAnswer('why did Lehman fail?', 'financial-crisis-2008')).toBeUndefined();
    expect(composeDatesAnswer('what is the timeline?', undefined)).toBeUndefined();
    // The Dashboard's timeline is the app's help.
    expect(ask('what is the timeline?').text).toMatch(/^The Financial History Timeline, on your Dashboard/);
  });

  it('writes a date as the lessons do', () => {
    expect(dayText('2008-09-15')).toBe('15 September 2008');
    expect(dayText('1929-10-29')).toBe('29 October 1929');
    expect(dayText('2000-03-01')).toBe('1 March 2000');
  });
});
