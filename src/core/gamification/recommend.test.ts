import { describe, expect, it } from 'vitest';
import type { LessonInfo } from './lesson-info';
import { fallbackRecommendations, matchLabel, peerTransitions, recommendNextLessons } from './recommend';

const L = (id: string, difficulty: LessonInfo['difficulty'], category: string, year: number): LessonInfo => ({
  id,
  title: id,
  xp: 100,
  difficulty,
  category,
  expectedMinutes: 20,
  year,
  icon: '',
});
const catalogue = [
  L('stock-market-basics', 'easy', 'foundations', 1792),
  L('tulip-mania', 'medium', 'bubbles', 1637),
  L('dotcom-bubble', 'medium', 'bubbles', 2000),
  L('japan-bubble-1989', 'medium', 'bubbles', 1989),
  L('black-monday-1987', 'medium', 'crashes', 1987),
  L('options-derivatives', 'hard', 'advanced', 1973),
];
const none = { completed: [], percent: {}, quizScores: {} };

describe('recommendations', () => {
  it('labels confidence: High match from 0.75, Medium match from 0.5, else Suggested', () => {
    expect(matchLabel(0.75)).toBe('High match');
    expect(matchLabel(0.74)).toBe('Medium match');
    expect(matchLabel(0.5)).toBe('Medium match');
    expect(matchLabel(0.49)).toBe('Suggested');
  });

  it('starts a newcomer with the foundations and never with a lesson whose prerequisites are missing', () => {
    const recs = recommendNextLessons(catalogue, none);
    expect(recs).toHaveLength(3);
    expect(recs[0]?.lessonId).toBe('stock-market-basics');
    expect(recs.map((r) => r.lessonId)).not.toContain('options-derivatives');
  });

  it('ranks the foundations in their teaching order, not by year', () => {
    const foundations = [
      L('bull-bear-markets', 'easy', 'foundations', 1896),
      L('stock-exchanges-explained', 'easy', 'foundations', 1602),
      L('stock-market-basics', 'easy', 'foundations', 1602),
      L('wall-street-explained', 'easy', 'foundations', 1792),
    ];
    expect(recommendNextLessons(foundations, none, 4).map((r) => r.lessonId)).toEqual([
      'stock-market-basics',
      'wall-street-explained',
      'bull-bear-markets',
      'stock-exchanges-explained',
    ]);
  });

  it('never recommends a completed lesson and keeps confidences between 0 and 1, best first', () => {
    const recs = recommendNextLessons(
      catalogue,
      { ...none, completed: ['stock-market-basics', 'tulip-mania'] },
      10,
    );
    expect(recs.map((r) => r.lessonId)).not.toContain('tulip-mania');
    for (const r of recs) expect(r.confidence).toBeGreaterThanOrEqual(0);
    for (const r of recs) expect(r.confidence).toBeLessThanOrEqual(1);
    expect([...recs].sort((a, b) => b.confidence - a.confidence)).toEqual(recs);
  });

  it('puts a lesson the learner has started first', () => {
    const recs = recommendNextLessons(catalogue, { ...none, percent: { 'black-monday-1987': 60 } });
    expect(recs[0]?.lessonId).toBe('black-monday-1987');
    expect(recs[0]?.reason).toContain('60% done');
  });

  it('raises a category where quiz results were weak, to strengthen it', () => {
    const progress = {
      completed: ['stock-market-basics', 'tulip-mania'],
      percent: {},
      quizScores: { 'tulip-mania': 40 },
    };
    const recs = recommendNextLessons(catalogue, progress, 10);
    const rank = (id: string) => recs.findIndex((r) => r.lessonId === id);
    expect(rank('dotcom-bubble')).toBeLessThan(rank('black-monday-1987'));
    expect(recs.find((r) => r.lessonId === 'dotcom-bubble')?.reason).toContain('strengthen bubbles');
  });

  it('moves a learner with strong quiz results on to harder lessons', () => {
    const base = { completed: ['stock-market-basics', 'tulip-mania'], percent: {} };
    const weak = recommendNextLessons(catalogue, { ...base, quizScores: { 'tulip-mania': 40 } }, 10);
    const strong = recommendNextLessons(catalogue, { ...base, quizScores: { 'tulip-mania': 95 } }, 10);
    const conf = (recs: typeof weak, id: string) => recs.find((r) => r.lessonId === id)!.confidence;
    expect(conf(strong, 'black-monday-1987')).toBeGreaterThan(conf(weak, 'black-monday-1987'));
  });

  it('opens the options course once its prerequisites that exist are done', () => {
    const before = recommendNextLessons(catalogue, none, 10).find(
      (r) => r.lessonId === 'options-derivatives',
    );
    const after = recommendNextLessons(catalogue, { ...none, completed: ['stock-market-basics'] }, 10).find(
      (r) => r.lessonId === 'options-derivatives',
    );
    expect(after!.confidence).toBeGreaterThan(before!.confidence);
  });

  it('maps the spec fallback list to real lessons with confidences 0.75, 0.65, 0.55', () => {
    const exists = (id: string) =>
      ['stock-market-basics', 'black-monday-1987', 'financial-crisis-2008'].includes(id);
    expect(fallbackRecommendations(exists).map((r) => [r.lessonId, r.confidence])).toEqual([
      ['stock-market-basics', 0.75],
      ['black-monday-1987', 0.65],
      ['financial-crisis-2008', 0.55],
    ]);
  });

  it('counts what learners completed next', () => {
    expect(
      peerTransitions([
        ['a', 'b', 'c'],
        ['a', 'b'],
        ['a', 'c'],
      ]),
    ).toEqual({ a: { b: 2, c: 1 }, b: { c: 1 } });
  });

  it('raises the lesson most similar learners took next, once there is enough evidence', () => {
    const progress = { ...none, completed: ['stock-market-basics', 'tulip-mania'] };
    const peers = peerTransitions([
      ['tulip-mania', 'black-monday-1987'],
      ['tulip-mania', 'black-monday-1987'],
      ['tulip-mania', 'black-monday-1987'],
      ['tulip-mania', 'dotcom-bubble'],
    ]);
    const conf = (recs: ReturnType<typeof recommendNextLessons>, id: string) =>
      recs.find((r) => r.lessonId === id)!.confidence;
    const without = recommendNextLessons(catalogue, progress, 10);
    const withPeers = recommendNextLessons(catalogue, progress, 10, peers);
    expect(conf(withPeers, 'black-monday-1987')).toBeGreaterThan(conf(without, 'black-monday-1987'));
    expect(withPeers.find((r) => r.lessonId === 'black-monday-1987')?.reason).toContain(
      '75% of learners took this next',
    );
    const thin = peerTransitions([['tulip-mania', 'black-monday-1987']]);
    expect(conf(recommendNextLessons(catalogue, progress, 10, thin), 'black-monday-1987')).toBe(
      conf(without, 'black-monday-1987'),
    );
  });
});

describe('recommendations over the real catalogue', () => {
  it('gives a new learner three different confidences, not one figure three times', async () => {
    const { buildLessonLookup } = await import('./lesson-info');
    const { all } = buildLessonLookup();
    const list = recommendNextLessons(all, { completed: [], percent: {}, quizScores: {} });
    expect(list).toHaveLength(3);
    expect(new Set(list.map((r) => Math.round(r.confidence * 100))).size).toBe(3);
  });

  it('still ranks by confidence and keeps it between 0 and 1 after lessons are done', async () => {
    const { buildLessonLookup } = await import('./lesson-info');
    const { all } = buildLessonLookup();
    const list = recommendNextLessons(all, {
      completed: ['stock-market-basics', 'tulip-mania'],
      percent: {},
      quizScores: { 'stock-market-basics': 90 },
    });
    for (const r of list) expect(r.confidence).toBeGreaterThan(0);
    for (const r of list) expect(r.confidence).toBeLessThan(1);
    expect(list.map((r) => r.confidence)).toEqual([...list.map((r) => r.confidence)].sort((a, b) => b - a));
  });
});
