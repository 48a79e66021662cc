import type { TPost } from '@common/contracts/posts';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConvertedPrice } from '@/components/ui/converted-price';
import { PriceTag } from '@/components/ui/price-tag';
import { SafetyTips } from '@/components/ui/safety-tips';
import { messagesPath, userProfilePath } from '@/config/routes';

interface TPostDetailsProps {
  post: TPost;
  /** The viewer's own post: no Contact Seller button (one does not message oneself). */
  own: boolean;
  /** Where Contact Seller goes: the conversation, or signing in first. */
  contactHref: (path: string) => string;
  /** Contact Seller is in the screen's bottom bar instead (a phone). */
  contactInBar?: boolean;
}

/**
 * The post page (docs/PRODUCT.md §2): description, price with the currency's flag, seller link,
 * Contact Seller and the safety tips.
 */
export function PostDetails({ post, own, contactHref, contactInBar = false }: TPostDetailsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('posts.view.price')}
          </Title>
          <PriceTag price={post.price} currency={post.currencytype} fz="xl" />
          <ConvertedPrice price={post.price} currency={post.currencytype} />
        </div>
        <div>
          <Title order={2} size="h4">
            {t('posts.view.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{post.description}</Text>
        </div>
        <Group gap="xs">
          <Text fw={600}>{t('app.labelColon', { label: t('posts.view.seller') })}</Text>
          <Anchor component={Link} to={userProfilePath(post.user_id)}>
            {post.username}
          </Anchor>
        </Group>
        {!own && (
          <>
            {!contactInBar && (
              <Button
                component={Link}
                to={contactHref(messagesPath(post.username, post.id))}
                leftSection={<IconMessage size={18} aria-hidden />}
              >
                {t('posts.view.contactSeller')}
              </Button>
            )}
            <SafetyTips compact />
          </>
        )}
      </Stack>
    </Card>
  );
}
