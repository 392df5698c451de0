/** "1 day", "2 days", "1 quiz" / "3 quizzes": a count with its noun in the right number. */
export function countText(
  n: number,
  one: string,
  many = `${one}s`,
  format: (n: number) => string = String,
): string {
  return `${format(n)} ${n === 1 ? one : many}`;
}
