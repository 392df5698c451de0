import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogBody';

// The dialog library loads the first time a question is asked, not with every screen that may ask
// one (issue 14: the route's entry JavaScript). Closed, the dialog renders nothing either way.
const Body = lazy(() => import('./ConfirmDialogBody'));

/** An accessible yes/no question (focus trapped, Escape cancels), instead of window.confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
