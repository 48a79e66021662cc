import type { TReview } from '@common/contracts/reviews';
import { canAnswerReview } from '@common/rules/reviews';
import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userProfilePath } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { AnswerForm } from './answer-form';
import { reviewDate } from './dates';
import { RemoveReviewDialog } from './remove-review-dialog';
import { Stars } from './stars';

export interface TReviewViewer {
  id: string | null;
  isAdmin: boolean;
}

/** One review: stars, author ('deleted user' once gone), date, the post, the text and the answer. */
export function ReviewItem({
  review,
  viewer,
  revieweeName,
}: {
  review: TReview;
  viewer: TReviewViewer;
  revieweeName: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [answering, setAnswering] = useState(false);
  const [removing, setRemoving] = useState(false);
  const author =
    review.reviewer_id && review.reviewer_name ? (
      <Anchor component={Link} to={userProfilePath(review.reviewer_id)} inherit>
        {review.reviewer_name}
      </Anchor>
    ) : (
      t('reviews.deletedUser')
    );
  return (
    <Paper withBorder p="sm" radius="md" component="article">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Stars value={review.rating} />
            <Text size="sm">
              {t('reviews.by')} {author}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {reviewDate(review.created_at, fmt.locale)}
            {review.edited && ` · ${t('reviews.edited')}`}
          </Text>
        </Group>
        {review.post_title && (
          <Text size="xs" c="dimmed">
            {t('reviews.forPost', { title: review.post_title })}
          </Text>
        )}
        {review.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
        )}
        {review.answer !== null && (
          <Box pl="sm" mt={4} style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
            <Text size="xs" fw={600}>
              {t('reviews.answerTitle', { name: revieweeName })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.answer}
            </Text>
          </Box>
        )}
        {answering && <AnswerForm reviewId={review.id} onDone={() => setAnswering(false)} />}
        {!answering && (canAnswerReview(review, viewer.id) || viewer.isAdmin) && (
          <Group gap="xs">
            {canAnswerReview(review, viewer.id) && (
              <Button variant="light" size="xs" onClick={() => setAnswering(true)}>
                {t('reviews.answer')}
              </Button>
            )}
            {viewer.isAdmin && (
              <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(true)}>
                {t('reviews.remove')}
              </Button>
            )}
          </Group>
        )}
        {removing && <RemoveReviewDialog reviewId={review.id} onClose={() => setRemoving(false)} />}
      </Stack>
    </Paper>
  );
}
