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
): { top: number; bottom: number } {
  const bottom = toastBottomFor(tabBar, viewportHeight);
  const roomy = keepClear.filter(
    (el) => viewportHeight - bottom - toastTopFor(header, [el], viewportHeight) >= MIN_ROOM,
  );
  return { top: toastTopFor(header, roomy, viewportHeight), bottom };
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

/** Whether an element reaches into the toasts' column, the widest toast's width in from the right edge. */
export function inToastColumn(
  el: Element,
  viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth,
): boolean {
  const r = el.getBoundingClientRect();
  return r.right > Math.max(EDGE, viewportWidth - EDGE - TOAST_WIDTH) && r.left < viewportWidth - EDGE;
}

/** The toasts' area for the page in `root` now: the app's header, the notices, the heading block, the tab bar. */
export function toastAreaIn(
  root: ParentNode,
  viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth,
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
): { top: number; bottom: number } {
  const heading = headingBlock(root).filter((el) => inToastColumn(el, viewportWidth));
  const marked = [...root.querySelectorAll(`[${TOASTS_BELOW}]`)].filter(
    (el) => el.getAttribute(TOASTS_BELOW) !== IN_THEIR_COLUMN || inToastColumn(el, viewportWidth),
  );
  return toastAreaFor(
    root.querySelector('header'),
    [...marked, ...heading],
    root.querySelector(TAB_BAR),
    viewportHeight,
  );
}

/** The toasts' area: its top and bottom offsets, kept up to date as the page scrolls, resizes and changes route. */
export function useToastArea(router: AnyRouter): { top: number; bottom: number } {
  const [area, setArea] = useState({ top: 64, bottom: EDGE });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { top, bottom } = toastAreaIn(document);
        setArea((a) => (a.top === top && a.bottom === bottom ? a : { top, bottom }));
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
