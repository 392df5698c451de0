import type { ReactNode } from 'react';

/** A small text button that shows or hides the region it controls ("Details", "Why this price?"). */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="rounded px-1 text-xs text-sky-300 underline decoration-dotted underline-offset-2 hover:text-sky-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      {children}
    </button>
  );
}
