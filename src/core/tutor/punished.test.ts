import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { asksWhoWasPunished } from './punished';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, { signedIn: false }, retriever, earlier);

describe('who was punished for a crisis', () => {
  it.each([
    'who went to jail for Enron?',
    'who went to prison?',
    'was anyone punished for the 2008 crisis?',
    'did anyone go to jail for FTX?',
    'who was convicted in the South Sea bubble?',
    'were the bankers prosecuted?',
  ])('"%s" asks it', (q) => {
    expect(asksWhoWasPunished(q)).toBe(true);
  });

  it.each(['who made money in 2008?', 'who was the Fed chairman in 2008?', 'why did Enron collapse?'])(
    '"%s" asks something else',
    (q) => {
      expect(asksWhoWasPunished(q)).toBe(false);
    },
  );

  it('answers Enron with who was sentenced, not the law’s "up to 10 years in prison"', () => {
    // It found no "jail" in our lessons, and "prison" quoted Sarbanes–Oxley's penalty.
    const a = ask('who went to jail for Enron?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['enron-scandal']);
    expect(a.text).toContain('Jeffrey Skilling was sentenced to 24 years in 2006');
    expect(a.text).not.toMatch(/up to 10 years in prison/);
    // Not the cast's notes, which have no subject ("Built Enron from a pipeline merger…").
    expect(a.text).not.toMatch(/\bBuilt Enron\b/);
  });

  it('tells 2008’s one prison sentence as a fraud the crisis exposed, then that no bank chief was convicted', () => {
    const a = ask('was anyone punished for the 2008 crisis?');
    expect(a.text).toContain(
      'Bernard Madoff, whose fraud the crisis exposed but did not cause, was arrested on 11 December 2008',
    );
    expect(a.text).toContain('almost no senior executives of large US banks were criminally convicted');
  });

  it('asks it of the crisis named before, and tells a sentence that leans on one it keeps', () => {
    const a = ask('who went to jail?', ['what caused the flash crash?']);
    expect(a.citations[0]?.lessonId).toBe('flash-crash-2010');
    expect(a.text).toContain('Navinder Singh Sarao');
    expect(a.text).toContain('He pleaded guilty in 2016');
  });

  it('tells the same conviction once, from a decision’s outcome the pages do not hold', () => {
    const a = ask('who went to prison for the S&L crisis?');
    expect(a.text).toContain('more than a thousand felony convictions');
    expect(a.text.match(/felony convictions/g)).toHaveLength(1);
  });

  it('says a lesson tells of no one, rather than quote what says "prison"', () => {
    const a = ask('who went to jail for LTCM?');
    expect(a.citations[0]?.lessonId).toBe('ltcm-1998');
    expect(a.text).toContain('Our lesson tells of no one convicted or jailed for it.');
  });

  it('tells of the part of a story the question names: FTX, not Silk Road', () => {
    // "FTX" names the bitcoin lesson, whose pages also tell of Silk Road's founder, sentenced for life.
    const a = ask('who went to jail for FTX?');
    expect(a.citations[0]?.lessonId).toBe('bitcoin');
    expect(a.text).toContain('Sam Bankman-Fried');
    expect(a.text).not.toContain('Ulbricht');
    // The lesson named by its title tells of both.
    expect(ask('who went to jail for bitcoin?').text).toMatch(/Ulbricht[\s\S]*Bankman-Fried/);
  });
});
