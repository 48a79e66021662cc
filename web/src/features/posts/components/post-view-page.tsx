import type { TPost } from '@common/contracts/posts';
import type { TDistanceUnit } from '@common/rules/distance';
import { postPageName } from '@common/rules/page-title';
import { DEFAULT_REGION, REGION_UNIT } from '@common/rules/region';
import { Card, Divider, Grid, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { usePageTitle } from '@/lib/use-page-title';
import { useWiderThan } from '@/lib/viewer-device';
import { usePost } from '../api/get-post';
import type { TPoint } from '../distance-away';
import { PostCarousel } from './post-carousel';
import { PostContactBar } from './post-contact-bar';
import { PostDetails } from './post-details';
import { PostFits } from './post-fits';
import { PostMapSlot } from './post-map-slot';
import { PostMeta } from './post-meta';
import { PostNotFound } from './post-not-found';
import { PostOwnerActions } from './post-owner-actions';
import { PostPageActions } from './post-page-actions';
import { PostPartDetails } from './post-part-details';
import { StatusBadge } from './status-badge';

interface TPostViewPageProps {
  postId: number;
  /** The signed-in viewer's user id; null for a visitor. */
  viewerId: string | null;
  /** Where a visitor goes to sign in before reaching `path`. */
  signInPath: (path: string) => string;
  /** What the app adds from other features (features do not import each other). */
  extras?: TPostViewExtras;
}

/** The post page's pieces that belong to other features, and what the app knows of the viewer. */
export interface TPostViewExtras {
  /** The favourite star (for anyone but the owner). */
  favorite?: (post: TPost) => ReactNode;
  /** Below the map: the seller's other posts. */
  more?: (post: TPost) => ReactNode;
  /** Under the seller's details: the seller's reputation (reviews). */
  seller?: (post: TPost) => ReactNode;
  /** Where the viewer is, when known: the distance to the post shows. */
  viewerPoint?: TPoint | null;
  unit?: TDistanceUnit;
}

/** /view/{id} (docs/PRODUCT.md §2, post page). */
export function PostViewPage({ postId, viewerId, signInPath, extras }: TPostViewPageProps) {
  const { t } = useTranslation();
  const post = usePost(postId);
  if (isApiError(post.error) && post.error.statusCode === 404) return <PostNotFound />;
  if (post.data) {
    return <PostView post={post.data} viewerId={viewerId} signInPath={signInPath} extras={extras} />;
  }
  if (post.isError) {
    return (
      <LoadError
        title={t('posts.view.loadErrorTitle')}
        message={apiErrorMessage(t, post.error)}
        retryLabel={t('posts.view.retry')}
        onRetry={() => void post.refetch()}
        retrying={post.isFetching}
      />
    );
  }
  return <PageLoader />;
}

function placeOf(post: TPost): string | null {
  const parts = [post.city, post.state, post.country].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : null;
}

function PostView({
  post,
  viewerId,
  signInPath,
  extras = {},
}: { post: TPost } & Omit<TPostViewPageProps, 'postId'>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const title = postTitle(post, fmt.part);
  // '2012 Honda Civic Alternator - $120 CAD', as the server writes it, the part named by fmt.part (the
  // catalog's French name; in the pseudo-locale marked as the page's other part names are).
  usePageTitle(postPageName({ ...post, part_name: fmt.part(post.part_name) }, fmt.language));
  const own = viewerId !== null && viewerId === post.user_id;
  const place = placeOf(post);
  const unit = extras.unit ?? REGION_UNIT[DEFAULT_REGION];
  const contactHref = (path: string) => (viewerId ? path : signInPath(path));
  // Under 'md' the details sit below the photo: Contact Seller moves to a bar at the screen's bottom.
  const wide = useWiderThan('md');
  const contactBar = !own && !wide;

  return (
    <Stack gap="xl">
      <Group gap="sm" align="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {/* Only its seller and admins get a post that is not live; an admin sees a hidden one's badge too. */}
        {(own || post.status === 'hidden') && post.status !== 'active' && (
          <StatusBadge status={post.status} />
        )}
      </Group>
      <Group gap="md" justify="space-between" mt="-md">
        <PostMeta
          createdAt={post.created_at}
          at={post.lat !== null && post.lng !== null ? { lat: post.lat, lng: post.lng } : null}
          from={extras.viewerPoint ?? null}
          unit={unit}
        />
        <PostPageActions post={post} title={title} own={own} favorite={extras.favorite?.(post)} />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PostCarousel images={post.images} title={title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PostDetails post={post} own={own} contactHref={contactHref} contactInBar={contactBar} />
            {extras.seller?.(post)}
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <PostFits fitments={post.fitments} />
                <Divider />
                <PostPartDetails post={post} unit={unit} />
              </Stack>
            </Card>
            {own && <PostOwnerActions post={post} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Stack component="section" gap="sm" aria-labelledby="post-location">
        <Title order={2} id="post-location" size="h3">
          {place ? t('posts.view.location', { place }) : t('posts.view.locationUnknown')}
        </Title>
        {post.lat !== null && post.lng !== null && (
          <PostMapSlot lat={post.lat} lng={post.lng} label={t('posts.view.map', { place: place ?? title })} />
        )}
      </Stack>
      {extras.more?.(post)}
      {contactBar && <PostContactBar post={post} contactHref={contactHref} />}
    </Stack>
  );
}
