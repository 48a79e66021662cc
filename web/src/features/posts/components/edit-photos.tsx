import { MAX_IMAGES_PER_POST } from '@common/constants';
import type { TPost } from '@common/contracts/posts';
import { Button, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoDropzone } from '@/components/ui/photo-dropzone';
import { serverMessage } from '@/lib/api-error-message';
import { useDeletePostPhoto } from '../api/delete-post-photo';
import { myPostsKey, postKey } from '../api/query-keys';
import { uploadPostPhoto } from '../api/upload-post-photo';
import { confirmAction } from './confirm-action';
import { UploadProgress } from './upload-progress';

interface TUpload {
  key: string;
  name: string;
  fraction: number;
}

/** The post's photos: each deleted after a confirmation, new ones uploaded at once (4 in all). */
export function EditPhotos({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const removePhoto = useDeletePostPhoto(post.id);
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: t('posts.edit.error', { message: serverMessage(t, error) }),
    });

  const confirmDelete = (position: number, n: number) =>
    confirmAction({
      title: t('posts.photos.deleteTitle'),
      text: t('posts.photos.deleteText'),
      confirm: t('posts.photos.deleteConfirm'),
      cancel: t('posts.photos.cancel'),
      danger: true,
      onConfirm: () =>
        removePhoto.mutate(position, {
          onSuccess: () => notifications.show({ color: 'green', message: t('posts.photos.deleted', { n }) }),
          onError: failed,
        }),
    });

  // One request per photo, one after another, so each has its own progress bar and a refusal
  // (a fifth photo, a file that is not an image) names the file it concerns.
  const add = async (files: File[]) => {
    const batch = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, fraction: 0, file }));
    setUploads((all) => [...all, ...batch.map(({ file: _file, ...u }) => u)]);
    for (const item of batch) {
      try {
        const updated = await uploadPostPhoto(post.id, item.file, (fraction) =>
          setUploads((all) => all.map((u) => (u.key === item.key ? { ...u, fraction } : u))),
        );
        queryClient.setQueryData(postKey(post.id), updated);
        notifications.show({ color: 'green', message: t('posts.photos.added') });
      } catch (error) {
        failed(error);
      } finally {
        setUploads((all) => all.filter((u) => u.key !== item.key));
      }
    }
    void queryClient.invalidateQueries({ queryKey: myPostsKey() });
  };

  const remaining = MAX_IMAGES_PER_POST - post.images.length - uploads.length;
  return (
    <Stack component="section" gap="sm" aria-labelledby="edit-photos-title">
      <Title order={2} size="h3" id="edit-photos-title">
        {t('posts.edit.photosTitle')}
      </Title>
      {post.images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {post.images.map((image, i) => (
            <Paper key={image.position} withBorder p={4} radius="sm">
              <Image
                src={image.thumb}
                alt={t('posts.photos.currentAlt', { n: i + 1 })}
                h={100}
                fit="cover"
                radius="sm"
              />
              <Button
                mt={4}
                size="xs"
                fullWidth
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => confirmDelete(image.position, i + 1)}
                disabled={removePhoto.isPending}
              >
                {t('posts.photos.delete', { n: i + 1 })}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {uploads.map((u) => (
        <div key={u.key}>
          <Text size="xs">{u.name}</Text>
          <UploadProgress name={u.name} fraction={u.fraction} />
        </div>
      ))}
      <PhotoDropzone
        label={t('posts.photos.dropLabel')}
        remaining={remaining}
        onFiles={(files) => void add(files)}
      />
    </Stack>
  );
}
