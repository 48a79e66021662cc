import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { apiErrorMessage, serverMessage } from '@/lib/api-error-message';
import { useExchangeRate } from '@/lib/exchange-rate';
import { useFormat } from '@/lib/format';
import { useSaveExchangeRate } from '../api/exchange-rate';
import { useFormatWhen } from '../format';

/** The USD/CAD rate: what it is (an admin's or the default) and a form to set it. */
export function ExchangeRatePanel() {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const fmt = useFormat();
  // The rate as the page's language writes a number: '1.35' / '1,35' (up to the 4 decimals it has).
  const rateText = (n: number) => fmt.number(n, { maximumFractionDigits: 4 });
  const rate = useExchangeRate();
  const save = useSaveExchangeRate();
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  if (rate.isPending) return <PageLoader />;
  if (rate.isError) {
    return (
      <LoadError
        title={t('admin.rate.loadError')}
        message={apiErrorMessage(t, rate.error)}
        retryLabel={t('admin.retry')}
        onRetry={() => void rate.refetch()}
      />
    );
  }
  const current = rate.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // An empty or unreadable entry goes to the server as it is, which says what it needs.
    save.mutate(typeof value === 'number' ? value : Number.NaN, {
      onSuccess: (saved) => {
        setValue('');
        notifications.show({
          color: 'green',
          message: t('admin.rate.saved', { rate: rateText(saved.usd_cad) }),
        });
      },
      onError: (err) => setError(serverMessage(t, err)),
    });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('admin.rate.title')}
        </Title>
        <Text>{t('admin.rate.intro')}</Text>
        <Text fw={700} data-testid="current-rate">
          {t('admin.rate.current', { rate: rateText(current.usd_cad) })}
        </Text>
        <Text size="sm">
          {current.updated_at
            ? t('admin.rate.setAt', { time: formatWhen(current.updated_at) })
            : t('admin.rate.default')}
        </Text>
        <Group component="form" onSubmit={submit} align="flex-start" gap="sm">
          <NumberInput
            label={t('admin.rate.label')}
            description={t('admin.rate.description')}
            placeholder={rateText(current.usd_cad)}
            decimalSeparator={fmt.numberInput.decimalSeparator}
            value={value}
            onChange={setValue}
            decimalScale={4}
            allowNegative={false}
            hideControls
            error={error}
            w={260}
          />
          <Button type="submit" mt={46} loading={save.isPending}>
            {t('admin.rate.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
