import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
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
  // No check here: an empty or unreadable entry goes to the server as it is, which says what it
  // needs; its reason stays beside the field until the next Save.
  const form = useForm<{ rate: number | string }>({
    initialValues: { rate: '' },
    clearInputErrorOnChange: false,
  });

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
  const submit = ({ rate }: { rate: number | string }) => {
    save.mutate(typeof rate === 'number' ? rate : Number.NaN, {
      onSuccess: (saved) => {
        form.setFieldValue('rate', '');
        notifications.show({
          color: 'green',
          message: t('admin.rate.saved', { rate: rateText(saved.usd_cad) }),
        });
      },
      onError: (err) => form.setFieldError('rate', serverMessage(t, err)),
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
        {/* Not the form shell: the rate and Save stand in one row. */}
        <Group
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            form.onSubmit(submit)();
          }}
          align="flex-start"
          gap="sm"
        >
          <NumberInput
            label={t('admin.rate.label')}
            description={t('admin.rate.description')}
            placeholder={rateText(current.usd_cad)}
            decimalSeparator={fmt.numberInput.decimalSeparator}
            {...form.getInputProps('rate')}
            decimalScale={4}
            allowNegative={false}
            hideControls
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
