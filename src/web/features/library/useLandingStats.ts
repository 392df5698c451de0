import { useMemo } from 'react';
import { catalogueItems } from '../../../content/catalogue-index';
import { type LandingStats, landingStats } from '../../../core/learning/stats';
import { useCompletedStories } from './progress';

/** The landing page's stats row (lessons, hours of content, percent completed) for the current user. */
export function useLandingStats(): LandingStats {
  const { completed } = useCompletedStories();
  return useMemo(() => landingStats(catalogueItems, completed), [completed]);
}
