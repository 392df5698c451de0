import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useReturnFocus } from './useReturnFocus';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** A third way out beside Cancel (e.g. "Create an account instead" when leaving guest mode). */
  alternative?: { label: string; onSelect: () => void };
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** An accessible yes/no question (focus trapped, Escape cancels), instead of window.confirm. */
export default function ConfirmDialogBody({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  alternative,
  returnFocus,
}: ConfirmDialogProps) {
  const focus = useReturnFocus(returnFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-300">{message}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {alternative && (
              <button
                type="button"
                onClick={alternative.onSelect}
                className="mr-auto min-h-11 rounded-lg px-4 py-2 font-semibold text-emerald-300 hover:bg-slate-800"
              >
                {alternative.label}
              </button>
            )}
            <Dialog.Close className="rounded-lg border border-slate-700 px-4 py-2 font-medium hover:border-slate-500">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-600"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
