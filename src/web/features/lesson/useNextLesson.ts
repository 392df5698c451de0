import { useQuery } from '@tanstack/react-query';
import { catalogueItems } from '../../../content/catalogue-index';
import type { NextLessonAnswer } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { localRecommendations } from '../../lib/learning-state';
import { localUserId, useSession } from '../../lib/session';

// The lesson to offer after finishing one: the recommendation model's first pick (the server's for
// a signed-in learner, the same model over the local log for a guest), else the next lesson of the
// catalogue.

const openable = new Set(catalogueItems.map((i) => i.id));
const byId = new Map(catalogueItems.map((i) => [i.id, i]));

export type NextLesson = { id: string; title: string; icon: string };

export function useNextLesson(currentId: string, ready: boolean): NextLesson | null | undefined {
  const session = useSession();
  const query = useQuery({
    queryKey: ['next-lesson-after', currentId, localUserId(session), session.isAuthenticated],
    enabled: ready,
    queryFn: async (): Promise<NextLesson | null> => {
      let ids: string[] = [];
      try {
        ids = session.isAuthenticated
          ? (await api<NextLessonAnswer>('/api/ml/predictions/next_lesson')).prediction.recommendations.map(
              (r) => r.lessonId,
            )
          : localRecommendations((id) => openable.has(id)).map((r) => r.lessonId);
      } catch {
        ids = [];
      }
      const index = catalogueItems.findIndex((i) => i.id === currentId);
      const inOrder = [...catalogueItems.slice(index + 1), ...catalogueItems.slice(0, index)].map(
        (i) => i.id,
      );
      const id = [...ids, ...inOrder].find((x) => x !== currentId && byId.has(x));
      const item = id ? byId.get(id) : undefined;
      return item ? { id: item.id, title: item.title, icon: item.icon } : null;
    },
  });
  return query.data;
}
