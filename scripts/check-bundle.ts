// `npm run check` (after a build) and scripts/test.mjs (after `vite build`): every route's entry
// JavaScript within 120 KB gzipped, read from the build's manifest (issue 14).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  checkBudget,
  checkRouteBudgets,
  ENTRY_BUDGET_BYTES,
  kb,
  type Manifest,
  routeBundles,
} from './bundle-budget';

const dist = resolve(import.meta.dirname, '../dist/web');
const manifestFile = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.log('bundle budget: no build in dist/web (run `npx vite build`): check skipped');
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const gzipSize = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const verdict = checkBudget(manifest, gzipSize);
if (process.argv.includes('--verbose')) {
  console.log('entry JavaScript (budgeted), then entry + each lazy route with its static imports:');
  for (const r of [...verdict.routes, ...routeBundles(manifest, gzipSize)])
    console.log(`${kb(r.gzipBytes).padStart(9)}  ${r.route}`);
}
if (!verdict.ok) {
  console.error(`Entry JavaScript over budget (issue 14):\n${verdict.failures.join('\n')}`);
  process.exit(1);
}
for (const r of verdict.routes)
  console.log(
    `bundle budget: ${r.route} entry JavaScript ${kb(r.gzipBytes)} gzipped, within ${kb(ENTRY_BUDGET_BYTES)}`,
  );
// Each route's own entry beyond the app's: reported per route. Routes still over are warned about,
// not failed, until the quiz bank and the chart libraries leave their entries (see bench/web).
const perRoute = checkRouteBudgets(manifest, gzipSize);
for (const r of perRoute.routes)
  console.log(`bundle budget: ${kb(r.gzipBytes).padStart(9)} beyond the entry  ${r.route}`);
for (const f of perRoute.failures) console.warn(`bundle budget warning: ${f}`);
