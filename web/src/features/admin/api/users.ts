import type {
  TAdminUserDetail,
  TAdminUsersResponse,
  TDeleteUserResponse,
  TRestoreUserResponse,
  TSuspendUserResponse,
  TUserRoleResponse,
} from '@common/contracts/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KEY, USERS_KEY } from './query-keys';

// The Users tab's endpoints: find, one user's page, and the four actions. Each action
// reads every admin list again (the user's page, the results, the audit log).

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** GET /api/admin/users?q=&page=: users whose email or username contains q. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', q, page],
    queryFn: ({ signal }) =>
      apiRequest<TAdminUsersResponse>(`/admin/users?q=${encodeURIComponent(q)}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}: the account, posts, reports, reviews and sign-ins. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest<TAdminUserDetail>(userPath(id), { signal }),
  });
}

function useUserAction<TVars, TAnswer>(call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const useSuspendUser = () =>
  useUserAction(({ id, reason }: { id: string; reason: string }) =>
    apiRequest<TSuspendUserResponse>(`${userPath(id)}/suspend`, { method: 'POST', body: { reason } }),
  );

export const useRestoreUser = () =>
  useUserAction((id: string) =>
    apiRequest<TRestoreUserResponse>(`${userPath(id)}/restore`, { method: 'POST' }),
  );

export const useSetUserRole = () =>
  useUserAction(({ id, admin }: { id: string; admin: boolean }) =>
    apiRequest<TUserRoleResponse>(`${userPath(id)}/role`, { method: 'POST', body: { admin } }),
  );

export const useDeleteUser = () =>
  useUserAction(({ id, reason }: { id: string; reason: string }) =>
    apiRequest<TDeleteUserResponse>(userPath(id), { method: 'DELETE', body: { reason } }),
  );
