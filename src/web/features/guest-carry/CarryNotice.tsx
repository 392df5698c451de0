import { PackageCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { countText } from '../../../core/words';
import { TOAST_AREA_CHANGED } from '../../app/toastTop';
import { carryReport, markReportSeen } from '../../lib/guest-carry/carry';
import { carryHeadline, carryXpNote, LEFT_ON_DEVICE } from '../../lib/guest-carry/plan';
import { localUserId, useSession } from '../../lib/session';
import { CARRY_TOAST_ID } from './announce';

/** The dashboard's line about what came from guest mode and what stayed on the device, until dismissed. */
export function CarryNotice() {
  const session = useSession();
  const userId = localUserId(session);
  const [report, setReport] = useState(() => (session.isAuthenticated ? carryReport(userId) : undefined));
  const shown = !!report && !report.seen && report.lessons + report.quizzes + report.games > 0;
  useEffect(() => {
    if (!shown) return;
    // The sign-up's toast says what this notice says: with the notice on screen it is dropped.
    toast.dismiss(CARRY_TOAST_ID);
    // The toasts (the carried achievements') start below the notice while it shows.
    window.dispatchEvent(new Event(TOAST_AREA_CHANGED));
    return () => {
      window.dispatchEvent(new Event(TOAST_AREA_CHANGED));
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      // TOASTS_BELOW: the toasts keep clear of it.
      data-toasts-below
      aria-label="Progress from guest mode"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-emerald-700/60 bg-emerald-950/40 p-4"
    >
      <PackageCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-emerald-100">{carryHeadline(report)}</p>
        {carryXpNote(report) && <p className="mt-1 text-slate-300">{carryXpNote(report)}</p>}
        {report.portfolio && <p className="mt-1 text-slate-300">{LEFT_ON_DEVICE}</p>}
        {report.refused > 0 && (
          <p className="mt-1 text-slate-300">
            {countText(report.refused, 'item')} could not be added (no longer in the course list).
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => {
          markReportSeen(userId);
          setReport(undefined);
        }}
        className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-slate-800"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </section>
  );
}
