import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListStatus } from '../api/query-keys';

/** Open or resolved (handled) items of a list. */
export function StatusSwitch({
  value,
  onChange,
  closedLabel,
}: {
  value: TListStatus;
  onChange: (v: TListStatus) => void;
  closedLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Group gap="xs">
      <Text id={id} size="sm" fw={500}>
        {t('admin.statusLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(v) => onChange(v as TListStatus)}
        data={[
          { value: 'open', label: t('admin.open') },
          { value: 'closed', label: closedLabel },
        ]}
      />
    </Group>
  );
}
