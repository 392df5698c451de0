import { describe, expect, it } from 'vitest';
import { getLesson, lessons } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { composeAnswer } from './compose';
import { datedSentences } from './dated';
import { composeDatesAnswer, dayText } from './dates';
import { createRetriever } from './retrieval';
import { strings } from './test-helpers';

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

  it('answers nothing for a lesson with no chart and no dated sentences given, or a question that asks no dates', () => {
    expect(composeDatesAnswer('what is the timeline of tulip mania?', 'tulip-mania', [])).toBeUndefined();
    expect(composeDatesAnswer('what happened when lehman failed?', 'financial-crisis-2008')).toBeUndefined();
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

const ownWords = (lessonId: string) =>
  strings([getLesson(lessonId), timeline.flatMap((e) => e.stories).filter((s) => s.storyId === lessonId)]);

describe('the dates of a lesson with no chart', () => {
  // "Timeline of tulip mania" quoted one sentence about the legend; "what happened when in tulip
  // mania?" gave the timeline entry's four sentences, only two of them dated.
  it.each([
    'timeline of tulip mania',
    'what happened when in tulip mania?',
    'what is the timeline of tulip mania?',
  ])('"%s" lists tulip mania’s dated sentences in the order of their dates', (q) => {
    const a = ask(q);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['tulip-mania']);
    const order = [
      '**Winter of 1636–37**: In the winter of 1636–37 Dutch merchants and craftsmen traded promises',
      '**January 1637**: In January 1637 these ordinary bulbs become the hottest thing in the Republic',
      '**Early February 1637**: In early February 1637 buyers stopped coming to the auctions in Haarlem.',
      '**5 February 1637**: On 5 February 1637 the bulbs of the late Alkmaar innkeeper Wouter Winckel',
      '**1638**: In 1638 Haarlem lets buyers walk away by paying 3.5 percent of the agreed price.',
    ];
    const at = order.map((line) => a.text.indexOf(line));
    expect(
      at.every((i) => i >= 0),
      a.text,
    ).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    // Later writing on the mania, and the invented Pieter's story, are not its dates.
    expect(a.text).not.toMatch(/1841|2000|2007|Pieter/);
  });

  it('gives every line in the lesson’s own words, once per date, for every lesson with no chart', () => {
    for (const lesson of lessons) {
      if (lesson.pages.some((p) => p.type === 'chart')) continue;
      const own = ownWords(lesson.id);
      const dated = datedSentences(lesson.id, retriever.passages);
      for (const d of dated) {
        // A clause keeps the lesson's words, less a leading "and" and with a capital and a full stop.
        const words = d.text.replace(/[.!?]$/, '').slice(1);
        expect(
          own.some((t) => t.includes(words)),
          `${lesson.id}: ${d.text}`,
        ).toBe(true);
        expect(d.text.toLowerCase()).toContain(d.date.toLowerCase());
      }
      expect(new Set(dated.map((d) => d.key)).size).toBe(dated.length);
      expect(dated.map((d) => d.sort)).toEqual([...dated.map((d) => d.sort)].sort((x, y) => x - y));
    }
  });

  it('lists what happened, not the story looking ahead, a deadline or the role of an unnamed "it"', () => {
    const russia = datedSentences('russian-default-1998', retriever.passages).map((d) => d.text);
    expect(russia).toContain('On 1 January 1998 Russia cut three zeros from its currency.');
    // "In January 1998 three zeros will be knocked off" is the story's present; bonds "falling due
    // before the end of 1999" were a decision of August 1998, not an event of 1999.
    expect(russia.join(' ')).not.toMatch(/\bwill be\b|falling due before/);
    // "Agents arrested its founder" (Silk Road's) read as Bitcoin's founder in Bitcoin's timeline.
    const bitcoin = datedSentences('bitcoin', retriever.passages).map((d) => d.text);
    expect(bitcoin.join(' ')).not.toMatch(/its founder/);
    expect(bitcoin.some((t) => t.includes('Silk Road shutdown'))).toBe(true);
  });

  it('leaves out a made-up thrift of the invented protagonist', () => {
    const dated = datedSentences('savings-and-loan-crisis', retriever.passages);
    expect(dated.length).toBeGreaterThan(3);
    expect(dated.map((d) => d.text).join(' ')).not.toMatch(/Bayou|Ray\b/);
  });
});
