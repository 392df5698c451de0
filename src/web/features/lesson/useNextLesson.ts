import { useQuery } from '@tanstack/react-query';
import { catalogueItems } from '../../../content/catalogue-index';
import { afterLesson } from '../../../core/learning-path/next-step';
import type { PathAnswer } from '../../../shared/api/learning-path';
import type { NextLessonAnswer } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { localRecommendations } from '../../lib/learning-state';
import { localUserId, useSession } from '../../lib/session';
import { localPath } from '../learning-path/pathClient';

// The lesson to offer after finishing one: the learning path's next lesson (as the dashboard's
// 'Your Next Lesson' and the tutor offer), else the recommendation model's first pick (the server's
// for a signed-in learner, the same model over the local log for a guest), else the next lesson of
// the catalogue. Each source that cannot answer is passed over.

const openable = new Set(catalogueItems.map((i) => i.id));
const byId = new Map(catalogueItems.map((i) => [i.id, i]));

/** `revisit`: the path sends the learner back to this very lesson (its quiz was not passed): why. */
export type NextLesson = { id: string; title: string; icon: string; revisit?: string };

export function useNextLesson(currentId: string, ready: boolean): NextLesson | null | undefined {
  const session = useSession();
  const query = useQuery({
    queryKey: ['next-lesson-after', currentId, localUserId(session), session.isAuthenticated],
    enabled: ready,
    queryFn: async (): Promise<NextLesson | null> => {
      const other = (id: string) => id !== currentId && byId.has(id);
      const pathNext = async () => {
        const answer = session.isAuthenticated
          ? await api<PathAnswer>('/api/learning-path')
          : await localPath();
        // The path's own next step, a revisit of this lesson included: the completion screen, the
        // dashboard and the path give one answer to "what now?".
        const after = afterLesson(answer.path.steps, currentId, (id) => byId.has(id));
        return after && ('revisit' in after ? after : after.lessonId);
      };
      const modelPicks = async () =>
        (session.isAuthenticated
          ? (await api<NextLessonAnswer>('/api/ml/predictions/next_lesson')).prediction.recommendations
          : localRecommendations((id) => openable.has(id))
        ).map((r) => r.lessonId);
      const [onPath, picks] = await Promise.all([
        pathNext().catch(() => undefined),
        modelPicks().catch((): string[] => []),
      ]);
      if (typeof onPath === 'object') {
        const here = byId.get(currentId)!;
        return { id: here.id, title: here.title, icon: here.icon, revisit: onPath.revisit };
      }
      const index = catalogueItems.findIndex((i) => i.id === currentId);
      const inOrder = [...catalogueItems.slice(index + 1), ...catalogueItems.slice(0, index)].map(
        (i) => i.id,
      );
      const id = [...(onPath ? [onPath] : []), ...picks, ...inOrder].find(other);
      const item = id ? byId.get(id) : undefined;
      return item ? { id: item.id, title: item.title, icon: item.icon } : null;
    },
  });
  return query.data;
}
