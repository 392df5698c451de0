// A concept counts as learned once the reader has seen a page that defines its glossary term
// (the spec leaves open what sets `learned`; this ties it to what the reader actually read).
// Concept ids and glossary keys are both kebab-case; a plural concept id matches a singular key.

type ConceptPage = { id: string; definitions?: readonly string[] | undefined };

function matches(conceptId: string, key: string): boolean {
  return key === conceptId || `${key}s` === conceptId || key === `${conceptId}s`;
}

export function learnedConcepts(
  concepts: readonly { id: string }[],
  pages: readonly ConceptPage[],
  visitedPageIds: Iterable<string>,
): string[] {
  const visited = new Set(visitedPageIds);
  const seenKeys = pages.filter((p) => visited.has(p.id)).flatMap((p) => p.definitions ?? []);
  return concepts.filter((c) => seenKeys.some((k) => matches(c.id, k))).map((c) => c.id);
}
