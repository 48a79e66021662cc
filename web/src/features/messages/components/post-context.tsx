import type { TMessagePost } from '@common/contracts/messages';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '@/components/ui/price-tag';

/**
 * The post a conversation is about, at its top: photo, title (the link to its page),
 * price, and whether it is still for sale; so a seller with ten buyers knows what each asks about.
 */
export function PostContext({ post }: { post: TMessagePost }) {
  const { t } = useTranslation();
  return (
    <Group
      component="section"
      aria-label={t('messages.post.aboutLabel')}
      gap="sm"
      px="sm"
      py={6}
      wrap="nowrap"
      bg="gray.0"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <PostThumb post={post} size={56} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" component="span">
          {t('messages.post.about')}
        </Text>
        <Anchor component={Link} to={post.path} fw={600} size="sm" lineClamp={2}>
          {post.title}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <PriceTag price={post.price} currency={post.currencytype} fz="sm" />
          {!post.live && (
            <Text size="xs" c="red.9" fw={600} component="span">
              {t('messages.post.notLive')}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** The post's first photo, square; a placeholder when it has none. Its title is beside it, so no alt text. */
export function PostThumb({ post, size }: { post: TMessagePost; size: number }) {
  if (!post.image) {
    return (
      <Stack
        w={size}
        h={size}
        align="center"
        justify="center"
        bg="gray.2"
        style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <IconPhoto size={size / 2} color="var(--mantine-color-gray-6)" aria-hidden />
      </Stack>
    );
  }
  return (
    <Image src={post.image} alt="" w={size} h={size} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
  );
}
