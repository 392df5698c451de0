// `npm run check` (after a build) and scripts/test.mjs (after `vite build`): the entry JavaScript of
// the app and of every route within 120 KB gzipped, read from the build's manifest (issue 14). A
// route's entry is its lazily loaded chunk and every chunk it imports statically, less what the
// app's entry already loaded. Over budget fails, naming the route and its largest chunk.
// `--dist <dir>` checks another build (the test gives it a synthetic one).
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

const distArg = process.argv.indexOf('--dist');
const dist =
  distArg === -1 ? resolve(import.meta.dirname, '../dist/web') : resolve(process.argv[distArg + 1] ?? '.');
const manifestFile = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.log('bundle budget: no build in dist/web (run `npx vite build`): check skipped');
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const gzipSize = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const entry = checkBudget(manifest, gzipSize);
const perRoute = checkRouteBudgets(manifest, gzipSize);
if (process.argv.includes('--verbose')) {
  console.log('entry JavaScript (budgeted), then entry + each lazy route with its static imports:');
  for (const r of [...entry.routes, ...routeBundles(manifest, gzipSize)])
    console.log(`${kb(r.gzipBytes).padStart(9)}  ${r.route}`);
}
for (const r of entry.routes)
  console.log(`bundle budget: ${kb(r.gzipBytes).padStart(9)} app entry  ${r.route}`);
for (const r of perRoute.routes)
  console.log(`bundle budget: ${kb(r.gzipBytes).padStart(9)} beyond the entry  ${r.route}`);
const failures = [...entry.failures, ...perRoute.failures];
if (failures.length > 0) {
  console.error(`Entry JavaScript over budget (issue 14):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`bundle budget: the app entry and every route within ${kb(ENTRY_BUDGET_BYTES)} gzipped`);
