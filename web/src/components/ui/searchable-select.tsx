import { type ComboboxItem, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TSearchableSelectProps<V extends string | number> {
  label: string;
  data: readonly (V | ComboboxItem<V>)[];
  value: V | null;
  onChange: (value: V | null) => void;
  loading?: boolean;
  disabled?: boolean;
  description?: string;
  /** Filters may be emptied; a form's required choice (a post's year or part) may not. */
  clearable?: boolean;
  required?: boolean;
  error?: ReactNode;
  /** The field's name in a form sent without the app (its hidden input carries the value). */
  name?: string;
}

/**
 * A searchable select for long lists (years, manufacturers, models, parts). The search form uses it
 * as a filter (empty means not applied); the post form as a required choice.
 */
export function SearchableSelect<V extends string | number>({
  label,
  data,
  value,
  onChange,
  loading = false,
  disabled = false,
  description,
  clearable = true,
  required = false,
  error,
  name,
}: TSearchableSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <Select<V>
      label={label}
      name={name}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      // Focus alone (a tab, or a form taking a person to the field in error) leaves its error in
      // view; a click, typing or Alt+Down opens the list.
      openOnFocus={false}
      clearable={clearable}
      allowDeselect={clearable}
      // Mantine's clear button has no name of its own; axe requires one.
      clearButtonProps={{ 'aria-label': t('select.clear', { field: label }) }}
      disabled={disabled || loading}
      loading={loading}
      placeholder={loading ? t('select.loading') : undefined}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      // The hint goes under the control, so controls side by side stay aligned in a grid.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
