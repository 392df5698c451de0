import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type AchievementFigures, achievementAdvice } from '../../../core/tutor/canned';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

// The tutor's line in the dashboard's achievement nudge: which locked achievements are closest and
// what to do next. Signed-in learners get it from POST /api/ai-tutor/chat (their figures on the
// server); guests, and anyone while it loads or if it fails, get the same advice from the core.

export function AchievementTip({ suggestions }: { suggestions: readonly AchievementFigures[] }) {
  const { isAuthenticated } = useSession();
  const local = achievementAdvice({ suggestions });
  const key = suggestions.map((s) => `${s.name}:${s.current}`).join('|');
  const remote = useQuery({
    queryKey: ['tutor', 'achievement-tip', key],
    queryFn: () =>
      api<{ response: string }>('/api/ai-tutor/chat', {
        body: { message: 'Which achievement should I go for next?', context: 'achievement_recommendation' },
      }),
    enabled: isAuthenticated,
    retry: false,
  });
  const text = (isAuthenticated && remote.data?.response) || local;
  return (
    <p
      data-testid="achievement-tip"
      className="mb-3 flex gap-2 rounded-lg bg-slate-800/60 p-2 text-sm text-slate-200"
    >
      <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-300" />
      <span>
        <span className="font-semibold text-emerald-300">Tutor’s tip: </span>
        {text}
      </span>
    </p>
  );
}
