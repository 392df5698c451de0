import { type CatalogueItem, catalogueItems } from './catalogue-index';
import { catalogueTexts } from './catalogue-texts.data';

/**
 * Every catalogue item with its preview, description and protagonist: the library's cards and search.
 * Only the library loads these texts; the other routes' first loads carry the summaries alone (issue 14).
 */
export const libraryItems: readonly CatalogueItem[] = catalogueItems.map((item) => ({
  ...item,
  // Both data files are written together (src/content/catalogue-index.test.ts holds them equal).
  ...(catalogueTexts[item.id] ?? { preview: '', description: '' }),
}));
