// The import direction of DESIGN.md §1: web and server use core, content and shared; shared uses
// core and content; core uses nothing of ours but content; content uses nothing of ours.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const allowed: Record<string, string[]> = {
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

const importPattern = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import under `src` that crosses a boundary the wrong way. */
export function violations(src: string): string[] {
  const found: string[] = [];
  for (const file of files(src)) {
    const area = relative(src, file).split('/')[0]!;
    const rule = allowed[area];
    if (!rule) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(file), spec)).split('/')[0]!;
      if (target in allowed && !rule.includes(target)) {
        found.push(`${relative(src, file)}: ${area} may not import ${target} (${spec})`);
      }
    }
  }
  return found.sort();
}
