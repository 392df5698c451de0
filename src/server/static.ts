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
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webCacheControl(filePath));
    },
  };
}
