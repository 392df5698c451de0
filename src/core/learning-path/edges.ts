// The links a path map draws: each step to the prerequisites it builds on directly. A prerequisite
// the chain already reaches through another ("Tulip Mania" needs Stock Market Basics, which "South
// Sea" needs through Tulip Mania too) adds a line that says nothing new; drawn, twenty of them
// tangled on the map's rail, crossing the step numbers.

type Linked = { readonly id: string; readonly prerequisites: readonly string[] };

/** Each step's prerequisites less those reachable through another of them (the transitive reduction). */
export function directLinks(steps: readonly Linked[]): { from: string; to: string }[] {
  const needs = new Map(steps.map((s) => [s.id, s.prerequisites]));
  const reach = new Map<string, Set<string>>();
  /** Every step a step builds on, however far back. */
  const before = (id: string, seen = new Set<string>()): Set<string> => {
    const known = reach.get(id);
    if (known) return known;
    const all = new Set<string>();
    seen.add(id);
    for (const p of needs.get(id) ?? []) {
      if (seen.has(p)) continue; // a cycle in bad data: read no further
      all.add(p);
      for (const q of before(p, seen)) all.add(q);
    }
    seen.delete(id);
    reach.set(id, all);
    return all;
  };
  return steps.flatMap((s) =>
    s.prerequisites
      .filter((p) => !s.prerequisites.some((q) => q !== p && before(q).has(p)))
      .map((p) => ({ from: p, to: s.id })),
  );
}
