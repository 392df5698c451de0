// Finds the first mention of each glossary term in a paragraph so the player can underline it and
// show the definition as a tooltip. A term's display text may carry a parenthetical
// ("Adjustable-rate mortgage (ARM)"); both the name and the abbreviation are searched, as whole words.

export type Segment = { text: string; termKey?: string };

export function termPatterns(text: string): string[] {
  const m = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(text);
  const names = m ? [m[1]!, m[2]!] : [text];
  return names.map((n) => n.trim()).filter((n) => n.length >= 2);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Split text into plain runs and term mentions; each term is marked at most once per call. */
export function splitByTerms(text: string, terms: readonly { key: string; text: string }[]): Segment[] {
  type Hit = { start: number; end: number; key: string };
  const hits: Hit[] = [];
  for (const term of terms) {
    let best: Hit | undefined;
    for (const name of termPatterns(term.text)) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu');
      const m = re.exec(text);
      if (m && (!best || m.index < best.start))
        best = { start: m.index, end: m.index + m[0].length, key: term.key };
    }
    if (best && !hits.some((h) => best!.start < h.end && h.start < best!.end)) hits.push(best);
  }
  hits.sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let at = 0;
  for (const h of hits) {
    if (h.start > at) out.push({ text: text.slice(at, h.start) });
    out.push({ text: text.slice(h.start, h.end), termKey: h.key });
    at = h.end;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
