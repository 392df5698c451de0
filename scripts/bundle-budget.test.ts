import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  checkRouteBudgets,
  ENTRY_BUDGET_BYTES,
  type Manifest,
  routeBundles,
} from './bundle-budget';

// A synthetic manifest in Vite's shape: the entry, two shared chunks, two lazy routes.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js', '_shared-c3.js'],
    dynamicImports: ['features/library/LibraryPage.tsx', 'features/trade/TradePage.tsx'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_react-b2.js'] },
  '_style.css': { file: 'assets/style.css' },
  'features/library/LibraryPage.tsx': {
    file: 'assets/LibraryPage-d4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-c3.js', '_style.css'],
  },
  'features/trade/TradePage.tsx': {
    file: 'assets/TradePage-e5.js',
    isDynamicEntry: true,
    imports: ['index.html', '_charts-f6.js'],
  },
  '_charts-f6.js': { file: 'assets/charts-f6.js' },
};

const KB = 1024;

function sizes(table: Record<string, number>) {
  return (file: string) => {
    const size = table[file];
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size;
  };
}

const small = sizes({
  'assets/index-a1.js': 50 * KB,
  'assets/react-b2.js': 40 * KB,
  'assets/shared-c3.js': 10 * KB,
  'assets/LibraryPage-d4.js': 8 * KB,
  'assets/TradePage-e5.js': 12 * KB,
  'assets/charts-f6.js': 90 * KB,
});

describe('the entry JavaScript budget', () => {
  it('is 120 KB gzipped', () => {
    expect(ENTRY_BUDGET_BYTES).toBe(120 * KB);
  });

  it('passes an entry whose static imports add up to the budget or less', () => {
    const verdict = checkBudget(manifest, small);
    expect(verdict.ok).toBe(true);
    expect(verdict.failures).toEqual([]);
    expect(verdict.routes).toEqual([
      {
        route: 'index.html',
        gzipBytes: 100 * KB,
        chunks: [
          { file: 'assets/index-a1.js', gzipBytes: 50 * KB },
          { file: 'assets/react-b2.js', gzipBytes: 40 * KB },
          { file: 'assets/shared-c3.js', gzipBytes: 10 * KB },
        ],
      },
    ]);
    expect(checkBudget(manifest, small, 100 * KB).ok).toBe(true);
  });

  it('fails an oversized chunk, naming the entry, its total and the chunk', () => {
    const oversized = sizes({
      'assets/index-a1.js': 50 * KB,
      'assets/react-b2.js': 40 * KB,
      'assets/shared-c3.js': 31 * KB,
    });
    const verdict = checkBudget(manifest, oversized);
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([
      'index.html: 121.0 KB gzipped is over the 120.0 KB budget; largest chunk assets/index-a1.js (50.0 KB)',
    ]);
  });

  it('does not count lazily loaded routes against the entry', () => {
    const heavyRoute = (file: string) => (file === 'assets/charts-f6.js' ? 900 * KB : small(file));
    expect(checkBudget(manifest, heavyRoute).ok).toBe(true);
  });

  it('counts a chunk imported twice once, and follows a cycle back to the entry without looping', () => {
    const routes = routeBundles(manifest, small);
    expect(routes.map((r) => [r.route, r.gzipBytes / KB])).toEqual([
      ['features/library/LibraryPage.tsx', 108],
      ['features/trade/TradePage.tsx', 202],
    ]);
    expect(routes[0]?.chunks.map((c) => c.file)).not.toContain('assets/style.css');
  });
});

describe('each route’s own entry JavaScript', () => {
  it('counts the route chunk and its static imports, not what the app entry already loaded', () => {
    const verdict = checkRouteBudgets(manifest, small);
    expect(verdict.ok).toBe(true);
    expect(verdict.routes.map((r) => [r.route, r.gzipBytes / KB])).toEqual([
      ['features/library/LibraryPage.tsx', 8],
      ['features/trade/TradePage.tsx', 102],
    ]);
  });

  it('fails on an oversized route chunk, naming the route and its largest chunk', () => {
    const heavy = sizes({
      'assets/index-a1.js': 50 * KB,
      'assets/react-b2.js': 40 * KB,
      'assets/shared-c3.js': 10 * KB,
      'assets/LibraryPage-d4.js': 8 * KB,
      'assets/TradePage-e5.js': 12 * KB,
      'assets/charts-f6.js': 200 * KB,
    });
    const verdict = checkRouteBudgets(manifest, heavy);
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([
      'features/trade/TradePage.tsx: 212.0 KB gzipped beyond the app entry is over the 120.0 KB budget; largest chunk assets/charts-f6.js (200.0 KB)',
    ]);
  });
});
