import { queryTerms } from './quote';

// "Is the stock market gambling?" asks whether a thing is something: a sentence that answers names
// what it is asked to be. One on the stock market alone ("The first lasting market in shares grew up
// in Amsterdam…") answers nothing asked, and the tutor should say it found nothing rather than quote it.

/** "Is X Y?", "are stocks gambling?": a yes-or-no question whose last word is what X is asked to be. */
const IS_IT = /^\s*(?:is|are|was|were) (?:the |a |an )?[\p{L}\s'-]+? (?:an? )?([\p{L}-]+)[\s?.!]*$/iu;

/** The word a yes-or-no question asks its subject to be ("gambling"); undefined for other questions. */
export function predicateAsked(message: string): string | undefined {
  const word = IS_IT.exec(message)?.[1];
  return word && queryTerms(word).length === 1 ? queryTerms(word)[0] : undefined;
}
