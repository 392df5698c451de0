import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogueItems } from '../../../content/catalogue-index';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { formatXpRange, lessonXpRange, type XpRange } from '../../../core/gamification/preview';
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

/** The XP a lesson card prints: what finishing pays now, or the lesson's own XP until that is known. */
export function xpText(preview: Record<string, XpRangeView> | undefined, item: { id: string; xp: number }) {
  const range = preview?.[item.id];
  return range ? formatXpRange(range) : `${item.xp} XP`;
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
