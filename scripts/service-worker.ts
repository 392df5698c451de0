// The service worker step of `vite build` (issue 14 point 4): fills the built /sw.js with this
// build's id, the app shell's files and every page's code, so each release is a new worker the
// browser notices and a tab never opened still opens offline.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { lazyParts, type Manifest, staticClosure } from './bundle-budget';

/** The shell's own files: the entry script, its preloaded chunks and the stylesheet. */
export function shellFiles(indexHtml: string): string[] {
  return [...new Set([...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
}

/**
 * The code of every page and part the app loads lazily (the entry's dynamic imports and what each
 * imports statically, scripts and styles), less the shell's own files. Not what those parts load
 * lazily in turn: a lesson's text, a chart's or the 3D street's library are cached when first opened.
 */
export function pageFiles(manifest: Manifest, shell: string[]): string[] {
  const keys = new Set<string>();
  for (const { part } of lazyParts(manifest)) staticClosure(manifest, part, keys);
  const files = [...keys]
    .flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])])
    .map((f) => `/${f}`);
  return [...new Set(files)].filter((f) => !shell.includes(f)).sort();
}

/** sw.js with the build id, the shell's files and the pages' files filled in. */
export function fillServiceWorker(source: string, indexHtml: string, manifest: Manifest = {}): string {
  const shell = shellFiles(indexHtml);
  const pages = pageFiles(manifest, shell);
  const build = createHash('sha256').update(indexHtml).update(pages.join()).digest('hex').slice(0, 12);
  return source
    .replace("'__BUILD__'", JSON.stringify(build))
    .replace('/*__PRECACHE__*/ []', JSON.stringify(shell))
    .replace('/*__PAGES__*/ []', JSON.stringify(pages));
}

export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'thinkstreet:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const file = join(outDir, 'sw.js');
        const read = (name: string) => readFileSync(join(outDir, name), 'utf8');
        writeFileSync(
          file,
          fillServiceWorker(read('sw.js'), read('index.html'), JSON.parse(read('.vite/manifest.json'))),
        );
      },
    },
  };
}
