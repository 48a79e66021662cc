import { CloseButton, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPhotoPick } from '../photo-pick';
import { UploadProgress } from './upload-progress';

interface TPhotoPicksProps {
  picks: readonly TPhotoPick[];
  onRemove: (key: string) => void;
  disabled?: boolean;
}

/** The photos chosen for a new post, previewed before anything is sent, each removable. */
export function PhotoPicks({ picks, onRemove, disabled = false }: TPhotoPicksProps) {
  const { t } = useTranslation();
  if (picks.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {picks.map((pick, i) => (
        <Paper key={pick.key} withBorder p={4} radius="sm" pos="relative">
          <Image
            src={pick.url}
            alt={t('posts.photos.previewAlt', { n: i + 1, name: pick.file.name })}
            h={100}
            fit="cover"
            radius="sm"
          />
          <CloseButton
            pos="absolute"
            top={6}
            right={6}
            variant="white"
            size="sm"
            aria-label={t('posts.photos.remove', { n: i + 1 })}
            onClick={() => onRemove(pick.key)}
            disabled={disabled}
          />
          <Text size="xs" truncate mt={4}>
            {pick.file.name}
          </Text>
          {pick.progress !== null && <UploadProgress name={pick.file.name} fraction={pick.progress} />}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
