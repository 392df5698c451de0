import { type RefObject, useRef } from 'react';

/**
 * Focus handlers for a controlled Radix dialog that has no Dialog.Trigger. Radix sends focus back
 * to its trigger on close, and without one focus falls to <body>: a keyboard user starts again at
 * the top of the page. These remember what had focus when the dialog opened and return there, or
 * to `fallback` when that element has gone (a menu item whose menu closed).
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      // <body> means the opener is already gone (the menu closed as the dialog opened).
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : fallback?.current;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
