import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lesson, LessonPage, StoryVariable } from '../../content/schema';
import { goForward, isValidReading, type NavPage, startReading } from './navigation';
import {
  applyEffects,
  choicesShown,
  evaluate,
  formatValue,
  initialState,
  matches,
  parseExpression,
  pathProblems,
  renderPage,
  renderText,
  stateAt,
  storyPaths,
  UNSET,
} from './story-state';

const vars: StoryVariable[] = [
  { key: 'cash', label: 'Cash', initial: 1000, format: 'usd' },
  { key: 'shares', label: 'Shares', initial: 0, format: 'number' },
  { key: 'rate', label: 'Rate', initial: 5, format: 'percent' },
  { key: 'soldAt', label: 'Sold at', format: 'usd' },
  { key: 'mood', label: 'Mood', initial: 'calm', format: 'text' },
];

const decision = (id: string, choices: { id: string; storyBranch?: string; effects?: object }[]) =>
  ({
    type: 'decision-point',
    id,
    title: id,
    decision: {
      situation: 's',
      context: { Cash: '{cash}' },
      prompt: 'p',
      choices: choices.map((c) => ({
        title: c.id,
        reward: 'r',
        risk: 'r',
        description: 'Spend from {cash}.',
        consequence: 'You now hold {cash}.',
        ...c,
      })),
    },
    lesson: 'l',
    historicalNote: 'h',
  }) as unknown as LessonPage;

const story = (id: string, mainText: string, extra: object = {}) =>
  ({ type: 'story', id, title: id, mainText, ...extra }) as LessonPage;

/** A small story: buy or sell, then a crash page halves the shares' value, then an ending. */
const lesson = {
  storyState: vars,
  pages: [
    { type: 'cover', id: 'cover', title: 'c', startButtonText: 'go' },
    decision('buy', [
      { id: 'all-in', effects: { set: { shares: 100 }, add: { cash: -1000 } } },
      { id: 'half', effects: { set: { shares: 50 }, add: { cash: -500 } } },
      { id: 'sell', storyBranch: 'sold', effects: { set: { soldAt: 10, mood: 'smug' } } },
    ]),
    story('crash', 'Your {shares} shares are worth {shares * 5:usd}; cash {cash}.', {
      effects: { mul: { rate: 2 } },
      next: 'end',
    }),
    story('sold', 'You sold at {soldAt} and feel {mood}.'),
    {
      type: 'summary',
      id: 'end',
      title: 'e',
      conceptLearned: 'c',
      keyTakeaways: ['a', 'b', 'c'],
      ending: { rows: [{ label: 'Wealth', yours: '{cash + shares * 5}', history: 'Most lost half.' }] },
    },
  ] as LessonPage[],
} as unknown as Lesson;
const nav = lesson.pages as unknown as NavPage[];

describe('story state', () => {
  it('starts from each variable that has an initial value and leaves the rest unset', () => {
    expect(initialState(vars)).toEqual({ cash: 1000, shares: 0, rate: 5, mood: 'calm' });
    expect(initialState(undefined)).toEqual({});
  });

  it('applies set, then add, then multiply', () => {
    const s = applyEffects({ cash: 100 }, { set: { cash: 10 }, add: { cash: 5 }, mul: { cash: 2 } });
    expect(s).toEqual({ cash: 30 });
    expect(applyEffects({ mood: 'calm' }, { add: { mood: 1, missing: 3 } })).toEqual({ mood: 'calm' });
  });

  it('computes from the state before the effect, then sets', () => {
    const s = applyEffects(
      { cash: 100, savings: 40 },
      { compute: { cash: 'cash + savings' }, set: { savings: 0 } },
    );
    expect(s).toEqual({ cash: 140, savings: 0 });
    expect(applyEffects({ a: 1, b: 2 }, { compute: { a: 'b', b: 'a' } })).toEqual({ a: 2, b: 1 });
  });

  it('matches equal values and numeric ranges, never an unset variable', () => {
    expect(matches({ cash: 50, mood: 'calm' }, { mood: 'calm', cash: { atLeast: 50, below: 51 } })).toBe(
      true,
    );
    expect(matches({ cash: 51 }, { cash: { below: 51 } })).toBe(false);
    expect(matches({}, { cash: { atLeast: 0 } })).toBe(false);
    expect(matches({ cash: 5 }, { cash: '5' })).toBe(false);
  });

  it('parses placeholders with precedence and an optional format, and rejects anything else', () => {
    expect(evaluate(parseExpression('cash + shares * 2 - 3')!, { cash: 10, shares: 4 })).toBe(15);
    expect(parseExpression('shares * 5:usd')!.format).toBe('usd');
    for (const bad of ['', 'cash +', '* cash', 'cash / 2', 'cash:euro', 'cash shares', '(cash)'])
      expect(parseExpression(bad)).toBeUndefined();
    expect(evaluate(parseExpression('mood')!, { mood: 'calm' })).toBe('calm');
    expect(evaluate(parseExpression('mood + 1')!, { mood: 'calm' })).toBeUndefined();
  });

  it('formats dollars, numbers, percents and text', () => {
    expect(formatValue(1250, 'usd')).toBe('$1,250');
    expect(formatValue(-1250.4, 'usd')).toBe('-$1,250');
    expect(formatValue(12.5, 'usd')).toBe('$12.50');
    expect(formatValue(1234567, 'number')).toBe('1,234,567');
    expect(formatValue(0.1 + 0.2, 'number')).toBe('0.3');
    expect(formatValue(12.25, 'percent')).toBe('12.3%');
    expect(formatValue('calm', 'text')).toBe('calm');
  });

  it("renders a text with the state, in each variable's own format, and marks an unset one", () => {
    const state = initialState(vars);
    expect(renderText('Cash {cash}, rate {rate}, {shares} shares, {mood}.', state, vars)).toBe(
      'Cash $1,000, rate 5%, 0 shares, calm.',
    );
    expect(renderText('Sold at {soldAt}', state, vars)).toBe(`Sold at ${UNSET}`);
    expect(renderText('No {placeholder here', state, vars)).toBe('No {placeholder here');
  });

  it('derives the state from the trail and choices, so a resumed reading shows the same figures', () => {
    let reader = startReading(nav);
    reader = goForward(nav, reader);
    reader = { ...reader, choices: { buy: 'half' } };
    reader = goForward(nav, reader);
    expect(reader.trail).toEqual(['cover', 'buy', 'crash']);
    expect(stateAt(lesson, reader)).toEqual({ cash: 500, shares: 50, rate: 10, mood: 'calm' });
    // The decision page itself is shown with the state before its choice.
    expect(stateAt(lesson, reader, 1)).toEqual(initialState(vars));
    const page = renderPage(lesson.pages[2]!, stateAt(lesson, reader), vars);
    expect(page.mainText).toBe('Your 50 shares are worth $250; cash $500.');
  });

  it("renders each choice's consequence with the state after that choice", () => {
    const page = renderPage(lesson.pages[1]!, initialState(vars), vars);
    if (page.type !== 'decision-point') throw new Error('expected a decision');
    expect(page.decision.context).toEqual({ Cash: '$1,000' });
    expect(page.decision.choices.map((c) => c.consequence)).toEqual([
      'You now hold $0.',
      'You now hold $500.',
      'You now hold $1,000.',
    ]);
    expect(page.decision.choices[0]!.id).toBe('all-in');
    // What a choice offers reads the state before it.
    expect(page.decision.choices.map((c) => c.description)).toEqual(Array(3).fill('Spend from $1,000.'));
  });

  it('uses the first variant whose condition holds', () => {
    const page = story('p', 'default {cash}', {
      variants: [
        { when: { mood: 'smug' }, mainText: 'smug {cash}' },
        { when: { cash: { atLeast: 0 } }, mainText: 'rich {cash}' },
      ],
    });
    expect(renderPage(page, { cash: 1, mood: 'smug' }, vars).mainText).toBe('smug $1');
    expect(renderPage(page, { cash: 1, mood: 'calm' }, vars).mainText).toBe('rich $1');
    expect(renderPage(page, { mood: 'calm' }, vars).mainText).toBe(`default ${UNSET}`);
  });

  it('lets a variant retell a decision: its text and effects, by choice id, in the page’s order', () => {
    // Broke readers are offered a loan instead of a purchase; the choices keep their ids and branches.
    const retold = {
      ...lesson,
      pages: lesson.pages.map((p) =>
        p.id === 'buy'
          ? {
              ...p,
              variants: [
                {
                  when: { cash: { below: 1 } },
                  context: { Debt: 'as much as you dare' },
                  choices: [
                    {
                      id: 'half',
                      title: 'Borrow',
                      consequence: 'You owe {0 - cash:usd}.',
                      effects: { add: { cash: -200 } },
                    },
                  ],
                },
              ],
            }
          : p,
      ),
    } as Lesson;
    const buy = retold.pages[1]!;
    const rich = renderPage(buy, { cash: 1000 }, vars);
    const broke = renderPage(buy, { cash: 0 }, vars);
    if (rich.type !== 'decision-point' || broke.type !== 'decision-point')
      throw new Error('expected decisions');
    expect(rich.decision.choices.map((c) => c.title)).toEqual(['all-in', 'half', 'sell']);
    expect(broke.decision.choices.map((c) => c.title)).toEqual(['all-in', 'Borrow', 'sell']);
    // A retold context stands for the page's; without one the page's stays.
    expect(broke.decision.context).toEqual({ Debt: 'as much as you dare' });
    expect(rich.decision.context).toEqual({ Cash: '$1,000' });
    // Untold fields stay the page's; the retold consequence reads the state after the retold effect.
    expect(broke.decision.choices[1]).toMatchObject({ id: 'half', risk: 'r', consequence: 'You owe $200.' });
    expect(broke.decision.choices[2]).toMatchObject({ id: 'sell', storyBranch: 'sold' });
    expect(choicesShown(buy, { cash: 0 }).find((c) => c.id === 'half')?.effects).toEqual({
      add: { cash: -200 },
    });
    // The state a reader carries on follows the effects they were shown.
    const reader = { trail: ['cover', 'buy', 'crash'], choices: { buy: 'half' } };
    expect(stateAt(retold, reader).cash).toBe(500);
    const brokeStory = {
      ...retold,
      storyState: vars.map((v) => (v.key === 'cash' ? { ...v, initial: 0 } : v)),
    };
    expect(stateAt(brokeStory, reader).cash).toBe(-200);
    expect(stateAt(brokeStory, reader).shares).toBe(0);
  });

  it('lists every path through a story, one per choice at each decision', () => {
    const paths = storyPaths(nav);
    expect(paths.map((p) => p.trail.join('>'))).toEqual([
      'cover>buy>crash>end',
      'cover>buy>crash>end',
      'cover>buy>sold>end',
    ]);
    expect(paths.map((p) => p.choices.buy)).toEqual(['all-in', 'half', 'sell']);
    for (const p of paths) expect(isValidReading(nav, p)).toBe(true);
  });

  it('finds no problem on a story whose pages read only what each path set', () => {
    for (const p of storyPaths(nav)) expect(pathProblems(lesson, p)).toEqual([]);
  });

  it('reports a page that reads a variable its path never set, an unknown name and a bad placeholder', () => {
    const broken = {
      ...lesson,
      pages: lesson.pages.map((p) =>
        p.id === 'crash' ? { ...p, mainText: 'Sold at {soldAt}, {ghost}, {cash /}' } : p,
      ),
    } as Lesson;
    const problems = storyPaths(nav).flatMap((p) => pathProblems(broken, p).map((x) => x.problem));
    expect(problems).toContain('"{soldAt}" reads "soldAt", which is not set on this path');
    expect(problems).toContain('"{ghost}" names "ghost", which the story does not declare');
    expect(problems).toContain('"{cash /}" is not a valid placeholder');
  });

  it('refuses a story that loops', () => {
    const loop: NavPage[] = [
      { id: 'a', type: 'cover' },
      { id: 'b', type: 'story', next: 'a' },
    ];
    expect(() => storyPaths(loop)).toThrow(/loops/);
  });
});

describe('story state properties', () => {
  const numbers = fc.dictionary(
    fc.constantFrom('cash', 'shares', 'rate'),
    fc.integer({ min: -1e6, max: 1e6 }),
  );

  it('adding then subtracting the same amounts gives back the state', () => {
    fc.assert(
      fc.property(numbers, numbers, (state, add) => {
        const there = applyEffects(state, { add });
        const back = applyEffects(there, {
          add: Object.fromEntries(Object.entries(add).map(([k, v]) => [k, -v])),
        });
        expect(back).toEqual(state);
      }),
    );
  });

  it('a sum placeholder renders the same as adding the values by hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (a, b) => {
        const state = { cash: a, shares: b };
        expect(renderText('{cash + shares:number}', state, vars)).toBe(formatValue(a + b, 'number'));
        expect(renderText('{cash - shares * 2:number}', state, vars)).toBe(formatValue(a - 2 * b, 'number'));
      }),
    );
  });

  it('every path found is a valid reading that ends on the last page reached, and the paths differ', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 5 }), (widths) => {
        // A chain of decisions, each with `width` choices that all go on to the next page.
        const pages: NavPage[] = [
          { id: 'start', type: 'cover' },
          ...widths.map((w, i) => ({
            id: `d${i}`,
            type: 'decision-point',
            decision: { choices: Array.from({ length: w }, (_, c) => ({ id: `c${c}` })) },
          })),
          { id: 'end', type: 'summary' },
        ];
        const paths = storyPaths(pages);
        expect(paths.length).toBe(widths.reduce((a, b) => a * b, 1));
        const keys = paths.map((p) => JSON.stringify(p.choices));
        expect(new Set(keys).size).toBe(paths.length);
        for (const p of paths) {
          expect(isValidReading(pages, p)).toBe(true);
          expect(p.trail.at(-1)).toBe('end');
        }
      }),
    );
  });

  it('formats any finite dollar amount with a $ sign and no stray characters', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (v) => {
        expect(formatValue(v, 'usd')).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d\d)?$/);
      }),
    );
  });
});
