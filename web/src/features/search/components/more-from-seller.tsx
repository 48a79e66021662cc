import { fromMetres, type TDistanceUnit } from '@common/rules/distance';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { PostCard } from '@/components/ui/post-card';
import { searchPostsQueryOptions } from '../api/search-posts';
import { searchQueryString, type TPoint } from '../api/search-request';
import { useGarageFit } from '../hooks/use-garage-fit';
import { ListedPostActions } from './listed-post-actions';

/** How many of the seller's other posts the post page shows. */
export const MORE_FROM_SELLER = 6;

interface TMoreFromSellerProps {
  postId: number;
  sellerId: string;
  viewerId: string | null;
  /** Where distances are measured from, when known. */
  point: TPoint | null;
  unit: TDistanceUnit;
  signInPath: (path: string) => string;
}

/**
 * 'More from this seller': up to six of the seller's other live posts, as cards. It reads the
 * seller page's first page (the same query, so one fills the other's cache) and leaves this post
 * out; with none left, the section is not shown.
 */
export function MoreFromSeller({
  postId,
  sellerId,
  viewerId,
  point,
  unit,
  signInPath,
}: TMoreFromSellerProps) {
  const { t } = useTranslation();
  const fitsYour = useGarageFit();
  const query = searchQueryString({ filters: { search_user_id: sellerId }, view: {}, point, unit });
  const result = useQuery(searchPostsQueryOptions(query));
  const posts = (result.data?.posts ?? []).filter((p) => p.id !== postId).slice(0, MORE_FROM_SELLER);

  useEffect(() => {
    if (result.error) console.error("the seller's other posts failed", result.error);
  }, [result.error]);

  // Nothing to add (or it could not be read: the page is whole without it).
  if (result.isError || (result.isSuccess && posts.length === 0)) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="more-from-seller">
      <Title order={2} id="more-from-seller" size="h3">
        {t('posts.view.moreFromSeller')}
      </Title>
      {result.isPending ? (
        <PageLoader />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                fitsYour={fitsYour(post.fitments)}
                titleOrder={3}
                distance={point && post.distance !== null ? fromMetres(post.distance, unit) : undefined}
                distanceUnit={unit}
                actions={<ListedPostActions post={post} viewerId={viewerId} signInPath={signInPath} />}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
