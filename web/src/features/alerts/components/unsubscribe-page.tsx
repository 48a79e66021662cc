import type { TUnsubscribeDone, TUnsubscribeInfo } from '@common/contracts/alerts';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { PATHS } from '@/config/routes';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /unsubscribe?token=…[&scope=digest]: the link in an alert email, no sign-in needed. It asks before
 * it stops anything (a mail scanner that opens links must not unsubscribe anyone); the email
 * client's own one-click button posts to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('alerts.unsubscribe.title'));
  const [params] = useSearchParams();
  const query = new URLSearchParams({
    token: params.get('token') ?? '',
    ...(params.get('scope') === 'digest' ? { scope: 'digest' } : {}),
  }).toString();
  const info = useQuery({
    queryKey: ['alerts', 'unsubscribe', query],
    queryFn: ({ signal }) => apiRequest<TUnsubscribeInfo>(`/alerts/unsubscribe?${query}`, { signal }),
    retry: false,
  });
  const stop = useMutation({
    mutationFn: () => apiRequest<TUnsubscribeDone>(`/alerts/unsubscribe?${query}`, { method: 'POST' }),
  });
  const manage = (
    <Anchor component={Link} to={PATHS.savedSearches}>
      {t('alerts.unsubscribe.manage')}
    </Anchor>
  );

  let body: React.ReactNode;
  if (info.isPending) body = <PageLoader />;
  else if (info.isError)
    body = (
      <Alert color="red" title={t('alerts.unsubscribe.invalidTitle')}>
        <Stack gap="xs">
          <Text>{serverMessage(t, info.error)}</Text>
          {manage}
        </Stack>
      </Alert>
    );
  else if (stop.isSuccess)
    body = (
      <Alert color="green" title={t('alerts.unsubscribe.doneTitle')} role="status">
        <Stack gap="xs">
          <Text>
            {stop.data.scope === 'digest'
              ? t('alerts.unsubscribe.doneDigest')
              : t('alerts.unsubscribe.doneSearch', { name: stop.data.name })}
          </Text>
          {manage}
        </Stack>
      </Alert>
    );
  else
    body = (
      <Stack gap="md">
        <Text>
          {info.data.scope === 'digest'
            ? t('alerts.unsubscribe.askDigest')
            : t('alerts.unsubscribe.askSearch', { name: info.data.name })}
        </Text>
        {stop.isError && (
          <Alert color="red" role="alert">
            {serverMessage(t, stop.error)}
          </Alert>
        )}
        <Button onClick={() => stop.mutate()} loading={stop.isPending} w="fit-content">
          {info.data.scope === 'digest'
            ? t('alerts.unsubscribe.stopDigest')
            : t('alerts.unsubscribe.stopSearch')}
        </Button>
        {manage}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1}>{t('alerts.unsubscribe.title')}</Title>
        {body}
      </Stack>
    </Paper>
  );
}
