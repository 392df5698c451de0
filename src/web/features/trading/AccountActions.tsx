import { useMutation } from '@tanstack/react-query';
import { Download, RotateCcw, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import type { LazyLocalTrading } from './backend';
import { errorText } from './Panel';
import { useBackend, useInvalidateAccount } from './useTrading';

// A finger's 44 px on touch screens; compact beside the heading for a mouse.
const button =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-700 px-3 py-1.5 text-sm hover:border-slate-500 pointer-coarse:min-h-11';

/** Reset to $100,000; for an account kept on this device, export to a JSON file and import one back. */
export function AccountActions({ local }: { local: LazyLocalTrading | null }) {
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  const [confirming, setConfirming] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const reset = useMutation({
    mutationFn: () => backend.reset(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void invalidate();
    },
    onError: (e) => toast.error(errorText(e)),
  });

  const exportFile = async () => {
    if (!local) return;
    const blob = new Blob([(await local.load()).exportJson()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `thinkstreet-portfolio-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !local) return;
    try {
      (await local.load()).importJson(await chosen.text());
      toast.success('Portfolio imported');
      void invalidate();
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {local && (
        <>
          <button
            type="button"
            className={button}
            onClick={() => void exportFile().catch((e: unknown) => toast.error(errorText(e)))}
          >
            <Download aria-hidden className="h-4 w-4" /> Export
          </button>
          <button type="button" className={button} onClick={() => file.current?.click()}>
            <Upload aria-hidden className="h-4 w-4" /> Import
          </button>
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Portfolio file to import"
            onChange={(e) => void importFile(e)}
          />
        </>
      )}
      <button type="button" className={button} onClick={() => setConfirming(true)} disabled={reset.isPending}>
        <RotateCcw aria-hidden className="h-4 w-4" /> Reset
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset your portfolio?"
        message="Positions, orders and trade history are cleared and cash goes back to $100,000.00."
        confirmLabel="Reset portfolio"
        onConfirm={() => {
          setConfirming(false);
          reset.mutate();
        }}
      />
    </div>
  );
}
