// For the tutor's tests: a line the tutor quotes must be a lesson's own words.

/** Every string a value holds, however deep: a lesson's titles, pages, quizzes and takeaways. */
export const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];
