// Enforces the import direction of DESIGN.md §1: web and server use core, content and shared;
// shared uses core and content; core uses nothing of ours but content; content uses nothing of ours.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
const allowed: Record<string, string[]> = {
  web: ['web', 'core', 'content', 'shared'],
  server: ['server', 'core', 'content', 'shared'],
  shared: ['shared', 'core', 'content'],
  core: ['core', 'content'],
  content: ['content'],
};

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

export function violations(): string[] {
  const found: string[] = [];
  for (const file of files(src)) {
    const area = relative(src, file).split('/')[0]!;
    const rule = allowed[area];
    if (!rule) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(file), spec)).split('/')[0]!;
      if (target in allowed && !rule.includes(target)) {
        found.push(`${relative(root, file)}: ${area} may not import ${target} (${spec})`);
      }
    }
  }
  return found;
}

const bad = violations();
if (bad.length > 0) {
  console.error(`Import direction broken (DESIGN.md §1):\n${bad.join('\n')}`);
  process.exit(1);
}
console.log('imports: direction ok');
