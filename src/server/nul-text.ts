// PostgreSQL keeps no NUL character in text or jsonb: a request carrying one in its body, query or
// path is refused up front with a clear 400, where it used to fail in the database with a 500.
// Nor does it accept an unpaired UTF-16 surrogate (JSON's "\ud800" alone) in jsonb: the same 400, with
// its own message, for the same reason (text columns would silently store U+FFFD in its place).

export const NUL_REFUSED = 'Text cannot contain control characters.';
export const LONE_SURROGATE_REFUSED =
  'Text must be valid Unicode: it holds half of a character (an unpaired surrogate).';

/** An unpaired surrogate: with the u flag a well-formed pair is one code point and never matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The message refusing the first string (or key) of a parsed body, query or path that cannot be stored. */
export function unstorableText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return textProblem(value);
  // JSON bodies are at most 1 MiB and parsed already; the depth cap only bounds the walk.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const problem = unstorableText(v, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    const problem = textProblem(key) ?? unstorableText(v, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_REFUSED;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_REFUSED;
  return undefined;
}
