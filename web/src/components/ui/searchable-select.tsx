import { type ComboboxItem, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TFilterSelectProps<V extends string | number> {
  label: string;
  data: readonly (V | ComboboxItem<V>)[];
  value: V | null;
  onChange: (value: V | null) => void;
  loading?: boolean;
  disabled?: boolean;
  description?: string;
}

/** A searchable, clearable filter: empty means the filter is not applied. */
export function FilterSelect<V extends string | number>({
  label,
  data,
  value,
  onChange,
  loading = false,
  disabled = false,
  description,
}: TFilterSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <Select<V>
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      // Mantine's clear button has no name of its own; axe requires one.
      clearButtonProps={{ 'aria-label': t('search.clear', { field: label }) }}
      disabled={disabled || loading}
      loading={loading}
      placeholder={loading ? t('select.loading') : undefined}
      description={description}
      // The hint goes under the control, so the four controls stay aligned in the grid.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
