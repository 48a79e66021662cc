import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { type TCatalogKind, useSaveCatalogEntry } from '../api/catalog';
import type { TCatalogEntry } from './catalog-panel';

/** One vehicle or part, with Rename (an inline form: Enter saves, Escape cancels). */
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
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCatalogEntry(kind, onChanged);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: entry.id, name },
      {
        onSuccess: (saved) => {
          setEditing(false);
          notifications.show({ color: 'green', message: t('admin.catalog.renamed', { name: saved.name }) });
        },
        onError: (err) => setError(serverMessage(t, err)),
      },
    );
  };

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
          wrap="nowrap"
        >
          <TextInput
            aria-label={t('admin.catalog.renameLabel', { name: entry.name })}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            error={error}
            data-autofocus
            autoFocus
            style={{ flex: 1 }}
          />
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('admin.catalog.save')}
          </Button>
          <Button variant="default" size="sm" onClick={() => setEditing(false)}>
            {t('admin.catalog.cancel')}
          </Button>
        </Group>
      ) : (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>{entry.name}</Text>
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('admin.catalog.renameNamed', { name: entry.name })}
            onClick={() => {
              setName(entry.name);
              setError(null);
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
