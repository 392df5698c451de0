import { useLandingStats } from '../library/useLandingStats';
import { LandingStatsRow } from './LandingStatsRow';

// The stats row is its own chunk (issue 14 point 1): the catalogue index and the learner's progress it
// reads are most of the landing page's JavaScript, and the prerendered HTML already shows the row, so
// the page hydrates without them and this part hydrates when its chunk arrives.

/** Lessons, hours of content and the learner's completion, from the catalogue. */
export default function LandingStats() {
  const stats = useLandingStats();
  return (
    <LandingStatsRow
      lessons={String(stats.totalLessons)}
      hours={stats.hoursLabel}
      completed={`${stats.completionRate}%`}
    />
  );
}
