// The entry JavaScript budget (issue 14): for the app's entry and for every route it loads, the
// gzipped JavaScript a browser must fetch before the route can paint: the entry chunk, the route's
// own chunk and every chunk they import statically. Pure: sizes come in, a verdict goes out.

/** The parts of Vite's build manifest (build.manifest) this check reads. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY_BUDGET_BYTES = 120 * 1024;

export type RouteBundle = {
  /** 'index.html' for the entry alone, else the route module's source path. */
  route: string;
  /** Every JavaScript file of the route's entry, largest first, with its gzipped size. */
  chunks: { file: string; gzipBytes: number }[];
  gzipBytes: number;
};

export type BudgetVerdict = { ok: boolean; routes: RouteBundle[]; failures: string[] };

/** The manifest keys a chunk pulls in statically, itself included. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

function bundle(
  manifest: Manifest,
  route: string,
  keys: Iterable<string>,
  gzipSize: (file: string) => number,
) {
  const chunks = [...new Set(keys)]
    .flatMap((k) => manifest[k]?.file ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSize(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { route, chunks, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) };
}

/**
 * The entry JavaScript every route loads before it can paint (each `isEntry` chunk of the
 * manifest and the chunks it imports statically) against the budget. A failure names the entry,
 * its total and its largest chunk.
 */
export function checkBudget(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  budget = ENTRY_BUDGET_BYTES,
): BudgetVerdict {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => bundle(manifest, key, staticClosure(manifest, key), gzipSize));
  const failures = entries
    .filter((r) => r.gzipBytes > budget)
    .map(
      (r) =>
        `${r.route}: ${kb(r.gzipBytes)} gzipped is over the ${kb(budget)} budget; largest chunk ${r.chunks[0]?.file} (${kb(r.chunks[0]?.gzipBytes ?? 0)})`,
    );
  return { ok: failures.length === 0, routes: entries, failures };
}

/**
 * For the record (bench, reports): the entry plus each lazily loaded route or panel (the chunks an
 * entry imports dynamically) and everything they import statically.
 */
export function routeBundles(manifest: Manifest, gzipSize: (file: string) => number): RouteBundle[] {
  return lazyParts(manifest).map(({ base, part }) =>
    bundle(manifest, part, [...base, ...staticClosure(manifest, part)], gzipSize),
  );
}

/** Each part an entry loads lazily (a route, a panel), with what that entry loads statically. */
export function lazyParts(manifest: Manifest): { base: Set<string>; part: string }[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .flatMap(([key, entry]) => {
      const base = staticClosure(manifest, key);
      return (entry.dynamicImports ?? []).map((part) => ({ base, part }));
    });
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Each lazily loaded route's own entry JavaScript: its chunk and every chunk it imports
 * statically, less what the app's entry already loaded. Routes over the budget are named with
 * their largest chunk.
 */
export function checkRouteBudgets(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  budget = ENTRY_BUDGET_BYTES,
): BudgetVerdict {
  const routes = lazyParts(manifest).map(({ base, part }) =>
    bundle(
      manifest,
      part,
      [...staticClosure(manifest, part)].filter((k) => !base.has(k)),
      gzipSize,
    ),
  );
  const failures = routes
    .filter((r) => r.gzipBytes > budget)
    .map(
      (r) =>
        `${r.route}: ${kb(r.gzipBytes)} gzipped beyond the app entry is over the ${kb(budget)} budget; largest chunk ${r.chunks[0]?.file} (${kb(r.chunks[0]?.gzipBytes ?? 0)})`,
    );
  return { ok: failures.length === 0, routes, failures };
}
