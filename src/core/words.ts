// Small word helpers for text a learner reads, shared by the server, the engine and the browser.

/** "limit" → "Limit": the first letter upper case, the rest as it was. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "funds" → "fund": a word without a final "s", a rough singular for matching words, not for display. */
export const singular = (word: string): string => word.replace(/s$/, '');

/** "1 day", "2 days", "1 quiz" / "3 quizzes": a count with its noun in the right number. */
export function countText(
  n: number,
  one: string,
  many = `${one}s`,
  format: (n: number) => string = String,
): string {
  return `${format(n)} ${n === 1 ? one : many}`;
}

/** 2 → "two": a small count as a sentence writes it; from ten on, in figures. */
export function numberWord(n: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][n] ?? String(n);
}

/** "market, limit and stop", "A and B", "A": a list in words, the last two joined by "and". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Text a learner typed, echoed back in a message: at most `max` characters (code points, so an emoji
 * is never cut in half), the rest replaced by "…", so a pasted page cannot fill the screen.
 */
export function clipped(text: string, max = 40): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
