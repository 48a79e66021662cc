import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ME_QUERY_KEY } from '../api/get-me';
import { signOut } from '../api/sign-out';

const isMeQuery = (key: readonly unknown[]) => key[0] === ME_QUERY_KEY[0] && key[1] === ME_QUERY_KEY[1];

/** Sign Out: ends the session, forgets everything cached for the user, goes home and says so. */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      // Other answers may belong to the user who left: drop the unused ones, fetch the shown ones again.
      queryClient.removeQueries({ type: 'inactive', predicate: (q) => !isMeQuery(q.queryKey) });
      void queryClient.resetQueries({ predicate: (q) => !isMeQuery(q.queryKey) });
      navigate(PATHS.home);
      notifications.show({ color: 'green', message: t('accounts.signedOut') });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('accounts.menu.signOutFailed'),
        message: apiErrorMessage(t, error),
      }),
  });
}
