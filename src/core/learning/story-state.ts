import type { Lesson, LessonPage, StateCondition, StoryEffects, StoryVariable } from '../../content/schema';
import { type NavPage, nextPageId, type ReaderState } from './navigation';

// A story's small state (issue 19 point 2): variables a lesson declares, changed by its choices and
// pages, read by its text through `{placeholder}` expressions. The syntax is documented beside the
// schema (src/content/schema.ts, "Story state") and in docs/decisions/0012-story-state.md.

export type StateValue = number | string;
/** Values of the variables set so far; an unset variable has no key. */
export type StoryState = Readonly<Record<string, StateValue>>;
export type Variables = readonly StoryVariable[];

export function initialState(vars: Variables | undefined): StoryState {
  const state: Record<string, StateValue> = {};
  for (const v of vars ?? []) if (v.initial !== undefined) state[v.key] = v.initial;
  return state;
}

/**
 * `compute` (expressions read the state before this effect), then `set`, then `add`, then `mul`.
 * Adding to or multiplying an unset or text value leaves it as it was.
 */
export function applyEffects(state: StoryState, effects: StoryEffects | undefined): StoryState {
  if (!effects) return state;
  const next: Record<string, StateValue> = { ...state };
  for (const [key, source] of Object.entries(effects.compute ?? {})) {
    const e = parseExpression(source);
    const value = e && evaluate(e, state);
    if (value !== undefined) next[key] = value;
  }
  Object.assign(next, effects.set);
  for (const [key, amount] of Object.entries(effects.add ?? {})) {
    const value = next[key];
    if (typeof value === 'number') next[key] = value + amount;
  }
  for (const [key, factor] of Object.entries(effects.mul ?? {})) {
    const value = next[key];
    if (typeof value === 'number') next[key] = value * factor;
  }
  return next;
}

/** Keys an effect needs already set: those it adds to or multiplies, and those its computations read. */
export function effectReads(effects: StoryEffects | undefined): string[] {
  const computed = Object.values(effects?.compute ?? {}).flatMap((source) => {
    const e = parseExpression(source);
    return e ? expressionKeys(e) : [];
  });
  return [...Object.keys(effects?.add ?? {}), ...Object.keys(effects?.mul ?? {}), ...computed];
}

export function effectKeys(effects: StoryEffects | undefined): string[] {
  return [
    ...Object.keys(effects?.compute ?? {}),
    ...Object.keys(effects?.set ?? {}),
    ...effectReads(effects),
  ];
}

export function matches(state: StoryState, when: StateCondition): boolean {
  return Object.entries(when).every(([key, test]) => {
    const value = state[key];
    if (value === undefined) return false;
    if (typeof test === 'object') {
      if (typeof value !== 'number') return false;
      return (
        (test.atLeast === undefined || value >= test.atLeast) &&
        (test.below === undefined || value < test.below)
      );
    }
    return value === test;
  });
}

// ── Placeholders ────────────────────────────────────────────────────────────────────────────────

const PLACEHOLDER = /\{([^{}]*)\}/g;
const FORMATS = ['usd', 'number', 'percent', 'text'] as const;
type Format = (typeof FORMATS)[number];

export type Expression = {
  /** Terms joined by + and -, each a product of factors. */
  terms: { sign: 1 | -1; factors: (string | number)[] }[];
  format: Format | undefined;
};

/** Parses the inside of `{...}`; undefined when it is not a valid expression. */
export function parseExpression(source: string): Expression | undefined {
  let body = source.trim();
  let format: Format | undefined;
  const colon = body.lastIndexOf(':');
  if (colon >= 0) {
    const name = body.slice(colon + 1).trim();
    if (!(FORMATS as readonly string[]).includes(name)) return undefined;
    format = name as Format;
    body = body.slice(0, colon).trim();
  }
  const tokens = body.match(/[a-zA-Z][a-zA-Z0-9]*|\d+(?:\.\d+)?|[-+*]|\S/g);
  if (!tokens) return undefined;
  const terms: Expression['terms'] = [];
  let sign: 1 | -1 = 1;
  let factors: (string | number)[] = [];
  let expectOperand = true;
  for (const t of tokens) {
    if (expectOperand) {
      if (/^[a-zA-Z]/.test(t)) factors.push(t);
      else if (/^\d/.test(t)) factors.push(Number(t));
      else return undefined;
      expectOperand = false;
    } else if (t === '*') {
      expectOperand = true;
    } else if (t === '+' || t === '-') {
      terms.push({ sign, factors });
      sign = t === '+' ? 1 : -1;
      factors = [];
      expectOperand = true;
    } else return undefined;
  }
  if (expectOperand) return undefined;
  terms.push({ sign, factors });
  return { terms, format };
}

export function expressionKeys(e: Expression): string[] {
  return e.terms.flatMap((t) => t.factors.filter((f): f is string => typeof f === 'string'));
}

/** The inside of every `{...}` in a text, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

export function evaluate(e: Expression, state: StoryState): StateValue | undefined {
  const keys = expressionKeys(e);
  // A lone variable may be text; arithmetic needs numbers.
  if (e.terms.length === 1 && e.terms[0]!.factors.length === 1 && keys.length === 1 && e.terms[0]!.sign === 1)
    return state[keys[0]!];
  let total = 0;
  for (const term of e.terms) {
    let product = 1;
    for (const f of term.factors) {
      const value = typeof f === 'number' ? f : state[f];
      if (typeof value !== 'number') return undefined;
      product *= value;
    }
    total += term.sign * product;
  }
  return total;
}

export function formatValue(value: StateValue, format: Format): string {
  if (typeof value === 'string' || format === 'text') return String(value);
  if (!Number.isFinite(value)) return String(value);
  const cents = Math.round(value * 100) / 100;
  const whole = Number.isInteger(cents) || Math.abs(cents) >= 100;
  switch (format) {
    case 'usd': {
      const digits = whole ? 0 : 2;
      const text = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Math.abs(cents));
      return `${cents < 0 ? '-' : ''}$${text}`;
    }
    case 'percent':
      return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)}%`;
    default:
      return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
  }
}

/** Shown in place of a value a path never set (the content tests keep this from happening). */
export const UNSET = '…';

export function renderText(text: string, state: StoryState, vars: Variables | undefined): string {
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    const e = parseExpression(inside);
    if (!e) return whole;
    const value = evaluate(e, state);
    if (value === undefined) return UNSET;
    const first = vars?.find((v) => v.key === expressionKeys(e)[0]);
    return formatValue(value, e.format ?? first?.format ?? 'number');
  });
}

// ── Pages ───────────────────────────────────────────────────────────────────────────────────────

/** Fields that name things rather than say them: never rendered. */
const NOT_TEXT = new Set([
  'id',
  'type',
  'next',
  'storyBranch',
  'visualType',
  'icon',
  'color',
  'definitions',
  'effects',
  'variants',
  'when',
  'series',
  'view',
]);

function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, NOT_TEXT.has(k) ? v : mapStrings(v, f)]),
    );
  }
  return value;
}

function visitStrings(value: unknown, f: (s: string) => void): void {
  mapStrings(value, (s) => {
    f(s);
    return s;
  });
}

/** A decision's choices with a variant's retold fields over those of the same id, in the page's order. */
function retell<C extends { id: string }>(
  choices: readonly C[],
  retold: readonly { id: string }[] | undefined,
): C[] {
  return choices.map((c) => ({ ...c, ...retold?.find((r) => r.id === c.id) }));
}

/**
 * The page with its first matching variant's text in place (before placeholders are filled); on a
 * decision page, each choice the variant retells has the variant's fields over its own, and the
 * variant's context, if it has one, stands for the page's.
 */
export function selectVariant(page: LessonPage, state: StoryState): LessonPage {
  const variant = page.variants?.find((v) => matches(state, v.when));
  if (!variant) return page;
  const { when: _when, choices: retold, context, ...text } = variant;
  const shown = { ...page, ...text } as LessonPage;
  if (shown.type !== 'decision-point') return shown;
  const choices = retell(shown.decision.choices, retold);
  return { ...shown, decision: { ...shown.decision, choices, context: context ?? shown.decision.context } };
}

/** A choice's fields that tell what followed it: they read the state after the choice. */
const AFTER_CHOICE = ['consequence', 'impact', 'outcomes'] as const;

function splitChoice<C extends object>(c: C): { before: Partial<C>; after: Partial<C> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c))
    ((AFTER_CHOICE as readonly string[]).includes(k) ? after : before)[k] = v;
  return { before: before as Partial<C>, after: after as Partial<C> };
}

/**
 * The page as this reader sees it: variant chosen and placeholders filled. On a decision point
 * what followed each choice (consequence, impact, outcomes) reads the state after that choice, so
 * it can quote the new figure; its title and description read the state before.
 */
export function renderPage(page: LessonPage, state: StoryState, vars: Variables | undefined): LessonPage {
  const shown = selectVariant(page, state);
  const render = (s: string) => renderText(s, state, vars);
  if (shown.type !== 'decision-point') return mapStrings(shown, render) as LessonPage;
  const { choices, ...decision } = shown.decision;
  return {
    ...(mapStrings({ ...shown, decision }, render) as object),
    decision: {
      ...(mapStrings(decision, render) as object),
      choices: choices.map((c) => {
        const after = applyEffects(state, c.effects);
        const parts = splitChoice(c);
        return {
          ...(mapStrings(parts.before, render) as object),
          ...(mapStrings(parts.after, (s) => renderText(s, after, vars)) as object),
        };
      }),
    },
  } as LessonPage;
}

/** The placeholder expressions a page reads as shown in this state, with the state each reads. */
export function pageReads(page: LessonPage, state: StoryState): { source: string; state: StoryState }[] {
  const shown = selectVariant(page, state);
  const reads: { source: string; state: StoryState }[] = [];
  const collect = (value: unknown, s: StoryState) =>
    visitStrings(value, (text) => {
      for (const source of placeholders(text)) reads.push({ source, state: s });
    });
  if (shown.type === 'decision-point') {
    const { choices, ...decision } = shown.decision;
    collect({ ...shown, decision }, state);
    for (const c of choices) {
      const parts = splitChoice(c);
      collect(parts.before, state);
      collect(parts.after, applyEffects(state, c.effects));
    }
  } else collect(shown, state);
  return reads;
}

/** Every placeholder written anywhere in a lesson's pages, variants included. */
export function lessonPlaceholders(lesson: Lesson): { pageId: string; source: string }[] {
  return lesson.pages.flatMap((page) => {
    const found: { pageId: string; source: string }[] = [];
    visitStrings(page, (text) => {
      for (const source of placeholders(text)) found.push({ pageId: page.id, source });
    });
    for (const v of page.variants ?? [])
      visitStrings(v, (text) => {
        for (const source of placeholders(text)) found.push({ pageId: page.id, source });
      });
    return found;
  });
}

// ── Paths ───────────────────────────────────────────────────────────────────────────────────────

type StateChoice = { id: string; effects?: StoryEffects | undefined };
type StatePage = {
  id: string;
  effects?: StoryEffects | undefined;
  decision?: { choices: readonly StateChoice[] };
  variants?: readonly { when: StateCondition; choices?: readonly StateChoice[] | undefined }[] | undefined;
};

/** A decision's choices as met in this state (after the page's own effects): variants applied. */
export function choicesShown(page: StatePage, state: StoryState): StateChoice[] {
  return retell(page.decision?.choices ?? [], page.variants?.find((v) => matches(state, v.when))?.choices);
}

/** The state on arriving at `trail[index]`, before that page's own effects. */
export function stateBefore(
  lesson: Pick<Lesson, 'pages' | 'storyState'>,
  reader: ReaderState,
  index: number,
): StoryState {
  const pages = lesson.pages as unknown as StatePage[];
  let state = initialState(lesson.storyState);
  for (let i = 0; i < index && i < reader.trail.length; i++) {
    const page = pages.find((p) => p.id === reader.trail[i]);
    if (!page) continue;
    state = applyEffects(state, page.effects);
    const choice = choicesShown(page, state).find((c) => c.id === reader.choices[page.id]);
    state = applyEffects(state, choice?.effects);
  }
  return state;
}

/**
 * The state a reader sees on `trail[index]` (the current page by default): each page's effects on
 * reaching it, each choice's effects once made. Derived from the saved trail and choices alone, so
 * a resumed reading shows the same figures.
 */
export function stateAt(
  lesson: Pick<Lesson, 'pages' | 'storyState'>,
  reader: ReaderState,
  index = reader.trail.length - 1,
): StoryState {
  const page = (lesson.pages as unknown as StatePage[]).find((p) => p.id === reader.trail[index]);
  return applyEffects(stateBefore(lesson, reader, index), page?.effects);
}

/** Every way to read a story start to end: each decision forks on each choice. */
export function storyPaths(pages: readonly NavPage[], limit = 10_000): ReaderState[] {
  const first = pages[0];
  if (!first) return [];
  const done: ReaderState[] = [];
  const walk = (reader: ReaderState) => {
    if (done.length >= limit) throw new Error(`more than ${limit} paths`);
    const current = reader.trail.at(-1)!;
    const page = pages.find((p) => p.id === current);
    const options = page?.decision ? page.decision.choices.map((c) => c.id) : [undefined];
    for (const choiceId of options) {
      const choices = choiceId === undefined ? reader.choices : { ...reader.choices, [current]: choiceId };
      const next = nextPageId(pages, current, choiceId);
      if (next === undefined) done.push({ trail: reader.trail, choices });
      else if (reader.trail.includes(next)) throw new Error(`the story loops back to ${next}`);
      else walk({ trail: [...reader.trail, next], choices });
    }
  };
  walk({ trail: [first.id], choices: {} });
  return done;
}

export type PathProblem = { path: readonly string[]; pageId: string; problem: string };

/**
 * What goes wrong on one path: a placeholder that does not parse, names an unknown variable, or
 * reads one that is unset at that point; an effect that adds to an unset variable; a number that
 * is not finite.
 */
export function pathProblems(lesson: Lesson, reader: ReaderState): PathProblem[] {
  const known = new Set((lesson.storyState ?? []).map((v) => v.key));
  const problems: PathProblem[] = [];
  const report = (pageId: string, problem: string) => problems.push({ path: reader.trail, pageId, problem });
  reader.trail.forEach((pageId, index) => {
    const page = lesson.pages.find((p) => p.id === pageId)!;
    const before = stateBefore(lesson, reader, index);
    for (const key of effectReads(page.effects))
      if (typeof before[key] !== 'number')
        report(pageId, `page effect needs "${key}", which is not a number here`);
    const state = stateAt(lesson, reader, index);
    for (const { source, state: s } of pageReads(page, state)) {
      const e = parseExpression(source);
      if (!e) {
        report(pageId, `"{${source}}" is not a valid placeholder`);
        continue;
      }
      for (const key of expressionKeys(e)) {
        if (!known.has(key)) report(pageId, `"{${source}}" names "${key}", which the story does not declare`);
        else if (s[key] === undefined)
          report(pageId, `"{${source}}" reads "${key}", which is not set on this path`);
      }
      const value = evaluate(e, s);
      if (typeof value === 'number' && !Number.isFinite(value)) report(pageId, `"{${source}}" is ${value}`);
    }
    if (page.type === 'decision-point') {
      const chosen = choicesShown(page, state).find((c) => c.id === reader.choices[pageId]);
      for (const key of effectReads(chosen?.effects))
        if (typeof state[key] !== 'number')
          report(pageId, `choice "${chosen?.id}" needs "${key}", which is not a number here`);
    }
    for (const key of effectKeys(page.effects))
      if (!known.has(key)) report(pageId, `page effect names "${key}", which the story does not declare`);
  });
  return problems;
}
