import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_BOX } from './post-card-image';
import type { TPostCardLayout } from './types';
import { useCardLayout } from './use-card-layout';

/**
 * Heights of a card's lines in each layout (title, Part ID, details, price, buttons), measured on
 * the cards themselves: a list of skeletons takes about the room the cards will, so the page does
 * not jump when they arrive (Lighthouse's layout shift).
 */
export const SKELETON_LINES: Record<TPostCardLayout, number[]> = {
  large: [26, 20, 22, 20, 20, 12],
  medium: [26, 20, 22, 30, 30],
  small: [46, 20, 22, 22, 30, 30],
};

/** Cards enough to fill a phone's first screen and more: what is below the fold may move freely. */
export const SKELETON_CARDS = 3;

function SkeletonCard({ layout }: { layout: TPostCardLayout }) {
  const box = CARD_IMAGE_BOX[layout];
  const lines = SKELETON_LINES[layout].map((height, i) => (
    // Fixed lines: their order never changes.
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines
    <Skeleton key={i} height={height} width={i === 0 ? '70%' : i % 2 ? '45%' : '60%'} radius="sm" />
  ));
  return (
    <Card withBorder padding="md" radius="md" data-testid="post-card-skeleton" data-layout={layout}>
      {layout === 'small' ? (
        <Stack gap={6}>
          <Skeleton style={box} radius="sm" data-testid="skeleton-image" />
          {lines}
        </Stack>
      ) : (
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Skeleton style={{ ...box, flexShrink: 0 }} radius="sm" data-testid="skeleton-image" />
          <Stack gap={6} style={{ flex: 1 }}>
            {lines}
          </Stack>
        </Group>
      )}
    </Card>
  );
}

/** Stands for a list of post cards while it loads: announced as loading, cards' size and shape. */
export function PostListSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  const { t } = useTranslation();
  const layout = useCardLayout();
  return (
    <Stack gap="md" role="status" aria-label={t('app.loading')} aria-busy>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <SkeletonCard key={i} layout={layout} />
      ))}
    </Stack>
  );
}
