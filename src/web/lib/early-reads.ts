// Early reads (issue 14): the server's answers an app page's first screen shows, asked for by
// src/web/public/early-reads.js while the app's code is still loading, instead of once it has loaded,
// started and rendered the route. The build puts that script, with the page's reads, in the HTML of
// each address below (scripts/prerender.ts). Each answer is handed once to the app's first GET of the
// same address under the same session; one nobody took within EARLY_READ_TTL_MS (the route sent the
// learner elsewhere) is never served later.

/**
 * By address, the GETs its page makes on opening for a signed-in learner, exactly as it makes them
 * (e2e/prerender.e2e.ts checks the page takes each one; an untaken read is fetched for nothing).
 */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/analytics/dashboard', '/api/ml/predictions/next_lesson', '/api/learning-path'],
  '/trade': ['/api/trading/portfolio', '/api/trading/watchlist', '/api/trading/risk-alerts'],
};

export type EarlyReads = {
  token: string;
  /** performance.now() when the reads were sent. */
  at: number;
  answers: Record<string, Promise<Response | null>>;
};

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
    /** Set as the app starts: from then on public/early-reads.js sends nothing. */
    __appStarted?: boolean;
  }
}

export const EARLY_READ_TTL_MS = 10_000;

/** Called as the app starts (main.tsx), before it asks for anything. */
export function markAppStarted(): void {
  window.__appStarted = true;
}

/** Drops every answer not yet taken: the app has changed something they may tell otherwise. */
export function dropEarlyReads(): void {
  if (typeof window !== 'undefined') window.__earlyReads = undefined;
}

/** The early answer to a GET of `path` under `token`, once; undefined when there is none to take. */
export function takeEarlyRead(path: string, token: string | null): Promise<Response | null> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyReads;
  if (!early || !token || early.token !== token) return undefined;
  if (performance.now() - early.at > EARLY_READ_TTL_MS) {
    dropEarlyReads();
    return undefined;
  }
  const answer = early.answers[path];
  delete early.answers[path];
  return answer;
}
