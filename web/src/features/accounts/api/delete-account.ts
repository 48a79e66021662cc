import type { TDeleteAccountRequest } from '@common/contracts/account-data';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { apiRequest } from '@/lib/api-client';
import { devicePushSubscription } from '@/lib/device-push-subscription';
import { forgetCachedPages } from '@/lib/offline-pages';
import { setLeaving } from '../leaving';
import { ME_QUERY_KEY } from './get-me';

/**
 * POST /api/account/delete: the account goes (the server clears the cookie). This device's push
 * subscription and the pages the service worker kept go too: they were the person's.
 */
export async function deleteAccount(request: TDeleteAccountRequest): Promise<void> {
  setLeaving(true);
  try {
    await apiRequest<undefined>('/account/delete', { method: 'POST', body: request });
  } catch (error) {
    setLeaving(false);
    throw error;
  }
  const sub = await devicePushSubscription().catch(() => null);
  await sub?.unsubscribe().catch(() => false);
  await forgetCachedPages();
}

/** Deletes the account, then forgets the person everywhere in the app, goes home and says so. */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Home first: Account Settings, left signed out, would send the person to the sign-in page
      // (its guard waits while leaving is set, and clears it once left).
      await navigate(PATHS.home, { replace: true });
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
      notifications.show({ color: 'green', message: t('dataRights.deleted'), autoClose: false });
    },
  });
}
