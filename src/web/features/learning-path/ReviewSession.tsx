import * as Dialog from '@radix-ui/react-dialog';
import { Brain, Loader2, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// A short spaced-review session (issue 10): the due cards first, then the weakest, up to five.
// A quiz card is answered again (right = good, wrong = again); a concept card is recalled, then
// graded by the learner. Finishing refills every heart. The cards load when the dialog opens.
const Session = lazy(() => import('./ReviewSessionCards'));

export function ReviewSessionButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-950 p-6 text-white">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold">
              <Brain aria-hidden className="h-5 w-5 text-sky-300" /> Review
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close review"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {open && (
            <Suspense fallback={<LoadingCards />}>
              <Session onDone={() => setOpen(false)} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LoadingCards() {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-300">
      <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Loading your cards…
    </p>
  );
}
