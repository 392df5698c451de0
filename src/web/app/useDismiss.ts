import { type RefObject, useEffect } from 'react';

/**
 * Closes an open disclosure (a button and the list it shows): on Escape, which also brings focus
 * back to the button when it was inside the list, on a click outside it, and once focus moves on
 * past it (Tab out), so it never stays open over the control that now has focus.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      // The focused item is about to vanish; keep the keyboard user on the button.
      if (container.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, container, button]);
}
