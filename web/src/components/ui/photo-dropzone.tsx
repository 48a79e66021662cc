import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_POST } from '@common/constants';
import type { TMessageKey } from '@common/messages';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconAlertTriangle, IconPhotoPlus, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TPhotoDropzoneProps {
  label: string;
  /** How many more photos the post may take (4 in all). */
  remaining: number;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The most photos allowed (4 for a post or a report). */
  max?: number;
  /** The rule's sentence for one file too many ('A post can have at most 4 photos.' by default). */
  tooManyKey?: TMessageKey;
  /** What to say once no more photos fit. */
  fullText?: string;
}

interface TRejected {
  name: string;
  reason: TMessageKey;
}

const ACCEPT = [MIME_TYPES.png, MIME_TYPES.jpeg];

// react-dropzone's reasons, in the product's words (the server checks the content again).
function reasonOf(rejection: FileRejection, tooManyKey: TMessageKey): TMessageKey {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-too-large')) return 'photoTooLarge';
  if (codes.includes('too-many-files')) return tooManyKey;
  return 'photoType';
}

/**
 * Photos dropped or picked (PNG or JPEG, 50 MB each, several at once); refused files are named.
 * Posts and reports both take them.
 */
export function PhotoDropzone({
  label,
  remaining,
  onFiles,
  disabled = false,
  max = MAX_IMAGES_PER_POST,
  tooManyKey = 'tooManyPhotos',
  fullText,
}: TPhotoDropzoneProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rejected, setRejected] = useState<TRejected[]>([]);
  const full = remaining <= 0;

  const drop = (files: File[], rejections: FileRejection[]) => {
    // More than the post can take: the first ones fit, the rest are refused by name.
    const taken = files.slice(0, Math.max(0, remaining));
    const over = files.slice(taken.length).map((f) => ({ name: f.name, reason: tooManyKey }));
    setRejected([
      ...rejections.map((r) => ({ name: r.file.name, reason: reasonOf(r, tooManyKey) })),
      ...over,
    ]);
    if (taken.length > 0) onFiles(taken);
  };

  return (
    <Stack gap="xs">
      <Text component="div" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {full ? (
        <Text size="sm">{fullText ?? t('posts.photos.full', { max })}</Text>
      ) : (
        <Dropzone
          onDrop={() => undefined}
          onDropAny={drop}
          accept={ACCEPT}
          maxSize={MAX_IMAGE_BYTES}
          multiple
          disabled={disabled}
          // The zone is a drop target and a click target; keyboards use the button inside it (a
          // focusable zone around a file input would nest one control in another).
          role="group"
          aria-labelledby={labelId}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': t('posts.photos.dropLabel') }}
          name="photos"
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={40} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{t('posts.photos.dropTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('posts.photos.dropHint', {
                  maxMb: MAX_IMAGE_BYTES / (1024 * 1024),
                  max,
                })}
              </Text>
              {/* Its click reaches the zone, which opens the file picker. */}
              <Button size="xs" variant="light" mt="xs" disabled={disabled}>
                {t('posts.photos.choose')}
              </Button>
            </div>
          </Group>
        </Dropzone>
      )}
      {rejected.length > 0 && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={t('posts.photos.rejectedTitle')}
          icon={<IconAlertTriangle aria-hidden />}
        >
          <List size="sm">
            {rejected.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
              <List.Item key={i}>
                {t('posts.photos.rejected', { name: r.name, reason: t(`rules.${r.reason}`) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
