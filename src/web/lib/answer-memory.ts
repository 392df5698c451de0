// Guest mode's stand-in for the server's Idempotency-Key: a double click or a retry replays the
// first answer instead of trading twice, and the key reused for another order is refused.

/** The last `size` answers by key, each with the fingerprint of the request it answered. */
export function answerMemory<T>(size: number) {
  const answers = new Map<string, { fingerprint: string; answer: T }>();
  return {
    /** The answer already given for `key`, if any; throws `refuse()` when the key came with another request. */
    replay(key: string | undefined, fingerprint: string, refuse: () => Error): T | undefined {
      if (!key) return undefined;
      const seen = answers.get(key);
      if (seen && seen.fingerprint !== fingerprint) throw refuse();
      return seen?.answer;
    },
    /** Keeps `answer` for `key`, forgetting the oldest when `size` are kept. */
    keep(key: string | undefined, fingerprint: string, answer: T): void {
      if (!key) return;
      if (answers.size >= size) answers.delete(answers.keys().next().value as string);
      answers.set(key, { fingerprint, answer });
    },
  };
}
