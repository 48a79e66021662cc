import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { type TCatalogEntry, type TCatalogKind, useSaveCatalogEntry } from '../api/catalog';
import { serverNameErrors } from './catalog-names';
import { CatalogRow } from './catalog-row';
import { type TCatalogNames, useCatalogNamesForm } from './use-catalog-names-form';

interface TCatalogPanelProps {
  kind: TCatalogKind;
  /** The whole list, as every form reads it. */
  entries: TCatalogEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The list changed: the app reads the lists again so every form has the change. */
  onChanged: () => void;
}

/** Rows drawn at most: a search narrows the list (1,668 vehicles would be a slow page). */
const SHOWN = 100;

/**
 * Vehicles or parts: search the whole list (a part by either of its names), add one (refused when
 * it exists in any case; a part in English and French), rename.
 */
export function CatalogPanel({ kind, entries, loading, error, onRetry, onChanged }: TCatalogPanelProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const form = useCatalogNamesForm(kind, { name: '', name_fr: '' });
  const save = useSaveCatalogEntry(kind, onChanged);
  const parts = kind === 'parts';

  const matches = useMemo(() => {
    const q = debounced.trim().toLowerCase();
    return (entries ?? []).filter(
      (e) => q === '' || e.name.toLowerCase().includes(q) || e.name_fr?.toLowerCase().includes(q),
    );
  }, [entries, debounced]);

  if (loading) return <PageLoader />;
  if (error || !entries) {
    return (
      <LoadError
        title={t('admin.catalog.loadError')}
        message={apiErrorMessage(t, error)}
        retryLabel={t('admin.retry')}
        onRetry={onRetry}
      />
    );
  }

  const add = ({ name, name_fr }: TCatalogNames) => {
    const entry = parts ? { name, name_fr } : { name };
    save.mutate(entry, {
      onSuccess: (saved) => {
        form.reset();
        setQuery(saved.name);
        notifications.show({ color: 'green', message: t('admin.catalog.added', { name: saved.name }) });
      },
      onError: (err) => form.setErrors({ ...serverNameErrors(t, err) }),
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        {/* Not the form shell: the names and Add stand in one row. */}
        <Group
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            form.onSubmit(add)();
          }}
          align="flex-start"
          gap="sm"
        >
          <TextInput
            label={t(`admin.catalog.${kind}.addLabel`)}
            placeholder={t(`admin.catalog.${kind}.placeholder`)}
            {...form.getInputProps('name')}
            style={{ flex: 1, minWidth: 220 }}
          />
          {parts && (
            <TextInput
              label={t('admin.catalog.parts.addLabelFr')}
              placeholder={t('admin.catalog.parts.placeholderFr')}
              lang="fr-CA"
              {...form.getInputProps('name_fr')}
              style={{ flex: 1, minWidth: 220 }}
            />
          )}
          <Button type="submit" mt={25} loading={save.isPending}>
            {t('admin.catalog.add')}
          </Button>
        </Group>
      </Paper>
      <TextInput
        type="search"
        label={t(`admin.catalog.${kind}.search`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        description={t(`admin.catalog.${kind}.count`, { total: fmt.count(entries.length) })}
      />
      {matches.length === 0 ? (
        <Text>{t(`admin.catalog.${kind}.none`)}</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {matches.slice(0, SHOWN).map((entry) => (
            <CatalogRow key={entry.id} kind={kind} entry={entry} onChanged={onChanged} />
          ))}
        </Stack>
      )}
      {matches.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t('admin.catalog.more', { shown: fmt.count(SHOWN), total: fmt.count(matches.length) })}
        </Text>
      )}
    </Stack>
  );
}
