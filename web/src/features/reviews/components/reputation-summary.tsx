import type { TReputation } from '@common/contracts/reviews';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useReputation } from '../api/get-reputation';
import { useUserReviews } from '../api/get-user-reviews';
import { monthYear } from './dates';
import { ReviewItem, type TReviewViewer } from './review-item';
import { Stars } from './stars';

export interface TReputationProps {
  userId: string;
  /** The rated user's name, for "Answer from {name}". */
  name: string;
  viewer: TReviewViewer;
  /** Heading level of the section's title (2 on the seller page, 3 inside the post page's seller block). */
  level?: 2 | 3;
  /** Show the latest reviews (the seller page and the post page both do). */
  withReviews?: boolean;
}

/** The facts at a glance: stars and count, member since, email verified, posts sold, answer time. */
export function ReputationFacts({ reputation }: { reputation: TReputation }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Stack gap={6}>
      {reputation.average !== null ? (
        <Group gap="xs">
          <Stars value={reputation.average} size="md" />
          <Text fw={600}>
            {t('reviews.average', { average: fmt.oneDecimal(reputation.average), count: reputation.count })}
          </Text>
        </Group>
      ) : (
        <Text c="dimmed">{t('reviews.noReviews')}</Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('reviews.memberSince', { date: monthYear(reputation.member_since, fmt.locale) })}
        </Text>
        {reputation.email_verified && (
          <Group gap={4} wrap="nowrap">
            <IconCircleCheck size={16} color="var(--mantine-color-green-9)" aria-hidden />
            <Text size="sm">{t('reviews.emailVerified')}</Text>
          </Group>
        )}
        {reputation.posts_sold > 0 && (
          <Text size="sm">{t('reviews.postsSold', { count: reputation.posts_sold })}</Text>
        )}
      </Group>
      {reputation.response_time && (
        <Text size="sm">{t(`reviews.responseTime.${reputation.response_time}`)}</Text>
      )}
    </Stack>
  );
}

/** The reputation section of the seller page and of the post page's seller block. */
export function ReputationSummary({ userId, name, viewer, level = 2, withReviews = true }: TReputationProps) {
  const { t } = useTranslation();
  const reputation = useReputation(userId);
  const [all, setAll] = useState(false);
  const list = useUserReviews(userId, all);
  if (!reputation.data) return null;
  const rep = reputation.data;
  const reviews = all && list.data ? list.data.pages.flatMap((p) => p.reviews) : rep.latest;
  const titleId = `reputation-${level}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={level} id={titleId} size={level === 2 ? 'h3' : 'h4'}>
        {t('reviews.title')}
      </Title>
      <ReputationFacts reputation={rep} />
      {withReviews && reviews.length > 0 && (
        <Stack gap="xs">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} viewer={viewer} revieweeName={name} />
          ))}
          {!all && rep.count > rep.latest.length && (
            <Button variant="subtle" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
              {t('reviews.showAll')}
            </Button>
          )}
          {all && list.hasNextPage && (
            <Button
              variant="subtle"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('reviews.more')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
