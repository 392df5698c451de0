// The countries our lessons name, and the adjectives of their peoples. "Which countries were hit by the
// euro crisis?" asks for a list: the sentences that name two countries or more answer it ("Bailouts for
// Greece (2010, 2012), Ireland (2010) and Portugal (2011)…"), though they may share no word with the
// question. "Greek bonds" are Greece's, for a question that names the country.

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

const LOWER = new Set(COUNTRIES.flat().map((name) => name.toLowerCase()));

/** Whether a word asked ("greece", "korea") is a country's name. */
export function isCountry(word: string): boolean {
  return LOWER.has(word.toLowerCase());
}

/** How many countries a sentence names, each once however it names it. */
export function countriesNamed(sentence: string): number {
  return NAMES.filter((name) => name.test(sentence)).length;
}

/** The country a people's adjective names, as the lessons write it ("Greek bonds" are Greece's). */
const COUNTRY_OF: Readonly<Record<string, string>> = {
  argentine: 'Argentina',
  british: 'Britain',
  french: 'France',
  german: 'Germany',
  greek: 'Greece',
  indonesian: 'Indonesia',
  irish: 'Ireland',
  italian: 'Italy',
  japanese: 'Japan',
  korean: 'Korea',
  mexican: 'Mexico',
  portuguese: 'Portugal',
  russian: 'Russia',
  spanish: 'Spain',
  thai: 'Thailand',
};

/** "Greek" → "Greece"; the word itself when it names no people of the list. */
export function countryOfPeople(adjective: string): string {
  return COUNTRY_OF[adjective.toLowerCase()] ?? adjective;
}

const ADJECTIVES = Object.keys(COUNTRY_OF).join('|');

/** A people's adjective, as a word ("Greek", not "Greeks"). */
export const PEOPLE = new RegExp(`\\b(?:${ADJECTIVES})\\b`, 'gi');

/** "The Greek economy": a people's economy, which the lessons write of the country ("Greece’s economy"). */
export const PEOPLES_ECONOMY = new RegExp(`\\b(?:the )?(${ADJECTIVES}) economy\\b`, 'gi');
