import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TCatalogEntry, type TCatalogKind, useSaveCatalogEntry } from '../api/catalog';
import { serverNameErrors } from './catalog-names';
import { type TCatalogNames, useCatalogNamesForm } from './use-catalog-names-form';

/**
 * One vehicle or part, with Rename (an inline form: Enter saves, Escape cancels). A part shows and
 * edits both of its names: renaming the English one keeps the French one unless it is changed too.
 */
export function CatalogRow({
  kind,
  entry,
  onChanged,
}: {
  kind: TCatalogKind;
  entry: TCatalogEntry;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const parts = kind === 'parts';
  const [editing, setEditing] = useState(false);
  const form = useCatalogNamesForm(kind, { name: entry.name, name_fr: entry.name_fr ?? '' });
  const save = useSaveCatalogEntry(kind, onChanged);

  const submit = ({ name, name_fr }: TCatalogNames) => {
    const names = parts ? { id: entry.id, name, name_fr } : { id: entry.id, name };
    save.mutate(names, {
      onSuccess: (saved) => {
        setEditing(false);
        notifications.show({ color: 'green', message: t('admin.catalog.renamed', { name: saved.name }) });
      },
      onError: (err) => form.setErrors({ ...serverNameErrors(t, err) }),
    });
  };
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setEditing(false);
  };

  const buttons = (
    <Group gap="xs" wrap="nowrap" mt={parts ? 25 : 0}>
      <Button type="submit" size="sm" loading={save.isPending}>
        {t('admin.catalog.save')}
      </Button>
      <Button variant="default" size="sm" onClick={() => setEditing(false)}>
        {t('admin.catalog.cancel')}
      </Button>
    </Group>
  );

  return (
    <Group
      component="li"
      justify="space-between"
      py={6}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {editing ? (
        // Not the form shell: the names and their buttons stand in the row.
        <Group
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            form.onSubmit(submit)();
          }}
          gap="xs"
          align="flex-start"
          style={{ flex: 1 }}
          wrap={parts ? 'wrap' : 'nowrap'}
        >
          <TextInput
            label={parts ? t('admin.catalog.parts.nameEn') : undefined}
            aria-label={
              parts
                ? t('admin.catalog.parts.renameEnLabel', { name: entry.name })
                : t('admin.catalog.renameLabel', { name: entry.name })
            }
            {...form.getInputProps('name')}
            onKeyDown={closeOnEscape}
            data-autofocus
            autoFocus
            style={{ flex: 1, minWidth: parts ? 200 : undefined }}
          />
          {parts && (
            <TextInput
              label={t('admin.catalog.parts.nameFr')}
              aria-label={t('admin.catalog.parts.renameFrLabel', { name: entry.name })}
              lang="fr-CA"
              {...form.getInputProps('name_fr')}
              onKeyDown={closeOnEscape}
              style={{ flex: 1, minWidth: 200 }}
            />
          )}
          {buttons}
        </Group>
      ) : (
        <>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text style={{ overflowWrap: 'anywhere' }}>{entry.name}</Text>
            {parts && (
              <Text size="sm" c="dimmed" lang="fr-CA" style={{ overflowWrap: 'anywhere' }}>
                {entry.name_fr}
              </Text>
            )}
          </Stack>
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('admin.catalog.renameNamed', { name: entry.name })}
            onClick={() => {
              form.setValues({ name: entry.name, name_fr: entry.name_fr ?? '' });
              form.clearErrors();
              setEditing(true);
            }}
          >
            {t('admin.catalog.rename')}
          </Button>
        </>
      )}
    </Group>
  );
}
