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

/** For tests: forget every visit. */
export function resetVisits(): void {
  visit = 0;
  visitPath = null;
  claimed = -1;
}
