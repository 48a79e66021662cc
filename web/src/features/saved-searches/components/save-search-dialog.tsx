import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, type TAlertMode } from '@common/contracts/saved-searches';
import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { serverMessage } from '@/lib/api-error-message';
import { useSaveSearch } from '../api/save-search';
import type { TSearchToSave } from './search-to-save';

type TSaveSearchDialogProps = TSearchToSave & {
  onClose: () => void;
  /** Called once the dialog's code has arrived (the button stops spinning). */
  onLoaded: () => void;
};

/** The name and alert mode of a search to save; loaded on the first 'Save this search' (lazily). */
export default function SaveSearchDialog({
  filters,
  view,
  point,
  unit,
  defaultName,
  onClose,
  onLoaded,
}: TSaveSearchDialogProps) {
  const { t } = useTranslation();
  // No check here: an empty name is the server's to refuse, its sentence in the alert.
  const form = useForm<{ name: string; alert: TAlertMode }>({
    initialValues: { name: defaultName.slice(0, SAVED_SEARCH_NAME_MAX), alert: 'instant' },
  });
  const save = useSaveSearch();
  // (Setting the button's flag again on a later render changes nothing.)
  useEffect(onLoaded, [onLoaded]);

  const submit = ({ name, alert }: { name: string; alert: TAlertMode }) => {
    const withUnit = filters.radius !== undefined && !filters.unit ? { ...filters, unit } : filters;
    save.mutate(
      { name, alert, filters: withUnit, view: { order_by: view.order_by, direction: view.direction }, point },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('savedSearches.saved', { name: saved.name }) });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('savedSearches.dialogTitle')}
      closeLabel={t('savedSearches.close')}
      onClose={onClose}
    >
      <FormShell
        form={form}
        onSubmit={submit}
        busy={save.isPending}
        submitLabel={t('savedSearches.save')}
        error={save.error ? serverMessage(t, save.error) : null}
        errorAt="bottom"
        actions={
          <Button variant="default" onClick={onClose}>
            {t('savedSearches.cancel')}
          </Button>
        }
        actionsLayout="dialog"
      >
        <TextInput
          label={t('savedSearches.nameLabel')}
          {...form.getInputProps('name')}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          data-autofocus
        />
        <Radio.Group label={t('savedSearches.alertLabel')} {...form.getInputProps('alert')}>
          <Stack gap="xs" mt="xs">
            {ALERT_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={t(`savedSearches.alert.${mode}`)}
                description={t(`savedSearches.alertHint.${mode}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </FormShell>
    </FormDialog>
  );
}
