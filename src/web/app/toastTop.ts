import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

// Toasts sit top-right (spec), below whatever header the page shows: with the beta banner above the
// sticky header, a fixed offset put the XP and achievement toasts over the nav and the account menu.
// A notice the learner has to read first (the dashboard's carry notice, marked `data-toasts-below`)
// keeps them below it too while it is on screen: after a guest signed up, the carried achievements'
// toasts stacked over it, its dismiss button included. Their stack ends above a phone's bottom tab
// bar: pushed down below that notice, the second toast lay over the tabs' top edge, and a third
// below the screen. What does not fit scrolls within the stack. They also keep clear of the page's
// heading block while it is on screen: on a phone a toast fired on the way to a page (the onboarding's
// completion) lay over the heading of the page it opened ("Courses", "Welcome, …"). The block is
// the heading's own `<header>` (its subtitle and controls: the dashboard's Personalise button), else
// the heading and the paragraph under it: below the heading alone, a phone's toast covered the grey
// subtitle ("39 lessons…"), and a laptop's the Personalise button beside it. Only the block's parts
// that reach into the toasts' column at the right count: on a laptop, beside a heading with nothing
// at its right (the library), they stay in the top-right corner under the app header.
// Controls the learner is using (marked `data-toasts-clear`) are kept clear from either side: the
// stack ends above them where it has room there, else starts below them, else passes over them. On
// the Trade page the success and XP toasts of a market order lay over the order ticket's Symbol
// field for 2 to 3 s, where the next order starts (1366 x 850 and 390 x 844); in a crisis game on a
// phone they lay over the game's clock (its date, index and step) and the portfolio's value.

/** The gap between a header's bottom edge and the first toast, px. */
const GAP = 8;
/** Where toasts start with no header on screen, px (react-hot-toast's own offset). */
const EDGE = 16;

/** The attribute that marks an element toasts must not cover. */
export const TOASTS_BELOW = 'data-toasts-below';
/**
 * Its value for an element toasts must not cover only where it reaches into their column (the
 * dashboard's level and XP, which the XP and achievement toasts announce a change to: on a laptop
 * the stack lay over its top-right corner, the XP total, just as it changed).
 */
export const IN_THEIR_COLUMN = 'column';
/**
 * The attribute that marks something the learner is using, which toasts keep clear of from above or
 * below, where it reaches into their column (the order ticket, its Symbol field; a game's clock).
 */
export const TOASTS_CLEAR = 'data-toasts-clear';
/** The phone's bottom tab bar (Shell's PhoneTabs), which toasts end above. */
const TAB_BAR = 'nav[aria-label="Primary"]';
/** The page's heading, whose block toasts keep clear of while it is on screen. */
const PAGE_HEADING = 'main h1';
/** The widest toast, px (the XP and achievement toasts' max-w-sm): the column they take at the right. */
const TOAST_WIDTH = 384;
/** How long after a navigation the page is watched for its heading to appear (it may wait for data), ms. */
const SETTLE_MS = 3000;
/** Sent when such an element comes or goes, so the toasts move at once. */
export const TOAST_AREA_CHANGED = 'toast-area-changed';

/**
 * Where the toasts should start: just below the page's first header while it is on screen, and
 * below any element they must keep clear of while some of it is on screen.
 */
export function toastTopFor(
  header: Element | null,
  keepClear: readonly Element[] = [],
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
): number {
  let bottom = header?.getBoundingClientRect().bottom ?? 0;
  for (const el of keepClear) {
    const r = el.getBoundingClientRect();
    if (r.bottom > 0 && r.top < viewportHeight) bottom = Math.max(bottom, r.bottom);
  }
  return bottom > 0 ? Math.ceil(bottom) + GAP : EDGE;
}

/**
 * Where the toasts' stack must end, as a distance from the window's bottom edge: above the phone's
 * bottom tab bar while it is laid out, else react-hot-toast's own offset.
 */
export function toastBottomFor(
  tabBar: Element | null,
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
): number {
  const r = tabBar?.getBoundingClientRect();
  if (!r || r.height <= 0 || r.top >= viewportHeight) return EDGE;
  return Math.max(EDGE, Math.ceil(viewportHeight - r.top) + GAP);
}

/**
 * The toasts' area, from the window's edges: its top and bottom, and its right where it stands left of
 * a control in use (else react-hot-toast's own offset).
 */
export type ToastArea = { top: number; bottom: number; right?: number };

/** The least height the stack gets, px: a one-line toast and a little. */
const MIN_ROOM = 96;

/**
 * The toasts' area, from the window's top and bottom edges: below the header and the notices to keep
 * clear of, above the tab bar. A notice that leaves too little room above the tab bar (scrolled low
 * on the screen) is passed over: they may cover it for a while rather than show nothing. The others
 * still hold: with a game's results table low on a laptop's screen, passing over everything put the
 * toasts up under the header, over the page's heading and its controls.
 */
export function toastAreaFor(
  header: Element | null,
  keepClear: readonly Element[],
  tabBar: Element | null,
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
  clearOf: readonly Element[] = [],
  viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth,
): ToastArea {
  let bottom = toastBottomFor(tabBar, viewportHeight);
  const roomy = keepClear.filter(
    (el) => viewportHeight - bottom - toastTopFor(header, [el], viewportHeight) >= MIN_ROOM,
  );
  let top = toastTopFor(header, roomy, viewportHeight);
  let right = EDGE;
  // Controls in use, outermost first (document order: the ticket before its Symbol field). Each one
  // still in the area shrinks it: the stack ends above it, where toasts usually are, if that leaves
  // them room; else starts below it if that does; else it stands beside it, to its left, where the
  // widest toast fits there (a laptop's order ticket, in the right-hand column, taller than the room
  // around it); else it is passed over, and what is marked inside it (the Symbol field) is kept clear.
  for (const el of clearOf) {
    const r = el.getBoundingClientRect();
    const end = viewportHeight - bottom;
    if (r.bottom <= top || r.top >= end || !reachesColumn(r, viewportWidth, right)) continue;
    const below = Math.ceil(r.bottom) + GAP;
    if (r.top - GAP - top >= MIN_ROOM) bottom = Math.ceil(viewportHeight - r.top) + GAP;
    else if (end - below >= MIN_ROOM) top = below;
    else if (r.left - GAP - EDGE >= TOAST_WIDTH) right = Math.ceil(viewportWidth - r.left) + GAP;
  }
  return right === EDGE ? { top, bottom } : { top, bottom, right };
}

/**
 * The parts of the page's heading block: the children of the heading's own `<header>` in the main
 * area (its title with the subtitle, its controls), else the heading and the paragraph right under it.
 */
export function headingBlock(root: ParentNode): Element[] {
  const heading = root.querySelector(PAGE_HEADING);
  if (!heading) return [];
  const header = heading.closest('main header');
  if (header) return [...header.children];
  const next = heading.nextElementSibling;
  return next?.tagName === 'P' ? [heading, next] : [heading];
}

/**
 * Whether a box reaches into the toasts' column: the widest toast's width in from `right` px off the
 * window's right edge (react-hot-toast's own offset, or where the stack stands left of a control).
 */
function reachesColumn(r: DOMRect, viewportWidth: number, right = EDGE): boolean {
  const column = viewportWidth - right;
  return r.right > Math.max(EDGE, column - TOAST_WIDTH) && r.left < column;
}

/** Whether an element reaches into the toasts' column, the widest toast's width in from the right edge. */
export function inToastColumn(
  el: Element,
  viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth,
): boolean {
  return reachesColumn(el.getBoundingClientRect(), viewportWidth);
}

/**
 * The toasts' area for the page in `root` now: the app's header, the notices, the heading block, the
 * tab bar and the controls in use.
 */
export function toastAreaIn(
  root: ParentNode,
  viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth,
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
): ToastArea {
  const heading = headingBlock(root).filter((el) => inToastColumn(el, viewportWidth));
  const marked = [...root.querySelectorAll(`[${TOASTS_BELOW}]`)].filter(
    (el) => el.getAttribute(TOASTS_BELOW) !== IN_THEIR_COLUMN || inToastColumn(el, viewportWidth),
  );
  return toastAreaFor(
    root.querySelector('header'),
    [...marked, ...heading],
    root.querySelector(TAB_BAR),
    viewportHeight,
    [...root.querySelectorAll(`[${TOASTS_CLEAR}]`)],
    viewportWidth,
  );
}

/** The toasts' area: its offsets, kept up to date as the page scrolls, resizes and changes route. */
export function useToastArea(router: AnyRouter): ToastArea {
  const [area, setArea] = useState<ToastArea>({ top: 64, bottom: EDGE });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = toastAreaIn(document);
        setArea((a) => (a.top === next.top && a.bottom === next.bottom && a.right === next.right ? a : next));
      });
    };
    // A page drawn after its data arrives puts its heading in place after the navigation ends:
    // the page is watched for a short while after each one.
    const watcher = new MutationObserver(update);
    let settle = 0;
    const navigated = () => {
      update();
      const main = document.getElementById('main');
      if (!main) return;
      watcher.observe(main, { childList: true, subtree: true });
      clearTimeout(settle);
      settle = window.setTimeout(() => watcher.disconnect(), SETTLE_MS);
    };
    navigated();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener(TOAST_AREA_CHANGED, update);
    // The beta banner closing moves the header up without a scroll.
    window.addEventListener('click', update, { passive: true });
    const unsubscribe = router.subscribe('onResolved', navigated);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      watcher.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener(TOAST_AREA_CHANGED, update);
      window.removeEventListener('click', update);
      unsubscribe();
    };
  }, [router]);
  return area;
}
