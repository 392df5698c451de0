import type { CatalogueItem } from '../../../content/catalogue-index';
import { sortByTimelineYear, type TimelineLink } from '../../../core/learning/ordering';

// Library filters: category, difficulty, free-text search, and order (spec: library filters by
// category and difficulty, search, sort by the year of the timeline entry).

export type LibrarySort = 'year-asc' | 'year-desc' | 'title';
export type LibraryFilters = {
  search: string;
  category: string; // 'all' or a category
  difficulty: string; // 'all' or a difficulty
  sort: LibrarySort;
};

export const defaultFilters: LibraryFilters = {
  search: '',
  category: 'all',
  difficulty: 'all',
  sort: 'year-asc',
};

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Every word of the query must appear in the card's title, subtitle, concept, preview, topics or protagonist. */
export function matchesSearch(item: CatalogueItem, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [
      item.title,
      item.subtitle,
      item.concept,
      item.preview,
      item.description,
      item.category,
      String(item.year),
      ...item.topics,
      item.protagonist?.name ?? '',
    ].join(' '),
  );
  return words.every((w) => haystack.includes(w));
}

export function applyFilters(
  items: readonly CatalogueItem[],
  filters: LibraryFilters,
  timeline: readonly TimelineLink[],
): CatalogueItem[] {
  const kept = items.filter(
    (i) =>
      (filters.category === 'all' || i.category === filters.category) &&
      (filters.difficulty === 'all' || i.difficulty.toLowerCase() === filters.difficulty.toLowerCase()) &&
      matchesSearch(i, filters.search),
  );
  if (filters.sort === 'title') return [...kept].sort((a, b) => a.title.localeCompare(b.title));
  return sortByTimelineYear(kept, timeline, filters.sort === 'year-desc' ? 'desc' : 'asc');
}
