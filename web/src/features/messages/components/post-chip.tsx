import type { TMessagePost } from '@common/contracts/messages';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PostThumb } from './post-context';

/**
 * A compact mark beside the first message about a post: its thumbnail and title, the
 * link to its page. A conversation about two posts shows one at the first message about each.
 */
export function PostChip({ post, mine }: { post: TMessagePost; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      maw="80%"
      px={6}
      py={4}
      mb={4}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <PostThumb post={post} size={32} />
      <Text size="xs" component="div" style={{ minWidth: 0 }} lineClamp={2}>
        <Text span size="xs" c="dimmed">
          {t('messages.post.chip')}{' '}
        </Text>
        <Anchor component={Link} to={post.path} size="xs" fw={600}>
          {post.title}
        </Anchor>
        {!post.live && (
          <Text span size="xs" c="red.9">
            {' '}
            ({t('messages.post.notLive')})
          </Text>
        )}
      </Text>
    </Group>
  );
}
