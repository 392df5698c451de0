// PostgreSQL keeps no NUL character in text or jsonb: a request carrying one in its body, query or
// path is refused up front with a clear 400, where it used to fail in the database with a 500.

export const NUL_REFUSED = 'Text cannot contain control characters.';

/** Whether any string of a parsed body, query or path (or a key of one) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON bodies are at most 1 MiB and parsed already; the depth cap only bounds the walk.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}
