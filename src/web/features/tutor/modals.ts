import { useEffect, useRef } from 'react';

// The assistant opens overlays by name (open_modal): it dispatches a cancelable window event and a
// feature that owns the overlay claims it (preventDefault) and opens it. An unclaimed request means
// the overlay is not on this page, and the assistant says it could not go there.

export const OPEN_MODAL = 'thinkstreet:open-modal';
export type OpenModalDetail = { name: string };

/** Asks the page to open an overlay; true when a feature claimed it. */
export function requestModal(name: string): boolean {
  const event = new CustomEvent<OpenModalDetail>(OPEN_MODAL, { detail: { name }, cancelable: true });
  return !window.dispatchEvent(event);
}

/** Opens this feature's overlay when the assistant asks for it by name. */
export function useModalRequest(name: string, open: () => void): void {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const handler = (event: Event) => {
      if ((event as CustomEvent<OpenModalDetail>).detail?.name !== name) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener(OPEN_MODAL, handler);
    return () => window.removeEventListener(OPEN_MODAL, handler);
  }, [name]);
}
