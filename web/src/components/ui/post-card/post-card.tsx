import type { TDistanceUnit } from '@common/rules/distance';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewPostPath } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { ConvertedPrice } from '../converted-price';
import { ImagePreviewModal, previewPhoto } from '../image-preview-modal';
import { PriceTag } from '../price-tag';
import { cardTitle, distanceAway } from './card-words';
import classes from './post-card.module.css';
import { PostCardDetails } from './post-card-details';
import { PostCardImage } from './post-card-image';
import type { TCardPost } from './types';
import { useCardLayout } from './use-card-layout';

export interface TPostCardProps {
  post: TCardPost;
  /** The distance from the viewer in `distanceUnit`; 'N miles away' (or km) shows only when given. */
  distance?: number;
  distanceUnit?: TDistanceUnit;
  /** The buttons that fit the viewer (Edit on one's own posts; favourite, message, report for others). */
  actions?: ReactNode;
  /** Beside the title, e.g. the post's state on My Posts. */
  badge?: ReactNode;
  /** The title's heading level under the page's headings. */
  titleOrder?: 2 | 3 | 4;
  /**
   * The viewer's garage vehicle this part fits, as people say it ('2012 Honda Civic'): the list's
   * feature works it out (lib/garage), as it passes the distance in.
   */
  fitsYour?: string;
  /** The list's first card: its photo loads at once, first (the page's likely largest paint). */
  imagePriority?: boolean;
}

/**
 * A post in a list (docs/PRODUCT.md §2, post cards): three layouts — large (>= 992 px), medium
 * (768-991 px) and small (< 768 px) — a click anywhere opens /view/{id}, a click on the photo opens
 * the Image Preview modal.
 */
export function PostCard({
  post,
  distance,
  distanceUnit = 'mi',
  actions,
  badge,
  titleOrder = 3,
  fitsYour,
  imagePriority = false,
}: TPostCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fmt = useFormat();
  const [previewOpened, preview] = useDisclosure(false);
  // Mantine's breakpoints: 'sm' is the narrow-layout switch (768 px), 'md' 992 px.
  const layout = useCardLayout();
  // The heading shows year, vehicle and part; the stock number shows once, on the 'Part ID' line.
  // Names for assistive technology keep the whole title (the link's too): the stock number is what
  // tells two alike posts apart in a list of links or buttons.
  const title = postTitle(post, fmt.part);
  const headingText = cardTitle(post, fmt.part);
  const image = post.images[0];

  const heading = (
    <Title order={titleOrder} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
      <Link to={viewPostPath(post)} className={classes.titleLink} aria-label={title}>
        {headingText}
      </Link>
    </Title>
  );
  const partId = (
    <Text size="sm">
      <Text span fw={600}>
        {t('app.labelColon', { label: t('postCard.partId') })}
      </Text>{' '}
      {post.stock_number}
    </Text>
  );
  // The price, and under it 'about $165 CAD' when it is in the other currency than the viewer's.
  const price = (
    <Stack gap={0} align={layout === 'large' ? 'flex-end' : 'flex-start'}>
      <PriceTag price={post.price} currency={post.currencytype} fz={layout === 'small' ? 'md' : 'lg'} />
      <ConvertedPrice price={post.price} currency={post.currencytype} />
    </Stack>
  );
  const details = <PostCardDetails post={post} fitsYour={fitsYour} />;
  const away =
    distance === undefined ? null : (
      <Text size="sm" c="dimmed">
        {distanceAway(t, distance, distanceUnit, fmt.count)}
      </Text>
    );
  const actionGroup = actions ? (
    <Group gap="xs" className={classes.above} aria-label={t('postCard.actions', { title })} role="group">
      {actions}
    </Group>
  ) : null;
  const picture = (
    <PostCardImage
      image={image}
      title={title}
      layout={layout}
      onPreview={preview.open}
      priority={imagePriority}
    />
  );

  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      aria-labelledby={titleId}
      data-layout={layout}
    >
      {layout === 'large' && (
        <Group wrap="nowrap" align="flex-start" gap="md">
          {picture}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              {heading}
              {badge}
            </Group>
            {partId}
            {details}
            <Text size="sm" lineClamp={2}>
              {post.description}
            </Text>
            {away}
          </Stack>
          <Stack gap="sm" align="flex-end">
            {price}
            {actionGroup}
          </Stack>
        </Group>
      )}
      {layout === 'medium' && (
        <Group wrap="nowrap" align="flex-start" gap="md">
          {picture}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              {heading}
              {badge}
            </Group>
            {partId}
            {details}
            <Group gap="md">
              {price}
              {away}
            </Group>
            {actionGroup}
          </Stack>
        </Group>
      )}
      {layout === 'small' && (
        <Stack gap={6}>
          {picture}
          <Group gap="xs">
            {heading}
            {badge}
          </Group>
          {partId}
          {details}
          <Group gap="md" justify="space-between">
            {price}
            {away}
          </Group>
          {actionGroup}
        </Stack>
      )}
      <ImagePreviewModal
        opened={previewOpened}
        onClose={preview.close}
        photos={image ? [previewPhoto(image, t('postCard.photoAlt', { title }))] : []}
        index={0}
        onIndexChange={() => {}}
      />
    </Card>
  );
}
