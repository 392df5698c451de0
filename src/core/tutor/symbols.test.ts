import fc from 'fast-check';
import { expect, it } from 'vitest';
import { instrument } from '../market/universe';
import { symbolsNamed } from './symbols';

it('reads capitalised English words as words, not symbols', () => {
  expect(symbolsNamed('What is a stop-loss order and when would I use one?')).toEqual([]);
  expect(symbolsNamed('Is AI a bubble? What does ETF mean? IT IS ALL ON AM')).toEqual([]);
  expect(symbolsNamed('my order at 3 PM, NOW please, Plan C')).toEqual([]);
});

it('takes the symbols the simulated market lists, and cashtags', () => {
  expect(symbolsNamed('why did my AAPL order not fill?')).toEqual(['AAPL']);
  expect(symbolsNamed('Can I short GME here? and BRK.B?')).toEqual(['GME', 'BRK.B']);
  expect(symbolsNamed('why is my $XYZ order pending?')).toEqual(['XYZ']);
  expect(symbolsNamed('my $C order and my F shares, and shares of T')).toEqual(['C', 'F', 'T']);
});

it('never takes a word the market does not list unless it is a cashtag', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[A-Z]{1,5}$/), (word) => {
      // "… order" makes even a listed everyday word ("C") a ticker.
      expect(symbolsNamed(`why did my ${word} order not fill?`)).toEqual(instrument(word) ? [word] : []);
      expect(symbolsNamed(`why did my $${word} order not fill?`)).toEqual([word]);
    }),
  );
});
