import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { badDaysTold, fallsTold, peaksTold, recoveriesTold } from './crashes';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };

describe('the biggest crashes', () => {
  // "What were the biggest crashes?" answered "I found nothing in our lessons that answers exactly
  // that … The nearest lesson is The 2010 Flash Crash"; "biggest stock market crashes in history"
  // quoted only the flash crash.
  it.each([
    'what were the biggest crashes?',
    'what was the worst crash ever?',
    'biggest stock market crashes in history',
  ])('lists the falls our lessons tell, largest first, each with its figure and lesson: %s', (q) => {
    const a = composeAnswer(q, guest, retriever, []);
    const items = a.text.split('\n').filter((l) => l.startsWith('- '));
    expect(items.map((l) => /\(\/lessons\/([a-z0-9-]+)\)/.exec(l)?.[1])).toEqual([
      'bank-runs-1929',
      'dotcom-bubble',
      'financial-crisis-2008',
      'covid-inflation',
      'black-monday-1987',
      'flash-crash-2010',
    ]);
    expect(items[0]).toContain(
      'It kept falling until July 1932, when it was about 89 percent below its peak.',
    );
    expect(items[4]).toContain('On 19 October 1987 the Dow fell 508 points, 22.6 percent');
    expect(a.citations.map((c) => c.lessonId)).toContain('black-monday-1987');
    expect(a.text).not.toContain('I found nothing');
  });

  it('quotes each figure as our lessons write it, never one of its own', () => {
    const sources = retriever.passages.map((p) => p.text.replace(/\s+/g, ' ')).join('\n');
    for (const f of fallsTold()) expect(sources).toContain(f.text);
  });

  it('leaves a crash named to the lessons’ own sentences', () => {
    expect(
      composeAnswer('what was the worst day of the 1929 crash?', guest, retriever, []).text,
    ).not.toContain('biggest figure first');
    // …and a question about when to trade to the rest of the tutor.
    for (const q of [
      'what is the biggest drop in a day for bitcoin?',
      "what's the worst day to buy stocks?",
      'what is the worst day of the week to trade?',
    ])
      expect(composeAnswer(q, guest, retriever, []).text, q).not.toContain('one-day fall our lessons tell');
  });
});

describe('the largest one-day fall', () => {
  // "what was the biggest one day drop?" quoted bitcoin's fall on Mt. Gox "within hours"; "biggest
  // one day crash" answered "I found nothing in our lessons"; "the worst day in stock market history"
  // quoted the COVID crash's 16 trading days.
  it.each([
    'what was the biggest one day drop?',
    'biggest one day crash',
    'what was the largest one-day fall?',
    'what was the worst day in stock market history?',
    'worst day ever for the stock market',
    'largest single-day decline',
  ])('is Black Monday, in its lesson’s own sentence: %s', (q) => {
    const a = composeAnswer(q, guest, retriever, []);
    expect(a.text).toContain(
      'On 19 October 1987 the Dow fell 508 points, 22.6 percent, its largest one-day percentage fall ever.',
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['black-monday-1987']);
    expect(a.text).not.toContain('Mt. Gox');
  });
});

describe('the worst day of a crash named', () => {
  // "What was the worst day of the 1929 crash?" quoted the bank runs' mechanics ("If everyone asks for
  // their money on the same day…"), sharing only the word "day".
  it.each([
    'what was the worst day of the 1929 crash?',
    'which day was the worst in the crash of 1929?',
    'biggest one-day drop in 1929?',
  ])('tells Black Thursday, Black Monday and Black Tuesday in the lesson’s own sentences: %s', (q) => {
    const a = composeAnswer(q, guest, retriever, []);
    expect(a.text).toContain('Black Thursday, Black Monday and Black Tuesday (24–29 October)');
    expect(a.text).toContain(
      'On Black Monday, 28 October, the Dow fell about 13 percent, and on Black Tuesday, 29 October, about 12 percent more',
    );
    expect(a.text).toContain('the largest one-day fall was Black Monday, 28 October 1929');
    expect(a.text).not.toContain('If everyone asks for');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bank-runs-1929']);
  });

  it('quotes the lesson as it is written', () => {
    const sources = retriever.passages.map((p) => p.text.replace(/\s+/g, ' ')).join('\n');
    for (const d of badDaysTold) for (const s of d.told) expect(sources).toContain(s);
  });

  it('leaves the crash itself, and the worst day ever, to their answers', () => {
    expect(composeAnswer('what caused the 1929 crash?', guest, retriever, []).text).not.toContain(
      'largest one-day fall was',
    );
    expect(
      composeAnswer('what was the worst day in stock market history?', guest, retriever, []).text,
    ).toContain('On 19 October 1987 the Dow fell 508 points');
  });
});

describe('one crash’s fall', () => {
  // "How much did investors lose in 2008?" quoted the Treasury's account of TARP's returns; "how much
  // did the stock market fall in 1929?" a sentence on margin; "how far did the S&P 500 fall in 2008?"
  // AIG's $500 billion of protection.
  it.each([
    ['how much did investors lose in 2008?', 'financial-crisis-2008', 'about 57% below its peak'],
    ['How far did the S&P 500 fall in 2008', 'financial-crisis-2008', 'about 57% below its peak'],
    ['how much did the stock market fall in 1929?', 'bank-runs-1929', 'about 89 percent below its peak'],
    ['how much money was lost in the 1929 crash?', 'bank-runs-1929', 'about 89 percent below its peak'],
    ['how much did stocks fall during covid?', 'covid-inflation', 'fell about 34%'],
    ['how much did the market drop in the flash crash?', 'flash-crash-2010', 'about 9%'],
  ])('answers "%s" with the fall its lesson states', (q, lessonId, figure) => {
    const a = composeAnswer(q, guest, retriever, []);
    const fall = fallsTold().find((f) => f.lessonId === lessonId)!;
    expect(a.text).toContain(fall.text);
    expect(fall.text).toContain(figure);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it('leaves a fall of something other than the market to the search', () => {
    const a = composeAnswer('how much did the peso fall in 1994?', guest, retriever, []);
    expect(fallsTold().some((f) => a.text.includes(f.text))).toBe(false);
  });

  it('answers "how much did the market fall?" after a question about the crisis, in that crisis', () => {
    const earlier = ['what caused the 2008 financial crisis?'];
    const a = composeAnswer('how much did the market fall?', guest, retriever, earlier);
    expect(a.text).toContain('about 57% below its peak');
  });
});

describe('how high the market stood before a crash', () => {
  it('tells each peak in sentences its lesson holds', () => {
    for (const p of peaksTold)
      expect(JSON.stringify(getLesson(p.lessonId)), p.lessonId).toContain(
        JSON.stringify(p.told).slice(1, -1),
      );
  });

  // "How high did the Dow get in 1929?" was told how far it fell; "when did the Nasdaq peak?" found nothing.
  it.each([
    ['how high did the Dow get in 1929?', 'reached a record of about 381 on 3 September', 'bank-runs-1929'],
    [
      'how high did the Dow get before Black Monday?',
      'a record of 2,722 on 25 August 1987',
      'black-monday-1987',
    ],
    [
      'when did the Nasdaq peak?',
      'On Friday 10 March 2000 the Nasdaq Composite closed at 5,048.62.',
      'dotcom-bubble',
    ],
    ['what was the Nikkei’s peak?', 'the Nikkei 225 closed at 38,915.87', 'japan-bubble-1989'],
    [
      'how high did the S&P 500 get before 2008?',
      'all-time closing high of 1,565 on 9 October 2007',
      'financial-crisis-2008',
    ],
  ])('answers "%s" with the peak its lesson tells', (q, peak, lessonId) => {
    const a = composeAnswer(q, guest, retriever, []);
    expect(a.text).toContain(peak);
    expect(a.text).not.toMatch(/\bfell\b/);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it.each(['when did the market peak in 2020?', 'what was the market’s peak in 2020?'])(
    'answers "%s" with the February record and when it was regained',
    (q) => {
      // It quoted "Then the money came, markets soared…" and the circuit breakers of March.
      const a = composeAnswer(q, guest, retriever, []);
      expect(a.text).toContain('From the peak on 19 February to the low on 23 March 2020');
      expect(a.text).toContain('It regained its peak on 18 August');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['covid-inflation']);
    },
  );

  it('names no peak for an index whose crash the question leaves open', () => {
    // The Dow peaked before 1929 and before 1987: the question does not say which.
    const a = composeAnswer('how high did the Dow get?', guest, retriever, []);
    expect(peaksTold.some((p) => a.text.includes(p.told))).toBe(false);
  });
});

describe('one crash’s recovery', () => {
  it('tells each recovery in a sentence its lesson holds', () => {
    for (const r of recoveriesTold)
      expect(JSON.stringify(getLesson(r.lessonId)), r.lessonId).toContain(
        JSON.stringify(r.told).slice(1, -1),
      );
  });

  // After "what was Black Monday?", "how long did it take to recover?" quoted a pension fund's loss of
  // a third; "how long did it take to recover after 1929?" the bull-and-bear lesson's "25 years", naming no year.
  it.each([
    ['how long did it take to recover from 2008?', 'in about four and a half years', 'financial-crisis-2008'],
    ['How long did the market take to recover after 1929', 'until 1954', 'bank-runs-1929'],
    ['when did the market recover after covid?', '18 August 2020', 'covid-inflation'],
    ['how long did Japan take to recover from its bubble?', 'until February 2024', 'japan-bubble-1989'],
  ])('answers "%s" with when its lesson says the fall was undone', (q, when, lessonId) => {
    const a = composeAnswer(q, guest, retriever, []);
    expect(a.text).toContain(when);
    expect(a.citations[0]?.lessonId).toBe(lessonId);
  });

  it('tells the fall before the recovery, and asks a follow-up of the crisis asked about', () => {
    const a = composeAnswer('how long did it take to recover?', guest, retriever, ['what was Black Monday?']);
    expect(a.text).toMatch(
      /the Dow fell 508 points, 22\.6 percent.*regained its August 1987 peak by August 1989/s,
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['black-monday-1987']);
  });

  it('does not ask a learner who saw a fall undone in minutes whether they could wait that long', () => {
    const a = composeAnswer('how long did it take to recover from the flash crash?', guest, retriever, []);
    expect(a.text).toContain('within about 20 minutes');
    expect(a.text).not.toContain('wait that long');
  });
});
