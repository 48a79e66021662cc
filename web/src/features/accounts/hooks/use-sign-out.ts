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
      // Other answers may belong to the user who left: all dropped. Not fetched again here: the
      // shown ones that need a session (the unread counts, the garage) would ask before the screens
      // see the visitor (401s); each screen asks again for what it still shows as it renders.
      queryClient.removeQueries({ predicate: (q) => !isMeQuery(q.queryKey) });
      queryClient.setQueryData(ME_QUERY_KEY, null);
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
