import toast from 'react-hot-toast';
import type { StoredReport } from '../../lib/guest-carry/carry';
import { carryHeadline } from '../../lib/guest-carry/plan';

/** The sign-up's toast, dropped once the dashboard's notice says the same. */
export const CARRY_TOAST_ID = 'guest-carry';

/** Tells the learner at once what came from guest mode (the dashboard repeats it, with what stayed). */
export function announceCarry(report: StoredReport): void {
  if (report.lessons + report.quizzes + report.games === 0) return;
  toast.success(carryHeadline(report), { duration: 8000, id: CARRY_TOAST_ID });
}
