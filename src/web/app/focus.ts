import { type RefObject, useEffect, useRef, useState } from 'react';

// Moving focus on purpose. When the control that has focus is disabled, replaced or removed, the
// browser drops focus to <body>: a screen reader starts reading again from the top of the document
// and the next Tab starts over at the skip link (inside a modal, focus even leaves it). These
// helpers send focus to the next meaningful place instead: the new step's heading or legend, the
// feedback, the next control, the list after a deletion.

/** Focuses `el`, first making it focusable by script (tabIndex -1) when it is not focusable itself. */
export function focusElement(el: HTMLElement, options?: FocusOptions): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus(options);
}

/**
 * Looks for the element on each animation frame (for up to about a second, as a page that slides
 * in mounts only after the old one has slid out) and focuses it once it is there.
 * Returns a function that stops looking.
 */
export function focusWhenPresent(
  find: () => HTMLElement | null | undefined,
  options?: FocusOptions,
): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const el = find();
    if (el?.isConnected) return focusElement(el, options);
    if (++tries < 60) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * Focuses `target` (an element's ref, or a function that finds it) each time `key` changes, never on
 * the first render: the heading or legend of the step or page that replaced the one whose Next
 * button had focus. It waits for the element (a page that slides in mounts late) and for the frame
 * after the change, so a closing dialog's own focus return does not undo it.
 */
export function useFocusOnChange(
  key: unknown,
  target: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined),
): void {
  const first = useRef(true);
  const find = useRef(target);
  find.current = target;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the step (key) changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = find.current;
    return focusWhenPresent(typeof t === 'function' ? t : () => t.current);
  }, [key]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside `root` that Tab reaches, in order (hidden ones left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  );
}

/**
 * While `active`, makes the element `ref` points at behave as a modal that is not a Radix dialog:
 * everything else on the page is inert (out of reach of Tab, clicks and the screen reader's
 * browsing) and Tab wraps around inside it.
 */
export function useModal(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return;
    const made: HTMLElement[] = [];
    // Every sibling of the box and of each of its ancestors up to <body>.
    for (let node: HTMLElement | null = box; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.inert = true;
        made.push(sibling);
      }
    }
    const wrap = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const order = tabbables(box);
      const first = order[0];
      const last = order.at(-1);
      if (!first || !last) return;
      const at = document.activeElement;
      if (e.shiftKey && (at === first || !box.contains(at))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (at === last || !box.contains(at))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', wrap);
    return () => {
      document.removeEventListener('keydown', wrap);
      for (const el of made) el.inert = false;
    };
  }, [ref, active]);
}

/** Whether the media query matches now, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matches;
}

/**
 * Catches focus that the page dropped: when the element last focused inside `container` has been
 * removed or disabled by a render (a button replaced by the next screen, an Undo with nothing left
 * to undo, a row deleted) and nothing else took focus, focus goes to what `fallback` finds.
 */
export function useFocusRescue(
  container: RefObject<HTMLElement | null>,
  fallback: () => HTMLElement | null | undefined,
): void {
  const last = useRef<HTMLElement | null>(null);
  const find = useRef(fallback);
  find.current = fallback;
  useEffect(() => {
    // On the document, as the container may mount after this hook (a list that loads).
    const onIn = (e: FocusEvent) => {
      const inside = e.target instanceof HTMLElement && container.current?.contains(e.target);
      last.current = inside ? (e.target as HTMLElement) : null;
    };
    document.addEventListener('focusin', onIn);
    return () => document.removeEventListener('focusin', onIn);
  }, [container]);
  // After every render: did it take away the element that had focus?
  useEffect(() => {
    const was = last.current;
    if (!was || (was.isConnected && !(was as HTMLButtonElement).disabled)) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      // Someone else already placed focus (a dialog, a route change, a step's own heading).
      if (active && active !== document.body && active !== was) return;
      const target = find.current();
      if (target) {
        last.current = null;
        focusElement(target);
      }
    });
    return () => cancelAnimationFrame(frame);
  });
}
