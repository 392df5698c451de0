import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

// Questions a reader asked about the lessons from the Panic of 1873 to Weimar: each answer here was
// wrong, off the subject or empty before the change it pins.

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('a story sentence dated by the one before it is not quoted alone', () => {
  it('tells the fall of oil in 1986 without the quadrupling of 1973', () => {
    // It added "Within months the price of oil was about four times higher" (stagflation-1970s).
    const a = ask('What happened to oil prices in 1986?');
    expect(a.text).toContain(
      'In the first months of 1986 the price of oil fell from over $25 a barrel to near $10.',
    );
    expect(a.text).not.toContain('four times higher');
  });

  it('closes Signature Bank on the day SVB depositors were protected, not "two days later"', () => {
    // It added "Two days later Signature Bank in New York was closed", which read as 14 March.
    const a = ask('What happened to Signature Bank?');
    expect(a.text).toContain('which regulators closed that day');
    expect(a.text).not.toContain('Two days later');
  });

  it('does not quote "In the same days…" with no days named', () => {
    // It quoted "In the same days, buyers at Haarlem stopped turning up and the market broke."
    expect(ask('When did the tulip market crash?').text).not.toContain('In the same days');
  });

  it('does not quote "The 7% drop has triggered the first…" as the first trigger ever', () => {
    // It quoted the 2020 story's "The 7% drop has triggered the first market-wide circuit breaker…".
    expect(ask('When were circuit breakers first triggered?').text).not.toContain('The 7% drop');
  });

  it('defines a death cross without the story’s "Today…"', () => {
    // It quoted "Today the 50-day average is dropping below the 200-day average: a death cross."
    expect(ask('What is a death cross?').text).not.toMatch(/\bToday\b/);
  });

  it('defines a golden cross without the fragment "So can a golden cross after the rebound"', () => {
    // It opened with "So can a golden cross after the rebound."
    const a = ask('What is a golden cross?');
    expect(a.text).not.toContain('So can');
    expect(a.text).toContain(
      'When the 50-day line rises above the 200-day line, traders call it a golden cross.',
    );
  });
});

describe('short names read as the lessons write them', () => {
  it('reads "the Dow" before a verb of falling as the index, not Charles Dow', () => {
    // It said "None of our lessons tells what Charles Dow did in 1907".
    const a = ask('How much did the Dow fall in 1907?');
    expect(a.text).toContain(
      'The Dow Jones Industrial Average, about 103 in January 1906, has fallen to about 53',
    );
    expect(a.citations[0]?.lessonId).toBe('panic-of-1907');
  });

  it('reads "CEO" as chief executive and "SVB" as Silicon Valley Bank', () => {
    // It found nothing ("Who was the chief executive of Silicon Valley Bank?" answered).
    expect(ask('Who was the CEO of SVB?').text).toContain(
      '**Greg Becker**: Chief executive of Silicon Valley Bank.',
    );
  });
});

describe('asked what a study found, the sentence after the study tells it', () => {
  it('gives what the Fed’s review of SVB found, not the app’s review cards', () => {
    // It answered with the Learning Path's review cards (topic: app).
    const a = ask('What did the Fed’s review of SVB find?');
    expect(a.topic).toBe('content');
    expect(a.text).toContain(
      'It found that SVB’s managers failed to manage the bank’s interest rate and liquidity risks.',
    );
  });

  it('gives what Thomas Sargent found in the four inflations', () => {
    // It quoted only "Economist Thomas Sargent studied four big inflations of the 1920s…".
    expect(ask('What did Thomas Sargent find about hyperinflations?').text).toContain(
      'In each, prices stopped rising quickly once the government changed its budget rules',
    );
  });

  it('gives what Brock, Lakonishok and LeBaron found', () => {
    // It stopped at "…tested 26 simple rules on the Dow from 1897 to 1986."
    expect(ask('What did Brock, Lakonishok and LeBaron find?').text).toContain(
      'Moving-average and breakout rules did predict returns.',
    );
  });
});

describe('"how does X compare with Y?" sets two crises side by side', () => {
  it.each([
    // Both quoted the Latin American debt lesson's "In the mid-1970s that looked cheap…".
    [
      'How does 1970s inflation compare with the inflation after covid?',
      'stagflation-1970s',
      'covid-inflation',
    ],
    ['How does Weimar compare to the 1970s inflation?', 'weimar-hyperinflation-1923', 'stagflation-1970s'],
    // It quoted only "The FDIC Improvement Act set capital tripwires…".
    [
      'How does the S&L crisis compare to the 2008 bank bailouts?',
      'savings-and-loan-crisis',
      'financial-crisis-2008',
    ],
  ])('%s', (q, a, b) => {
    const answer = ask(q);
    expect(answer.text).toMatch(/^Side by side, as our lessons tell them:/);
    expect(answer.citations.map((c) => c.lessonId)).toEqual([a, b]);
  });
});

describe('a term no entry defines, which a lesson writes as asked', () => {
  it.each([
    // It found nothing on "location" (the "co-" was dropped).
    [
      'What is co-location?',
      'Trading firms pay exchanges to put their computers in the same building as the matching engine',
    ],
    // It found nothing.
    ['What does T+1 mean?', 'one business day later (T+1, the US rule since 28 May 2024)'],
    // It found nothing and offered Stock Market Basics.
    [
      'What was loans-for-shares?',
      'The government borrowed from large private banks against shares in state companies',
    ],
    // It found no definition.
    [
      'What does held to maturity mean?',
      'Most of SVB’s bonds were labeled “held to maturity,” so the accounts did not show',
    ],
    // It found no definition; "This is called book-building" comes after the sentence it names.
    [
      'What is book-building?',
      'pitch to big fund managers, who say how many shares they would buy and at what price. This is called book-building.',
    ],
    // Both found nothing, though a page of Wall Street Explained is titled "The Panic of 1792".
    ['What was the panic of 1792?', 'In March 1792 prices turned and he could not repay.'],
    ['What happened in the panic of 1792?', 'William Duer, a well-connected financier'],
  ])('%s', (q, said) => {
    expect(ask(q).text).toContain(said);
  });
});

describe('names learners give a crisis', () => {
  it('reads "the German inflation" as Weimar’s, and gives who gained and who lost', () => {
    // It quoted "Expectations are the battlefield on which inflation is won or lost" and COVID's index.
    const a = ask('Who won and who lost from the German inflation?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['weimar-hyperinflation-1923']);
    expect(a.text).toMatch(/says about who came out ahead/);
    expect(a.text).not.toContain('23 trading days');
  });

  it('tells how far the ruble fell per dollar', () => {
    // It found nothing and offered Argentina's lesson.
    expect(ask('How much did the ruble lose against the dollar?').text).toContain(
      'the ruble fell from about 6.3 to around 20 per dollar',
    );
  });
});

it('finds who "invented" what a lesson says was introduced', () => {
  // It found nothing ("Who was J. Welles Wilder?" answered).
  expect(ask('Who invented the RSI?').text).toContain(
    'The RSI was introduced by J. Welles Wilder Jr. in 1978.',
  );
});

describe('names told in passing', () => {
  it('finds two names a sentence writes together', () => {
    // It said the lessons mention "christie" or "schultz" only once or twice, and quoted nothing.
    expect(ask('What did Christie and Schultz find?').text).toContain(
      'In 1994 economists William Christie and Paul Schultz showed that Nasdaq dealers rarely quoted prices in odd eighths',
    );
  });

  it('finds a name asked with hyphens that the lessons write with dashes', () => {
    // It said the lessons mention "gramm" or "leach" or "bliley" only once or twice.
    expect(ask('What did Gramm-Leach-Bliley do?').text).toMatch(
      /^Our lessons name the Gramm–Leach–Bliley Act only in passing:\n\nIn 1999 the Gramm–Leach–Bliley Act repealed/,
    );
  });
});

describe('words the lessons write otherwise', () => {
  it('reads what banks "charge for" an IPO as their fee', () => {
    // It quoted SVB's rescue "charged to the banking industry".
    expect(ask('How much do banks charge for an IPO?').text).toContain(
      'For mid-sized American IPOs the bank’s fee has very often been exactly 7 percent of the money raised.',
    );
  });

  it('reads "Dow theory" as the lessons’ “Dow’s theory”, with the sentence it names', () => {
    // It found no definition and offered Bull and Bear Markets.
    expect(ask('What is Dow theory?').text).toContain(
      'Charles Dow compared the market to the sea: a slow tide, with waves and ripples on top. After Dow died',
    );
  });
});

describe('a law asked by name that a glossary entry tells', () => {
  it('gives the Specie Resumption Act’s date from the resumption entry', () => {
    // It found nothing: the entry told what resumption is, not when the United States resumed.
    expect(ask('what was the specie resumption act?').text).toMatch(
      /Specie Resumption Act of January 1875 set the day, 1 January 1879/,
    );
  });
});

describe('a term the lessons name in a character note or with the lesson’s own word', () => {
  it('defines the 3-6-3 rule, which only Ray’s note named (it quoted the technical-analysis rule)', () => {
    for (const q of ['What is the 3-6-3 rule?', 'what was the 3-6-3 rule']) {
      const a = ask(q);
      expect(a.text).toContain('pay depositors 3%, lend at 6%, and be on the golf course by 3 p.m.');
      expect(a.citations[0]?.lessonId).toBe('savings-and-loan-crisis');
    }
    expect(ask('what does 3-6-3 mean?').text).toContain('Our glossary has no entry for “3-6-3” on its own');
  });

  it('defines reparations asked as "German reparations" (it found no definition)', () => {
    const a = ask('What were the German reparations?');
    expect(a.text).toContain('**Reparations**: Payments a country that lost a war');
    expect(a.citations[0]?.lessonId).toBe('weimar-hyperinflation-1923');
  });

  it('tells the covid inflation as the lesson, not the entry for inflation', () => {
    expect(ask('what was the covid inflation?').text).toContain('US consumer prices rose 9.1 percent');
  });
});
