// The one string hash of the core: the leaderboard's anonymous handles, the leagues' shuffle and the
// market model's random streams all start from it.

/** FNV-1a, 32 bits: deterministic, spreads neighbouring texts apart. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
