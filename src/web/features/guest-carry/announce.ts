import toast from 'react-hot-toast';
import type { StoredReport } from '../../lib/guest-carry/carry';
import { carryHeadline } from '../../lib/guest-carry/plan';

/** Tells the learner at once what came from guest mode (the dashboard repeats it, with what stayed). */
export function announceCarry(report: StoredReport): void {
  if (report.lessons + report.quizzes + report.games === 0) return;
  toast.success(carryHeadline(report), { duration: 8000, id: 'guest-carry' });
}
