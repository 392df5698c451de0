import { describe, expect, it } from 'vitest';
import { getLesson, lessons } from '../../content/catalogue';
import { composeAnswer, type LearnerFacts } from './compose';
import { crisisLengthLessons } from './crisis-length';
import { CRISIS_LENGTHS_WRITTEN } from './crisis-lengths-written';
import { TELLS_NO_CRISIS } from './endings';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, guest, retriever, earlier);

describe('how long a crisis lasted', () => {
  it('has a span for every crisis a lesson tells, and only for lessons that exist', () => {
    const crises = lessons
      .filter((l) => !['foundations', 'theories'].includes(l.category) && !TELLS_NO_CRISIS.has(l.id))
      .map((l) => l.id)
      .sort();
    expect([...crisisLengthLessons].sort()).toEqual(crises);
  });

  // The years a span names are years its lesson tells, so a slip of a digit shows here. The two that
  // come from the lesson's sources instead: Greece left its last bailout in August 2018 (the ESM's
  // announcement), and the NBER dates the 2020 recession from February to April.
  const FROM_SOURCES: Record<string, readonly string[]> = { 'euro-debt-crisis-2010': ['2018'] };
  it.each(crisisLengthLessons)('names only years the lesson tells: %s', (lessonId) => {
    const told = JSON.stringify(getLesson(lessonId));
    const years = CRISIS_LENGTHS_WRITTEN[lessonId]!.match(/\b1[6-9]\d\d|20\d\d\b/g) ?? [];
    expect(years.length).toBeGreaterThan(0);
    for (const year of years)
      if (!FROM_SOURCES[lessonId]?.includes(year)) expect(told, `${lessonId} ${year}`).toContain(year);
  });

  it.each([
    // Each quoted the lesson's Lehman sentences, which say when the panic peaked, not how long it went on.
    [
      'how long did the 2008 crisis last?',
      'financial-crisis-2008',
      'from the summer of 2007 to the spring of 2009',
    ],
    ['when did the 2008 crisis end?', 'financial-crisis-2008', 'from December 2007 to June 2009'],
    ['when did the 2008 crisis start?', 'financial-crisis-2008', 'collapsed in June 2007'],
    // A line about fear feeding on itself.
    ['how long did the euro crisis last?', 'euro-debt-crisis-2010', 'August 2018'],
    // The copper corner that began it, and nothing of its end.
    ['how long did the panic of 1907 last?', 'panic-of-1907', 'until early January 1908'],
    // Argentina's lesson: "russian crisis" named no lesson.
    ['how long did the russian crisis last?', 'russian-default-1998', 'grew by about 6% in 1999'],
    ['how long was the GameStop squeeze?', 'gamestop-squeeze-2021', 'About two weeks at its height'],
    ['how long did the flash crash last?', 'flash-crash-2010', 'About 36 minutes'],
    ['how long did Weimar hyperinflation last?', 'weimar-hyperinflation-1923', 'from the summer of 1922'],
    ['when did inflation end in the 1970s?', 'stagflation-1970s', 'from 1979 to 1982'],
    ['how long did tulip mania last?', 'tulip-mania', 'about six months of frenzy'],
    ['how long did the tulip bubble last?', 'tulip-mania', 'in the first days of February 1637'],
    ['how long did the South Sea Bubble last?', 'south-sea-bubble-1720', 'from about £128 in January'],
  ])('"%s" tells when it began and ended', (q, lessonId, told) => {
    const a = ask(q);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
    expect(a.text).toContain(told);
    expect(a.text).toContain(`(/lessons/${lessonId})`);
  });

  it('reads "how long did it last?" as asked of the crisis named before', () => {
    const a = ask('how long did it last?', ['what was the panic of 1907?']);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['panic-of-1907']);
    expect(a.text).toMatch(
      /^\*\*About three weeks of panic, and months of aftermath\.\*\*\n\nA failed corner/,
    );
    expect(ask('when did it end?', ['what happened in 2008?']).text).toMatch(/^\*\*About two years/);
  });

  it.each([
    // It quoted the average length of bull markets.
    [
      'how long do bubbles last?',
      ['tulip-mania', 'south-sea-bubble-1720', 'japan-bubble-1989', 'dotcom-bubble'],
    ],
    ['how long does a stock market crash last?', ['bank-runs-1929', 'black-monday-1987', 'flash-crash-2010']],
  ])('"%s" lists how long each one our lessons tell lasted, oldest first', (q, lessonIds) => {
    const a = ask(q);
    const items = a.text.split('\n').filter((l) => l.startsWith('- '));
    expect(items.map((l) => /\(\/lessons\/([a-z0-9-]+)\)/.exec(l)?.[1])).toEqual(lessonIds);
    for (const [i, lessonId] of lessonIds.entries()) {
      const span = CRISIS_LENGTHS_WRITTEN[lessonId]!;
      expect(items[i]).toMatch(
        new RegExp(`: ${span.slice(0, span.indexOf('. ') + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
    expect(a.citations.map((c) => c.lessonId)).toEqual(lessonIds);
  });

  it.each([
    // Each quoted a lesson's lesson ("a price that rises only because people expect it to keep rising can
    // fall just as fast", "modern markets fall fast, so their brakes have to act automatically").
    ['how fast did SVB collapse?', 'silicon-valley-bank-2023', 'Two days for Silicon Valley Bank'],
    [
      'how quickly did the dot-com bubble burst?',
      'dotcom-bubble',
      'About five years up and two and a half down',
    ],
    ['how fast did tulip mania collapse?', 'tulip-mania', 'A single winter, at its height'],
    ['how fast did the flash crash happen?', 'flash-crash-2010', 'About 36 minutes'],
    ['how soon did the panic of 1907 end?', 'panic-of-1907', 'About three weeks of panic'],
  ])('reads "%s" as asking how long the crisis took', (q, lessonId, lead) => {
    const a = ask(q);
    expect(a.text.startsWith(`**${lead}`)).toBe(true);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it('reads a question typed with doubled spaces as the same question', () => {
    // "How  long  did  svb  last" quoted the startup's monthly costs.
    expect(ask('how  long  did  svb  last').text).toBe(ask('how long did SVB last?').text);
    expect(ask('How  fast  did  SVB  collapse').text).toBe(ask('how fast did SVB collapse?').text);
  });

  it('leaves how fast prices rose in a hyperinflation, and speed with no crisis said, to other answers', () => {
    const leads = Object.values(CRISIS_LENGTHS_WRITTEN).map((s) => `**${s.slice(0, s.indexOf('. ') + 1)}**`);
    const spanned = (q: string) => leads.some((lead) => ask(q).text.startsWith(lead));
    expect(spanned('how fast did hyperinflation happen in Weimar Germany?')).toBe(false);
    expect(spanned('how quickly can a stock fall?')).toBe(false);
    expect(spanned('how fast did the crash of 1929 recover?')).toBe(false);
    expect(spanned('how fast did prices fall in the 1929 crash?')).toBe(false);
  });

  it('leaves recoveries, peaks, bottoms, orders and the Depression to their own answers', () => {
    // Each answer opens with its span's first sentence, in bold.
    const leads = Object.values(CRISIS_LENGTHS_WRITTEN).map((s) => `**${s.slice(0, s.indexOf('. ') + 1)}**`);
    const spanned = (q: string) => leads.some((lead) => ask(q).text.startsWith(lead));
    expect(spanned('how long did the euro crisis last?')).toBe(true);
    expect(spanned('how long did it take to recover from 2008?')).toBe(false);
    expect(spanned('when did the market bottom in 2008?')).toBe(false);
    expect(spanned('when did the market peak in 2020?')).toBe(false);
    expect(spanned('how long does a limit order last?')).toBe(false);
    expect(ask('how long did the Great Depression last?').text).toContain('from August 1929 to March 1933');
    expect(ask('when did the gold standard end?').text).toContain('On 15 August 1971');
    // A company the lesson is named for, not its crisis: when it was founded is another question.
    expect(spanned('when did Enron start?')).toBe(false);
    expect(spanned('when did SVB start?')).toBe(false);
  });
});
