import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The budget as `npm run check` runs it: scripts/check-bundle.ts on a build directory with a Vite
// manifest. Pseudo-random text (about 0.65 of its length once gzipped) sizes the chunks.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function noise(bytes: number): string {
  let x = 2463534242;
  let out = '';
  while (out.length < bytes) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out += (x >>> 0).toString(36);
  }
  return `/*${out.slice(0, bytes)}*/`;
}

function build(routeChunkBytes: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index-a1.js'), noise(10 * 1024));
  writeFileSync(join(dist, 'assets/Trade-b2.js'), 'export{}');
  writeFileSync(join(dist, 'assets/charts-c3.js'), noise(routeChunkBytes));
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true, dynamicImports: ['features/trade/Trade.tsx'] },
    'features/trade/Trade.tsx': {
      file: 'assets/Trade-b2.js',
      isDynamicEntry: true,
      imports: ['index.html', '_charts-c3.js'],
    },
    '_charts-c3.js': { file: 'assets/charts-c3.js' },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

function check(dist: string) {
  const script = resolve(import.meta.dirname, 'check-bundle.ts');
  return spawnSync(process.execPath, ['--import', 'tsx', script, '--dist', dist], { encoding: 'utf8' });
}

describe('scripts/check-bundle.ts', () => {
  it('passes a build whose routes are within 120 KB gzipped', () => {
    const run = check(build(60 * 1024));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('beyond the entry  features/trade/Trade.tsx');
  });

  it('fails a route over the budget, naming the route and the chunk that broke it', () => {
    const run = check(build(240 * 1024));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /features\/trade\/Trade\.tsx: 1\d\d\.\d KB gzipped beyond the app entry is over the 120\.0 KB budget; largest chunk assets\/charts-c3\.js/,
    );
  });
});
