// The service worker step of `vite build` (issue 14 point 4): fills the built /sw.js with this
// build's id and the app shell's files, so each release is a new worker the browser notices.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The shell's own files: the entry script, its preloaded chunks and the stylesheet. */
export function shellFiles(indexHtml: string): string[] {
  return [...new Set([...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
}

/** sw.js with the build id and the files to cache at install filled in. */
export function fillServiceWorker(source: string, indexHtml: string): string {
  const build = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
  return source
    .replace("'__BUILD__'", JSON.stringify(build))
    .replace('/*__PRECACHE__*/ []', JSON.stringify(shellFiles(indexHtml)));
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
        writeFileSync(
          file,
          fillServiceWorker(readFileSync(file, 'utf8'), readFileSync(join(outDir, 'index.html'), 'utf8')),
        );
      },
    },
  };
}
