import { describe, expect, it } from 'vitest';
import { glossary as basicsGlossary } from '../../content/lessons/stock-market-basics';
import { composeAnswer, type LearnerFacts } from './compose';
import { LOST_REPLY } from './manners';
import { createRetriever } from './retrieval';
import { asksSimpler } from './simpler';

// "Simpler please" after the meaning of a term: before, "can you say that more simply?" and "explain
// it like I'm five" found nothing, "simpler please" found nothing on "simpler", "what does that mean?"
// found no definition, "I don't understand" gave the advice to ask one word at a time, and "explain
// like I'm 12" gave the same paragraph again.

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, guest, retriever, earlier);

const PLAINER = [
  'can you say that more simply?',
  'simpler please',
  "explain it like I'm five",
  "explain like I'm 12",
  'eli5',
  'in simple terms?',
  'what does that mean?',
  "I don't understand",
  "I'm confused",
  "that's too complicated",
  'could you put it in simpler words?',
];

describe('a term said more simply', () => {
  it.each(PLAINER)('"%s" after "what is a short squeeze?" gives its first sentence and GameStop', (q) => {
    const a = ask(q, ['what is a short squeeze?']);
    const [said, story] = a.text.split('\n\n');
    expect(said).toBe(
      'Put simply, **Short squeeze**: A rapid price rise that forces short sellers to buy back shares to limit their losses or meet margin calls; their buying pushes the price even higher and squeezes the remaining shorts.',
    );
    expect(story).toMatch(
      /^A real case shows it best\. An example from our lessons is \*\*The GameStop Short Squeeze\*\* \(2021\)\. /,
    );
    expect(a.text).toMatch(/If a word here is still new to you, ask me what it means, one word at a time\.$/);
    expect(a.citations[0]?.lessonId).toBe('gamestop-squeeze-2021');
  });

  it('gives only the first sentence of a longer entry, then the story', () => {
    const a = ask('simpler please', ['what is inflation?']);
    expect(a.text).toMatch(
      /^Put simply, \*\*Inflation\*\*: A general rise in prices across the economy, which means each dollar buys less\.\n\nA real case shows it best\./,
    );
    // The entry's second sentence (9% inflation) is left for the first answer.
    expect(a.text.split('\n\n')[0]).not.toContain('$109');
  });

  it('gives the figures an entry works through when no story is filed under it', () => {
    const a = ask('simpler', ['what is compound interest?']);
    expect(a.text).toMatch(
      /^Put simply, \*\*Compounding \(compound interest\)\*\*: Earning returns on your earlier returns\.\n\nIn numbers: At 7 percent a year, money doubles in about ten years/,
    );
    expect(basicsGlossary.compounding?.definition).toMatch(
      /^Earning returns on your earlier returns\. At 7 percent/,
    );
  });

  it('gives an entry with neither a story nor figures whole: its later sentences are its plainest', () => {
    const a = ask("explain like I'm 12", ['what is a stock?']);
    expect(a.text).toContain(
      'Put simply, **Share (stock)**: A unit of ownership in a company. Owning one share out of a million means owning a millionth of the business',
    );
    expect(a.text).toContain('Read more in [Stock Market Basics](/lessons/stock-market-basics).');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-market-basics']);
  });

  it('leads "give me an example" after "simpler please" back to the term', () => {
    const a = ask('give me an example', ['what is a short squeeze?', 'simpler please']);
    expect(a.text).toMatch(/^An example from our lessons is \*\*The GameStop Short Squeeze\*\*/);
  });

  it('asked after no term, "simpler please" and "what does that mean?" say how to ask, where they found nothing', () => {
    for (const q of ['simpler please', 'what does that mean?', "that's too complicated"]) {
      expect(ask(q, ['why did LTCM fail?']).text).toBe(LOST_REPLY);
      expect(ask(q).text).toBe(LOST_REPLY);
    }
    // "I don't understand" alone, as before.
    expect(ask("I don't understand").text).toBe(LOST_REPLY);
  });

  it('reads no question with words of its own as a request to say it simply', () => {
    for (const q of PLAINER) expect(asksSimpler(q), q).toBe(true);
    for (const q of [
      'what does that mean for me?',
      'what does leverage mean?',
      'explain short selling in simple terms',
      'why is it simpler to buy an index fund?',
      'what is a simple interest rate?',
    ])
      expect(asksSimpler(q), q).toBe(false);
    // The term asked in simple words is answered as asked (followup.ts), not said "simply" of the one before.
    expect(ask('explain short selling in simple terms', ['what is inflation?']).text).toContain(
      '**Short selling**: ',
    );
  });
});
