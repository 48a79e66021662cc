import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TCatalogEntry, type TCatalogKind, useSaveCatalogEntry } from '../api/catalog';
import { missingNames, serverNameErrors, type TNameErrors } from './catalog-names';

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
  const [name, setName] = useState(entry.name);
  const [nameFr, setNameFr] = useState(entry.name_fr ?? '');
  const [errors, setErrors] = useState<TNameErrors>({});
  const save = useSaveCatalogEntry(kind, onChanged);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const names = parts ? { id: entry.id, name, name_fr: nameFr } : { id: entry.id, name };
    const missing = missingNames(t, kind, names);
    setErrors(missing ?? {});
    if (missing) return;
    save.mutate(names, {
      onSuccess: (saved) => {
        setEditing(false);
        notifications.show({ color: 'green', message: t('admin.catalog.renamed', { name: saved.name }) });
      },
      onError: (err) => setErrors(serverNameErrors(t, err)),
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
        <Group
          component="form"
          onSubmit={submit}
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
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors({});
            }}
            onKeyDown={closeOnEscape}
            error={errors.name}
            data-autofocus
            autoFocus
            style={{ flex: 1, minWidth: parts ? 200 : undefined }}
          />
          {parts && (
            <TextInput
              label={t('admin.catalog.parts.nameFr')}
              aria-label={t('admin.catalog.parts.renameFrLabel', { name: entry.name })}
              lang="fr-CA"
              value={nameFr}
              onChange={(e) => {
                setNameFr(e.currentTarget.value);
                setErrors({});
              }}
              onKeyDown={closeOnEscape}
              error={errors.name_fr}
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
              setName(entry.name);
              setNameFr(entry.name_fr ?? '');
              setErrors({});
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
