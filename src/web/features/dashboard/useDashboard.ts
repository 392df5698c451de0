import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogueItems } from '../../../content/catalogue-index';
import { ACHIEVEMENT_CHECK_MS } from '../../../core/gamification/constants';
import { fallbackRecommendations, type Recommendation } from '../../../core/gamification/recommend';
import type { DashboardAnswer, NextLessonAnswer } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { localDashboard, localRecommendations, replayPending, XP_UPDATED } from '../../lib/learning-state';
import { localUserId, useSession } from '../../lib/session';

// Dashboard data: from the server for signed-in learners (falling back silently to the local
// engine when it cannot be reached), from the local engine for guests. Refreshed every 30 s (the
// spec's achievement check) and on every xp-updated event.

export const openable = new Set(catalogueItems.map((i) => i.id));

export type DashboardData = DashboardAnswer & { source: 'server' | 'local' };

export function useDashboard() {
  const session = useSession();
  const client = useQueryClient();
  const userId = localUserId(session);
  const signedIn = session.isAuthenticated;

  useEffect(() => {
    const refresh = () => client.invalidateQueries({ queryKey: ['dashboard'] });
    window.addEventListener(XP_UPDATED, refresh);
    return () => {
      window.removeEventListener(XP_UPDATED, refresh);
    };
  }, [client]);

  useEffect(() => {
    if (!signedIn) return;
    void replayPending().then(({ sent }) => {
      if (sent > 0) void client.invalidateQueries({ queryKey: ['dashboard'] });
    });
  }, [signedIn, client]);

  const dashboard = useQuery({
    queryKey: ['dashboard', userId, signedIn],
    queryFn: async (): Promise<DashboardData> => {
      if (!signedIn) return { ...localDashboard(), source: 'local' };
      const data = await api<DashboardAnswer>('/api/analytics/dashboard');
      return { ...data, source: 'server' };
    },
    refetchInterval: ACHIEVEMENT_CHECK_MS,
    retry: 1,
  });

  const recommendations = useQuery({
    queryKey: ['dashboard', 'next-lesson', userId, signedIn],
    queryFn: async (): Promise<{ list: Recommendation[]; note: string | null }> => {
      if (!signedIn) return { list: localRecommendations((id) => openable.has(id)), note: null };
      try {
        const answer = await api<NextLessonAnswer>('/api/ml/predictions/next_lesson');
        return {
          list: answer.prediction.recommendations,
          note: answer.fallback ? (answer.message ?? null) : null,
        };
      } catch {
        return {
          list: fallbackRecommendations((id) => openable.has(id)),
          note: 'Showing fallback recommendations while we reconnect to the ML service.',
        };
      }
    },
  });

  return { dashboard, recommendations, signedIn };
}
