// The /api/competitions calls (src/shared/api/competitions.ts) and their TanStack Query keys.
import { useQuery } from '@tanstack/react-query';
import type { RankMeasure } from '../../../core/trading/rankings';
import type {
  ClassroomAnswer,
  CompetitionDetail,
  CompetitionLeaderboardAnswer,
  CompetitionSummary,
  CompetitionsAnswer,
  CreateCompetitionBody,
} from '../../../shared/api/competitions';
import { api } from '../../lib/api';

/** Every game query sits under this key: a change to any game refreshes them all. */
export const GAMES_KEY = ['competitions'] as const;

const at = (id: string) => `/api/competitions/${encodeURIComponent(id)}`;

export const gamesApi = {
  list: () => api<CompetitionsAnswer>('/api/competitions'),
  create: (body: CreateCompetitionBody) =>
    api<CompetitionSummary>('/api/competitions', { method: 'POST', body }),
  join: (code: string) =>
    api<CompetitionSummary>('/api/competitions/join', { method: 'POST', body: { code: code.trim() } }),
  detail: (id: string) => api<CompetitionDetail>(at(id)),
  leaderboard: (id: string, rank: RankMeasure) =>
    api<CompetitionLeaderboardAnswer>(`${at(id)}/leaderboard?rank=${rank}`),
  remove: (id: string, userId: string) =>
    api<{ message: string }>(`${at(id)}/players/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  consent: (id: string, shareProgress: boolean) =>
    api<{ shareProgress: boolean }>(`${at(id)}/consent`, { method: 'PUT', body: { shareProgress } }),
  classroom: (id: string) => api<ClassroomAnswer>(`${at(id)}/classroom`),
  /** The class table as CSV text (downloaded with the session's token, then saved by the browser). */
  classroomCsvPath: (id: string) => `${at(id)}/classroom.csv`,
};

/** My games and the public ones I can join (signed-in learners only). */
export function useGames(enabled = true) {
  return useQuery({ queryKey: [...GAMES_KEY, 'list'], queryFn: gamesApi.list, enabled });
}

export function useGame(id: string) {
  return useQuery({ queryKey: [...GAMES_KEY, id], queryFn: () => gamesApi.detail(id) });
}

export function useGameLeaderboard(id: string, rank: RankMeasure) {
  return useQuery({
    queryKey: [...GAMES_KEY, id, 'leaderboard', rank],
    queryFn: () => gamesApi.leaderboard(id, rank),
    refetchInterval: 60_000,
  });
}
