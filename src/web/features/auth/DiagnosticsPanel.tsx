import { Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { browserEnv, connectionIssue, type DiagnosticsReport, runDiagnostics } from '../../lib/diagnostics';
import { emitSessionChange } from '../../lib/session';

const tone = { critical: 'text-rose-300', high: 'text-amber-300', medium: 'text-sky-300' } as const;

/** Offered after a fetch-type failure: runs the real checks and applies the safe fixes. */
export function DiagnosticsPanel({ error }: { error: string }) {
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const [report, setReport] = useState<DiagnosticsReport | null>(null);

  async function run() {
    setState('running');
    const result = await runDiagnostics(browserEnv());
    console.info('[diagnostics]', result);
    if (result.findings.some((f) => f.fixed)) emitSessionChange();
    setReport(result);
    setState('done');
  }

  return (
    <div className="rounded-lg border border-slate-700 p-3 text-sm">
      <button
        type="button"
        onClick={run}
        disabled={state === 'running'}
        className="flex items-center gap-2 font-semibold text-emerald-300 hover:underline disabled:opacity-60"
      >
        <Stethoscope aria-hidden className="h-4 w-4" />
        {state === 'running' ? 'Running diagnostics...' : 'Run Diagnostics & Auto-Fix'}
      </button>
      {report && (
        <div aria-live="polite" className="mt-2 space-y-2">
          <p>{connectionIssue(error)}</p>
          {report.healthy ? (
            <p className="text-emerald-300">
              Every check passed: the server answers now. Try signing in again.
            </p>
          ) : (
            <ul className="space-y-1.5">
              {report.findings.map((f) => (
                <li key={f.id}>
                  <span className={`font-semibold uppercase ${tone[f.severity]}`}>{f.severity}</span>{' '}
                  {f.message}.{f.hint && <span className="block text-slate-400">{f.hint}</span>}
                  {f.fixed && <span className="block text-emerald-300">{f.fixed}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
