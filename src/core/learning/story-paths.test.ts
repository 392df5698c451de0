import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import type { Lesson } from '../../content/schema';
import { type NavPage, nextPageId } from './navigation';
import {
  applyEffects,
  choicesShown,
  effectKeys,
  expressionKeys,
  lessonPlaceholders,
  matches,
  parseExpression,
  pathProblems,
  renderPage,
  stateAt,
  storyPaths,
  UNSET,
} from './story-state';

// The content rules for story state (issue 19 point 2). They live beside the engine because
// src/content may not import src/core. Every path of every story is walked: a page may only read
// a variable its path has set, and a converted story's ending must depend on the reader's choices.

const hasDecisions = (l: Lesson) => l.pages.some((p) => p.type === 'decision-point');
const nav = (l: Lesson) => l.pages as unknown as NavPage[];

/** Everything a reader of this path reads, page by page, as rendered. */
function renderedPath(l: Lesson, path: ReturnType<typeof storyPaths>[number]) {
  return path.trail.map((id, index) => {
    const page = l.pages.find((p) => p.id === id)!;
    return renderPage(page, stateAt(l, path, index), l.storyState);
  });
}

describe.each(lessons.map((l) => [l.id, l] as const))('story state of %s', (_, l) => {
  const paths = storyPaths(nav(l));
  const declared = new Set((l.storyState ?? []).map((v) => v.key));

  it('declares each variable once and writes only placeholders that parse and name them', () => {
    expect(declared.size).toBe((l.storyState ?? []).length);
    const bad = lessonPlaceholders(l).flatMap(({ pageId, source }) => {
      const e = parseExpression(source);
      if (!e) return [`${pageId}: "{${source}}" does not parse`];
      return expressionKeys(e)
        .filter((k) => !declared.has(k))
        .map((k) => `${pageId}: "{${source}}" names unknown "${k}"`);
    });
    expect(bad).toEqual([]);
  });

  it('changes and tests only declared variables', () => {
    // Every choice a page offers, its own and those its variants retell.
    const allChoices = (p: Lesson['pages'][number]) =>
      p.type === 'decision-point'
        ? [...p.decision.choices, ...(p.variants ?? []).flatMap((v) => v.choices ?? [])]
        : [];
    const named = l.pages.flatMap((p) => [
      ...effectKeys(p.effects),
      ...(p.variants ?? []).flatMap((v) => Object.keys(v.when)),
      ...allChoices(p).flatMap((c) => effectKeys(c.effects)),
    ]);
    expect(named.filter((k) => !declared.has(k))).toEqual([]);
    const computed = l.pages.flatMap((p) => [
      ...Object.values(p.effects?.compute ?? {}),
      ...allChoices(p).flatMap((c) => Object.values(c.effects?.compute ?? {})),
    ]);
    expect(computed.filter((source) => !parseExpression(source))).toEqual([]);
  });

  it('reads on every path only variables that path has set, and every figure is finite', () => {
    const problems = paths.flatMap((p) =>
      pathProblems(l, p).map((x) => `${x.path.join(' > ')} @ ${x.pageId}: ${x.problem}`),
    );
    expect(problems).toEqual([]);
    for (const p of paths) {
      const end = stateAt(l, p);
      for (const [key, value] of Object.entries(end))
        if (typeof value === 'number')
          expect(Number.isFinite(value), `${key} on ${p.trail.join('>')}`).toBe(true);
      const text = JSON.stringify(renderedPath(l, p));
      expect(text).not.toMatch(/NaN|Infinity/);
      expect(text).not.toContain(UNSET);
    }
  });

  it('retells only choices its decision pages offer, and none a chart labels', () => {
    const charted = new Set(
      l.pages.flatMap((p) => ('chart' in p && p.chart ? p.chart.decisions.map((d) => d.pageId) : [])),
    );
    const bad = l.pages.flatMap((p) =>
      (p.variants ?? []).flatMap((v) => [
        ...(v.context && p.type !== 'decision-point'
          ? [`${p.id}: a decision context on a page with no decision`]
          : []),
        ...(v.choices ?? []).flatMap((c) => {
          if (p.type !== 'decision-point') return [`${p.id}: choices retold on a page with no decision`];
          if (!p.decision.choices.some((own) => own.id === c.id)) return [`${p.id}: no choice "${c.id}"`];
          // A chart marks each decision with the chosen title as the page has it (StoryChart).
          if (charted.has(p.id) && c.title) return [`${p.id}: "${c.id}" retitled on a charted decision`];
          return [];
        }),
      ]),
    );
    expect(bad).toEqual([]);
  });

  if (!hasDecisions(l)) return;

  it('retells, for the reader it leaves untouched, a decision that changes figures on other paths', () => {
    // Some decisions are the reader's judgement and change only the words of the ending. One whose
    // choices move the figures on some paths but leave them all alike on another (sell half of no
    // coins, say) must be retold there: a variant gives that reader choices written for them.
    // What counts is a number, or a value some variant tests, and the page each choice leads to.
    const tested = new Set(l.pages.flatMap((p) => (p.variants ?? []).flatMap((v) => Object.keys(v.when))));
    const figures = (state: Record<string, unknown>) =>
      JSON.stringify(Object.entries(state).filter(([k, v]) => typeof v === 'number' || tested.has(k)));
    const moot = new Map<string, string[]>();
    const meaningful = new Set<string>();
    for (const path of paths)
      path.trail.forEach((id, index) => {
        const page = l.pages.find((p) => p.id === id)!;
        if (page.type !== 'decision-point') return;
        const state = stateAt(l, path, index);
        const after = new Set(
          choicesShown(page, state).map(
            (c) => `${figures(applyEffects(state, c.effects))} ${nextPageId(nav(l), id, c.id)}`,
          ),
        );
        const retold = page.variants?.find((v) => matches(state, v.when))?.choices?.length ?? 0;
        if (after.size > 1) meaningful.add(id);
        else if (retold < page.decision.choices.length)
          moot.set(id, [...(moot.get(id) ?? []), path.trail.slice(0, index).join('>')]);
      });
    const bad = [...moot]
      .filter(([id]) => meaningful.has(id))
      .map(([id, after]) => `${id} after ${after[0]}`);
    expect(bad).toEqual([]);
  });

  it('carries its choices forward to an ending', () => {
    const summary = l.pages.find((p) => p.type === 'summary');
    expect(l.storyState?.length ?? 0).toBeGreaterThan(0);
    if (summary?.type !== 'summary') throw new Error('no summary');
    expect(summary.ending, 'the summary has an ending table').toBeDefined();
    const withoutEffects = l.pages.flatMap((p) =>
      p.type === 'decision-point'
        ? p.decision.choices.filter((c) => !c.effects).map((c) => `${p.id}/${c.id}`)
        : [],
    );
    expect(withoutEffects, 'every choice changes the state').toEqual([]);
    expect(
      summary.ending!.rows.some((r) => r.yours.includes('{')),
      'the ending shows at least one of the reader’s own figures',
    ).toBe(true);
    // Different choices must give different endings: the reader's own figures.
    const endings = new Set(
      paths.map((p) => {
        const shown = renderPage(summary, stateAt(l, p, p.trail.length - 1), l.storyState);
        return shown.type === 'summary' ? JSON.stringify(shown.ending?.rows.map((r) => r.yours)) : '';
      }),
    );
    expect(endings.size).toBeGreaterThan(1);
  });
});
