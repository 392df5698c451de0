// Brotli and gzip copies of the built web assets, made once at build time (issue 14 point 2): the
// server sends `x.js.br` or `x.js.gz` by content negotiation (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|xml)$/;
/** Smaller files gain little and cost a request header's worth of bytes anyway. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; answers their count. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${join(dir, '.vite')}`)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: precompresses the output directory once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'thinkstreet:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}
