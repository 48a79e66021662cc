import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, type TAlertMode } from '@common/contracts/saved-searches';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [name, setName] = useState(defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [alert, setAlert] = useState<TAlertMode>('instant');
  const save = useSaveSearch();
  // (Setting the button's flag again on a later render changes nothing.)
  useEffect(onLoaded, [onLoaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Modal
      opened
      onClose={onClose}
      title={t('savedSearches.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('savedSearches.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('savedSearches.nameLabel')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            data-autofocus
          />
          <Radio.Group
            label={t('savedSearches.alertLabel')}
            value={alert}
            onChange={(v) => setAlert(v as TAlertMode)}
          >
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
          {save.error && (
            <Alert color="red" role="alert">
              {serverMessage(t, save.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('savedSearches.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('savedSearches.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
