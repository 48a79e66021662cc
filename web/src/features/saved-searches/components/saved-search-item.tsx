import {
  ALERT_MODES,
  SAVED_SEARCH_NAME_MAX,
  type TAlertMode,
  type TSavedSearch,
} from '@common/contracts/saved-searches';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';

interface TSavedSearchItemProps {
  search: TSavedSearch;
  /** The search in words ('Honda - Civic 2012, Alternator'). */
  description: string;
  onRename: (name: string) => Promise<unknown>;
  onAlert: (alert: TAlertMode) => void;
  onDelete: () => void;
  busy: boolean;
}

/** One saved search: its name, what it asks, how many parts match now, and its actions. */
export function SavedSearchItem({
  search,
  description,
  onRename,
  onAlert,
  onDelete,
  busy,
}: TSavedSearchItemProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [renaming, setRenaming] = useState(false);
  // No check here: an empty name is the server's to refuse (the page says its sentence).
  const form = useForm({ initialValues: { name: search.name } });
  const n = fmt.count(search.matches);
  const count = search.matches_capped
    ? t('savedSearches.countCapped', { n })
    : t('savedSearches.count', { count: search.matches, n });

  const submit = ({ name }: { name: string }) => {
    void onRename(name).then(
      () => setRenaming(false),
      () => {},
    );
  };

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {search.name}
            </Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
            <Text size="sm">{count}</Text>
          </div>
          <NativeSelect
            size="sm"
            label={t('savedSearches.alertLabel')}
            aria-label={t('savedSearches.alertLabelFor', { name: search.name })}
            value={search.alert}
            disabled={busy}
            onChange={(e) => onAlert(e.currentTarget.value as TAlertMode)}
            data={ALERT_MODES.map((mode) => ({ value: mode, label: t(`savedSearches.alert.${mode}`) }))}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={`/?${search.query}`}
            variant="light"
            size="sm"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('savedSearches.openLabel', { name: search.name })}
          >
            {t('savedSearches.open')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('savedSearches.renameLabel', { name: search.name })}
            aria-expanded={renaming}
            onClick={() => {
              form.setFieldValue('name', search.name);
              setRenaming((r) => !r);
            }}
          >
            {t('savedSearches.rename')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('savedSearches.deleteLabel', { name: search.name })}
            disabled={busy}
            onClick={onDelete}
          >
            {t('savedSearches.delete')}
          </Button>
        </Group>
        {renaming && (
          // Not the form shell: the name and its buttons stand in one row.
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('savedSearches.nameLabel')}
                {...form.getInputProps('name')}
                maxLength={SAVED_SEARCH_NAME_MAX}
                required
                autoFocus
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" size="sm" loading={busy}>
                {t('savedSearches.save')}
              </Button>
              <Button variant="default" size="sm" onClick={() => setRenaming(false)}>
                {t('savedSearches.cancel')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
