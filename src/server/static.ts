import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

// How the built web app is served (issue 14 point 2): Brotli or gzip copies made at build time,
// chosen by the request's Accept-Encoding; Vite's hashed files under /assets/ cached for a year and
// never revalidated; everything else (index.html, icons) revalidated on every use with its ETag.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a served web file, by its path on disk. */
export function webCacheControl(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    // `/` is answered by the fallback below, so it can send the prerendered landing page.
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webCacheControl(filePath));
    },
  };
}

/** Pages written as HTML at build time (scripts/prerender.ts), by address: `/` → prerendered/index.html. */
export function prerenderedPage(root: string, path: string): string | undefined {
  const name = path === '/' ? 'index' : /^\/[a-z-]+$/.test(path) ? path.slice(1) : undefined;
  const file = name && `prerendered/${name}.html`;
  return file && existsSync(join(root, file)) ? file : undefined;
}
