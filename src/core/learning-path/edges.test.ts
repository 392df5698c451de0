import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directLinks } from './edges';

const step = (id: string, ...prerequisites: string[]) => ({ id, prerequisites });

describe('the links a path map draws', () => {
  it('leaves out a prerequisite the chain already reaches through another', () => {
    const steps = [step('a'), step('b', 'a'), step('c', 'a', 'b'), step('d', 'a', 'c')];
    expect(directLinks(steps)).toEqual([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'd' },
    ]);
  });

  it('keeps two prerequisites neither of which reaches the other', () => {
    expect(directLinks([step('a'), step('b'), step('c', 'a', 'b')])).toEqual([
      { from: 'a', to: 'c' },
      { from: 'b', to: 'c' },
    ]);
  });

  it('reads a cycle in bad data without looping', () => {
    expect(directLinks([step('a', 'b'), step('b', 'a')])).toEqual([
      { from: 'b', to: 'a' },
      { from: 'a', to: 'b' },
    ]);
  });

  it('keeps every step reachable as before, with no link it did not have', () => {
    // Random paths in order: each step needs some of those before it.
    const paths = fc
      .array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 12 })
      .map((picks) =>
        picks.map((p, i) => step(`s${i}`, ...[...new Set(i === 0 ? [] : p.map((n) => `s${n % i}`))])),
      );
    const closure = (links: { from: string; to: string }[], id: string): Set<string> => {
      const out = new Set<string>();
      const walk = (x: string) => {
        for (const l of links)
          if (l.to === x && !out.has(l.from)) {
            out.add(l.from);
            walk(l.from);
          }
      };
      walk(id);
      return out;
    };
    fc.assert(
      fc.property(paths, (steps) => {
        const all = steps.flatMap((s) => s.prerequisites.map((p) => ({ from: p, to: s.id })));
        const direct = directLinks(steps);
        for (const l of direct) expect(all).toContainEqual(l);
        for (const s of steps) expect(closure(direct, s.id)).toEqual(closure(all, s.id));
      }),
    );
  });
});
