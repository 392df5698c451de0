import { describe, expect, it } from 'vitest';
import { glossary } from '../../content/glossary';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

// Words learners use that no lesson defined (bitcoin itself, forum slang) have glossary entries filed
// under the lesson that tells their story: asked in any usual way, the answer opens with that entry.
const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('bitcoin and forum slang', () => {
  it.each([
    [
      'bitcoin',
      'Bitcoin',
      'bitcoin',
      ['what is bitcoin', "what's bitcoin?", 'define bitcoin', 'bitcoin?', 'explain bitcoin'],
    ],
    ['hodl', 'HODL', 'bitcoin', ['what does hodl mean', 'hodl', 'what is HODL?', 'meaning of hodl']],
    [
      'diamond-hands',
      'Diamond hands',
      'gamestop-squeeze-2021',
      ['what does diamond hands mean', 'diamond hands?', 'what are diamond hands'],
    ],
    [
      'to-the-moon',
      'To the moon',
      'gamestop-squeeze-2021',
      ['what does "to the moon" mean', 'to the moon', 'to the moon?'],
    ],
    ['stonks', 'Stonks', 'gamestop-squeeze-2021', ['whats stonks', 'stonks', 'what are stonks?']],
  ])('answers %s with its entry, citing the lesson it is filed under', (key, term, lessonId, wordings) => {
    const entry = glossary[key]!;
    expect(entry.text).toBe(term);
    for (const q of wordings) {
      const a = ask(q);
      expect(a.text, q).toContain(`**${term}**: ${entry.definition}`);
      expect(a.citations[0]?.lessonId, q).toBe(lessonId);
      expect(a.text, q).not.toMatch(/found nothing|could not find|Third, and often strongest/);
    }
  });

  it('keeps every new entry neutral: no advice to buy, hold or sell', () => {
    for (const key of ['bitcoin', 'hodl', 'diamond-hands', 'to-the-moon', 'stonks'])
      expect(glossary[key]!.definition).not.toMatch(
        /\byou should\b|\bbuy now\b|\bgood investment\b|\bwill (rise|go up)\b/i,
      );
  });
});
