import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByTerms, termPatterns } from './highlight';

describe('glossary highlighting', () => {
  it('reads the name and the abbreviation of a term', () => {
    expect(termPatterns('Adjustable-rate mortgage (ARM)')).toEqual(['Adjustable-rate mortgage', 'ARM']);
    expect(termPatterns('Leverage')).toEqual(['Leverage']);
  });

  it('marks the first whole-word mention of each term, ignoring case', () => {
    const segments = splitByTerms('Banks used leverage. More leverage, more risk; an ARM reset.', [
      { key: 'leverage', text: 'Leverage' },
      { key: 'arm', text: 'Adjustable-rate mortgage (ARM)' },
    ]);
    expect(segments.filter((s) => s.termKey)).toEqual([
      { text: 'leverage', termKey: 'leverage' },
      { text: 'ARM', termKey: 'arm' },
    ]);
  });

  it('does not mark a term inside a longer word', () => {
    expect(splitByTerms('The deleveraging began.', [{ key: 'l', text: 'leverage' }])).toEqual([
      { text: 'The deleveraging began.' },
    ]);
  });

  it('always gives back the original text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 4 }),
        (text, names) => {
          const segments = splitByTerms(
            text,
            names.map((n, i) => ({ key: `k${i}`, text: n })),
          );
          expect(segments.map((s) => s.text).join('')).toBe(text);
        },
      ),
    );
  });
});
