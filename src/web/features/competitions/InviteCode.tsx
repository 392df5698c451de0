import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** The invite code and a button that copies it. */
export function InviteCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-400">Invite code</span>
      <code data-testid="invite-code" className="rounded bg-slate-800 px-2 py-0.5 font-mono tracking-widest">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`Copy the invite code ${code}`}
        className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-md border border-slate-700 px-3 py-0.5 text-xs hover:bg-slate-800"
      >
        {copied === 'yes' ? (
          <Check aria-hidden className="h-3.5 w-3.5" />
        ) : (
          <Copy aria-hidden className="h-3.5 w-3.5" />
        )}
        Copy
      </button>
      <span aria-live="polite" className="text-xs text-slate-400">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Could not copy: select the code instead.' : ''}
      </span>
    </p>
  );
}
