import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogueItems } from '../../../content/catalogue-index';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import {
  describeXpRange,
  formatXpRange,
  lessonXpRange,
  type XpRange,
} from '../../../core/gamification/preview';
import type { XpRangeView } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { deriveLocal, learnerTimeZone, XP_UPDATED } from '../../lib/learning-state';
import { localUserId, useSession } from '../../lib/session';

// What finishing each lesson would pay the learner now (the XP printed on a course card): the
// server's figures for a signed-in learner, the same engine over the local log for a guest.

const { lookup } = buildLessonLookup();

export function localXpPreview(ids: readonly string[], now = new Date()): Record<string, XpRange> {
  const progress = deriveLocal(now);
  const options = { now, timeZone: learnerTimeZone(), lessons: lookup };
  return Object.fromEntries(ids.map((id) => [id, lessonXpRange(progress, id, options)]));
}

const allIds = catalogueItems.map((i) => i.id);

/** Printed while what a lesson would pay this learner is not known yet (the prerendered page, a slow server). */
export const XP_PENDING = '… XP';

/**
 * What a lesson card (course, dashboard, the lesson's cover) promises: the range the XP engine
 * would pay for finishing it now, and that range in words for its tooltip and screen readers. Until
 * the range is known the card promises nothing: the lesson's own XP is neither the least (a repeat
 * pays less) nor the most (bonuses and the quiz pay more) that finishing it pays.
 */
export function xpPromise(
  preview: Record<string, XpRangeView> | undefined,
  item: { id: string; hasQuiz: boolean },
): { text: string; explanation: string } {
  const range = preview?.[item.id];
  if (!range) return { text: XP_PENDING, explanation: 'Working out what finishing it would pay you' };
  return { text: formatXpRange(range), explanation: describeXpRange(range, item.hasQuiz) };
}

/** What finishing each lesson of the catalogue would pay now. */
export function useXpPreview(): Record<string, XpRangeView> | undefined {
  const session = useSession();
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => client.invalidateQueries({ queryKey: ['xp-preview'] });
    window.addEventListener(XP_UPDATED, refresh);
    return () => window.removeEventListener(XP_UPDATED, refresh);
  }, [client]);
  const query = useQuery({
    queryKey: ['xp-preview', localUserId(session), session.isAuthenticated],
    // A guest's figures are this device's own, there at the first render: no card waits on them.
    ...(session.isGuest ? { initialData: () => localXpPreview(allIds) } : {}),
    queryFn: async () => {
      if (!session.isAuthenticated) return localXpPreview(allIds);
      try {
        return (await api<{ xpPreview: Record<string, XpRangeView> }>('/api/auth/progress')).xpPreview;
      } catch {
        return localXpPreview(allIds); // offline: the same engine over what this device knows
      }
    },
  });
  return query.data;
}
