// At most one feature tour or setup dialog per page visit (spec app-and-learning §4 Feature tour:
// "one at a time"; decision 0010). A visit begins when the page's path changes; whichever overlay
// opens first claims it, and the next one waits for a later visit, so tours never chain.

let visit = 0;
let visitPath: string | null = null;
let claimed = -1;

/** Notes the page the learner is on: a different path than before begins a new visit. */
export function noteVisit(path: string): void {
  if (path === visitPath) return;
  visitPath = path;
  visit += 1;
}

/** Whether a tour or setup dialog has already opened during this visit of `path`. */
export function visitTaken(path: string): boolean {
  noteVisit(path);
  return claimed === visit;
}

/** Claims this visit of `path` for one overlay; false when one has already opened in it. */
export function claimVisit(path: string): boolean {
  if (visitTaken(path)) return false;
  claimed = visit;
  return true;
}

// A page's own guide (the Simulator's guided first trade) is a guidance layer too: while it shows,
// it holds every visit of its page, so no tour opens on top of it; the visit it ends in stays taken.
let guides = 0;

/** A page guide appeared on `path`; call the answer when it goes. */
export function showPageGuide(path: string): () => void {
  guides += 1;
  claimVisit(path);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    guides -= 1;
  };
}

/** Whether a page guide is showing (no tour may start meanwhile). */
export function pageGuideShowing(): boolean {
  return guides > 0;
}

/** For tests: forget every visit. */
export function resetVisits(): void {
  visit = 0;
  visitPath = null;
  claimed = -1;
  guides = 0;
}
