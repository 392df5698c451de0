import { resolve } from 'node:path';
import { violations } from './import-rules';

const bad = violations(resolve(import.meta.dirname, '../src'));
if (bad.length > 0) {
  console.error(`Import direction broken (DESIGN.md §1):\n${bad.join('\n')}`);
  process.exit(1);
}
console.log('imports: direction ok');
