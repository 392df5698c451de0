import { MAX_SUGGESTIONS } from '../../../core/gamification/constants';
import type { Recommendation } from '../../../core/gamification/recommend';
import type { PathStep } from '../../../core/learning-path/path';
import { tabReady } from '../../app/tabs';
import { LeagueCard } from '../leagues/LeagueCard';
import { ReviewsDueCard } from '../learning-path/DashboardBlocks';
import {
  AchievementsNudge,
  FoundationsCards,
  LearningPathCard,
  ProgressPanel,
  RecommendedNext,
} from './Cards';
import { HistoryTimeline } from './HistoryTimeline';
import { suggestionsFor } from './suggestions';
import { type DashboardData, openable } from './useDashboard';

// The dashboard's blocks below its first screen, one per column, loaded apart from the page (see
// Loaded in DashboardPage.tsx). The `order` classes place them on a phone, where the columns
// dissolve into one list.

export function BelowMain({ data, completed }: { data: DashboardData; completed: ReadonlySet<string> }) {
  return (
    <>
      <div className="order-6 min-w-0 lg:order-none">
        <HistoryTimeline studied={data.studied} completed={completed} />
      </div>
      <div className="order-7 min-w-0 lg:order-none">
        <FoundationsCards completed={completed} />
      </div>
      {tabReady('learning-path') && (
        <div className="order-8 min-w-0 lg:order-none">
          <LearningPathCard />
        </div>
      )}
    </>
  );
}

export function BelowSide({
  data,
  pathSteps,
  recommendations,
}: {
  data: DashboardData;
  pathSteps: readonly PathStep[] | null | undefined;
  recommendations: { list: Recommendation[]; note: string | null } | undefined;
}) {
  return (
    <>
      <div className="order-3 min-w-0 lg:order-none">
        <ReviewsDueCard />
      </div>
      <div className="order-4 min-w-0 lg:order-none">
        <LeagueCard />
      </div>
      <div className="order-4 min-w-0 lg:order-none">
        <ProgressPanel data={data} />
      </div>
      <div className="order-5 min-w-0 lg:order-none">
        <RecommendedNext
          list={suggestionsFor({
            pathSteps,
            recommended: recommendations?.list,
            exists: (id) => openable.has(id),
            max: MAX_SUGGESTIONS,
          })}
          note={recommendations?.note ?? null}
        />
      </div>
      <div className="order-9 min-w-0 lg:order-none">
        <AchievementsNudge data={data} />
      </div>
    </>
  );
}
