import { CloseButton, Group, Image, Paper } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The chosen photos as thumbnails, each with a button that takes it out again. */
export function ReportPhotos({
  files,
  onRemove,
  disabled,
}: {
  files: File[];
  onRemove: (i: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  if (files.length === 0) return null;
  return (
    <Group gap="sm">
      {files.map((file, i) => (
        <Paper
          key={urls[i]}
          withBorder
          radius="sm"
          pos="relative"
          w={96}
          h={96}
          style={{ overflow: 'hidden' }}
        >
          <Image
            src={urls[i]}
            alt={t('reports.photoAlt', { n: i + 1, name: file.name })}
            w={96}
            h={96}
            fit="cover"
          />
          <CloseButton
            pos="absolute"
            top={4}
            right={4}
            size="sm"
            variant="filled"
            aria-label={t('reports.remove', { n: i + 1 })}
            disabled={disabled}
            onClick={() => onRemove(i)}
          />
        </Paper>
      ))}
    </Group>
  );
}
