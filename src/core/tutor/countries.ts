// "Which countries were hit by the euro crisis?" asks for a list: the sentences that name two
// countries or more answer it ("Bailouts for Greece (2010, 2012), Ireland (2010) and Portugal (2011)…"),
// though they may share no word with the question.

/** "Which countries…?", "what nations…?": asks which countries. */
export const ASKS_COUNTRIES = /^\s*(?:which|what) (?:countries|nations|economies)\b/i;

/** The countries the lessons name, each with its other names (Korea is South Korea). */
const COUNTRIES: readonly (readonly string[])[] = [
  ['Argentina'],
  ['Austria'],
  ['Belgium'],
  ['Brazil'],
  ['Britain', 'United Kingdom', 'UK'],
  ['Canada'],
  ['China'],
  ['Cyprus'],
  ['Denmark'],
  ['Finland'],
  ['France'],
  ['Germany', 'West Germany'],
  ['Greece'],
  ['Hong Kong'],
  ['India'],
  ['Indonesia'],
  ['Ireland'],
  ['Italy'],
  ['Japan'],
  ['Korea', 'South Korea'],
  ['Luxembourg'],
  ['Malaysia'],
  ['Mexico'],
  ['Netherlands'],
  ['Philippines'],
  ['Portugal'],
  ['Russia'],
  ['Spain'],
  ['Sweden'],
  ['Switzerland'],
  ['Thailand'],
  ['United States'],
];

const NAMES = COUNTRIES.map((names) => new RegExp(`\\b(?:${names.join('|')})\\b`));

/** How many countries a sentence names, each once however it names it. */
export function countriesNamed(sentence: string): number {
  return NAMES.filter((name) => name.test(sentence)).length;
}
