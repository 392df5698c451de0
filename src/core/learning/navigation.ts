// Moving through a lesson's pages. Pages run in array order; a page's `next` overrides that, and on
// a decision point the chosen choice's `storyBranch` overrides both (the tulip story's branches).

export type NavChoice = { id: string; storyBranch?: string | undefined };
export type NavPage = {
  id: string;
  type: string;
  next?: string | undefined;
  decision?: { choices: readonly NavChoice[] };
};

export function pageIndex(pages: readonly NavPage[], id: string): number {
  return pages.findIndex((p) => p.id === id);
}

/** The page after `currentId`, given the choice made there (if any); undefined at the end. */
export function nextPageId(
  pages: readonly NavPage[],
  currentId: string,
  choiceId?: string,
): string | undefined {
  const index = pageIndex(pages, currentId);
  const page = pages[index];
  if (!page) return undefined;
  if (choiceId !== undefined && page.decision) {
    const branch = page.decision.choices.find((c) => c.id === choiceId)?.storyBranch;
    if (branch !== undefined && pageIndex(pages, branch) >= 0) return branch;
  }
  if (page.next !== undefined && pageIndex(pages, page.next) >= 0) return page.next;
  return pages[index + 1]?.id;
}

/** Where a reader is: the pages visited (last one is current) and the choice made on each decision. */
export type ReaderState = { trail: readonly string[]; choices: Readonly<Record<string, string>> };

export function startReading(pages: readonly NavPage[]): ReaderState {
  const first = pages[0];
  return { trail: first ? [first.id] : [], choices: {} };
}

export function currentPageId(state: ReaderState): string | undefined {
  return state.trail.at(-1);
}

/** Record a choice on the current page (changing one's mind is allowed until moving on). */
export function choose(state: ReaderState, choiceId: string): ReaderState {
  const current = currentPageId(state);
  if (current === undefined) return state;
  return { ...state, choices: { ...state.choices, [current]: choiceId } };
}

export function canGoForward(pages: readonly NavPage[], state: ReaderState): boolean {
  const current = currentPageId(state);
  return current !== undefined && nextPageId(pages, current, state.choices[current]) !== undefined;
}

export function goForward(pages: readonly NavPage[], state: ReaderState): ReaderState {
  const current = currentPageId(state);
  if (current === undefined) return state;
  const next = nextPageId(pages, current, state.choices[current]);
  return next === undefined ? state : { ...state, trail: [...state.trail, next] };
}

/** Back retraces the trail, so a branching story returns along the path actually taken. */
export function goBack(state: ReaderState): ReaderState {
  if (state.trail.length <= 1) return state;
  const trail = state.trail.slice(0, -1);
  // Choices made on pages no longer in the trail are forgotten, so a new branch can be taken.
  const choices = Object.fromEntries(Object.entries(state.choices).filter(([id]) => trail.includes(id)));
  return { trail, choices };
}

/** 1-based position along the path taken and the pages a straight read would still show. */
export function readingProgress(
  pages: readonly NavPage[],
  state: ReaderState,
): { step: number; remaining: number } {
  let remaining = 0;
  let id = currentPageId(state);
  const seen = new Set<string>();
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    id = nextPageId(pages, id, state.choices[id]);
    if (id !== undefined) remaining += 1;
  }
  return { step: state.trail.length, remaining };
}

/**
 * Whether a saved reader state still fits the lesson: it starts at the first page and every step
 * follows from the one before (the content may have changed since it was saved).
 */
export function isValidReading(pages: readonly NavPage[], state: ReaderState): boolean {
  if (state.trail.length === 0 || state.trail[0] !== pages[0]?.id) return false;
  for (let i = 1; i < state.trail.length; i++) {
    const before = state.trail[i - 1]!;
    if (nextPageId(pages, before, state.choices[before]) !== state.trail[i]) return false;
  }
  return true;
}
