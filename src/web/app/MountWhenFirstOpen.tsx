import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted after (so its
 * closing focus and state behave as before): the first load of every page does not carry the
 * dialog library (issue 14).
 */
export function MountWhenFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
