import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody, UserView } from '../../../shared/api/auth';
import type { ProfileSummary } from '../../../shared/api/profile';
import { api } from '../../lib/api';
import { setUser, signIn, useSession } from '../../lib/session';

/** The signed-in user, fresh from the server, and their plan. */
export function useProfile() {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const user = useQuery({
    queryKey: ['profile', 'user', session.user?.id],
    queryFn: async () => {
      const { user } = await api<{ user: UserView }>('/api/auth/verify');
      setUser(user);
      return user;
    },
    enabled: signedIn,
    retry: 1,
  });
  const summary = useQuery({
    queryKey: ['profile', 'summary', session.user?.id],
    queryFn: () => api<ProfileSummary>('/api/profile'),
    enabled: signedIn,
    retry: 1,
  });
  return { user, summary };
}

/** PUT /api/auth/profile; keeps the session (and a new token after a password change) in step. */
export function useSaveProfile() {
  const client = useQueryClient();
  return async (body: ProfileBody): Promise<UserView> => {
    const answer = await api<{ user: UserView; token?: string }>('/api/auth/profile', {
      method: 'PUT',
      body,
    });
    if (answer.token) signIn(answer.token, answer.user);
    else setUser(answer.user);
    client.setQueryData(['profile', 'user', answer.user.id], answer.user);
    return answer.user;
  };
}
