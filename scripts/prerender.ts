// The prerender step of `vite build` (issue 14 point 3): renders the landing and legal pages with
// React's server renderer (src/web/app/prerender.tsx, loaded through Vite's SSR loader) into copies
// of the built index.html under dist/web/prerendered/, which the server sends for those addresses.
// The app pages with early reads (src/web/lib/early-reads.ts) get their copy there too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { EARLY_READS } from '../src/web/lib/early-reads';

/** The file a prerendered address is written to: `/` is index.html, `/terms` is terms.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The built page with the rendered app inside #root and the page's own title. An app page rendered
 * for every visitor (`appShell`) is marked `data-prerendered="app"`: main.tsx renders it afresh for
 * whoever opened it instead of hydrating it.
 */
export function fillShell(shell: string, html: string, title: string, appShell = false): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const root = appShell ? '<div id="root" data-prerendered="app">' : '<div id="root">';
  return shell
    .replace('<div id="root"></div>', `${root}${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}

/**
 * The page with its module script and preloads handed to /after-paint.js, which asks for them once
 * the first frame is painted: a prerendered page paints from its HTML and stylesheet alone and its
 * scripts only hydrate it, so on a slow phone network they should not share the bandwidth of that
 * first paint (issue 14 point 3).
 */
export function scriptsAfterPaint(page: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page)?.[1];
  if (!entry) return page;
  const preload: string[] = [];
  const rest = page
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  const loader = `<script src="/after-paint.js" data-entry="${entry}" data-preload="${preload.join(' ')}" defer></script>`;
  return rest.replace('</head>', `  ${loader}\n  </head>`);
}

/**
 * The built page asking for `reads` through /early-reads.js (src/web/lib/early-reads.ts), first in
 * the head and at high priority: an async script is otherwise fetched at low priority, and Chrome
 * holds such requests back while the head's scripts and preloads load.
 */
export function withEarlyReads(page: string, reads: readonly string[]): string {
  const script = `<script src="/early-reads.js" data-reads="${reads.join(' ')}" fetchpriority="high" async></script>`;
  const scripts = page.search(/<script|<link rel="modulepreload"/);
  const at = scripts === -1 ? page.indexOf('</head>') : scripts;
  return `${page.slice(0, at)}${script}\n    ${page.slice(at)}`;
}

type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  renderPage: (path: string) => Promise<{ html: string; title: string; appShell: boolean }>;
};

export async function prerender(root: string, outDir: string): Promise<string[]> {
  const vite = await createServer({
    root,
    configFile: resolve(root, '../../vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const mod = (await vite.ssrLoadModule('/app/prerender.tsx')) as PrerenderModule;
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    mkdirSync(join(outDir, 'prerendered'), { recursive: true });
    const written: string[] = [];
    for (const path of mod.PRERENDERED_PATHS) {
      const { html, title, appShell } = await mod.renderPage(path);
      const file = join(outDir, 'prerendered', prerenderedFile(path));
      const page = fillShell(shell, html, title, appShell);
      writeFileSync(file, scriptsAfterPaint(page));
      written.push(file);
    }
    for (const [path, reads] of Object.entries(EARLY_READS)) {
      const file = join(outDir, 'prerendered', prerenderedFile(path));
      writeFileSync(file, withEarlyReads(shell, reads));
      written.push(file);
    }
    return written;
  } finally {
    await vite.close();
  }
}

/** The Vite plugin: prerenders once the client bundle is written, before it is precompressed. */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'thinkstreet:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await prerender(root, outDir);
      },
    },
  };
}
