import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../content/catalogue';
import { applyFilters, defaultFilters, matchesSearch } from './filters';

const card = (id: string, over: Partial<CatalogueItem> = {}): CatalogueItem => ({
  id,
  kind: 'story',
  title: id,
  subtitle: '',
  concept: '',
  preview: '',
  description: '',
  category: 'crises',
  difficulty: 'Beginner',
  estimatedTime: '15 minutes',
  topics: [],
  year: 2000,
  color: { from: 'sky', to: 'blue' },
  icon: '',
  xp: 100,
  pageCount: 10,
  hasAnimations: false,
  hasQuiz: true,
  ...over,
});

const items = [
  card('crash', {
    title: 'The Crash',
    category: 'crashes',
    difficulty: 'Intermediate',
    topics: ['Leverage'],
  }),
  card('tulips', {
    title: 'Tulip Mania',
    category: 'bubbles',
    protagonist: { name: 'Pieter', profession: 'merchant' },
  }),
  card('basics', { title: 'Stock Market Basics', category: 'foundations' }),
];
const timeline = [
  { year: 1637, storyId: 'tulips' },
  { year: 1987, storyId: 'crash' },
];

describe('library filters', () => {
  it('keeps only the chosen category and difficulty', () => {
    expect(
      applyFilters(items, { ...defaultFilters, category: 'bubbles' }, timeline).map((i) => i.id),
    ).toEqual(['tulips']);
    expect(
      applyFilters(items, { ...defaultFilters, difficulty: 'intermediate' }, timeline).map((i) => i.id),
    ).toEqual(['crash']);
  });

  it('searches titles, topics and protagonists, ignoring case and accents, needing every word', () => {
    expect(matchesSearch(items[0]!, 'leverage')).toBe(true);
    expect(matchesSearch(items[1]!, 'PIETER tulip')).toBe(true);
    expect(matchesSearch(items[1]!, 'pieter crash')).toBe(false);
    expect(matchesSearch(items[1]!, 'Tulíp')).toBe(true);
    expect(matchesSearch(items[2]!, '   ')).toBe(true);
  });

  it('sorts by the year of the timeline entry with unlisted lessons as year 0, or by title', () => {
    expect(applyFilters(items, defaultFilters, timeline).map((i) => i.id)).toEqual([
      'basics',
      'tulips',
      'crash',
    ]);
    expect(applyFilters(items, { ...defaultFilters, sort: 'year-desc' }, timeline).map((i) => i.id)).toEqual([
      'crash',
      'tulips',
      'basics',
    ]);
    expect(applyFilters(items, { ...defaultFilters, sort: 'title' }, timeline).map((i) => i.id)).toEqual([
      'basics',
      'crash',
      'tulips',
    ]);
  });
});
