import type { TListedPost } from '@common/contracts/search';
import type { TDistanceUnit } from '@common/rules/distance';
import { Stack } from '@mantine/core';
import { PostCard } from '@/components/ui/post-card';
import { useGarageFit } from '../hooks/use-garage-fit';
import { ListedPostActions } from './listed-post-actions';

interface TPostCardsProps {
  posts: readonly TListedPost[];
  /** The next page is on its way (the cards shown are the last ones). */
  busy: boolean;
  viewerId: string | null;
  signInPath: (path: string) => string;
  /** The cards' heading level under the page's headings. */
  titleOrder: 2 | 3;
  /** A card's distance in `unit`, when the list shows distances. */
  distanceOf?: (post: TListedPost) => number | undefined;
  unit?: TDistanceUnit;
}

/** The cards of a list of posts, with their buttons (a search's results, a landing page's posts). */
export function PostCards({
  posts,
  busy,
  viewerId,
  signInPath,
  titleOrder,
  distanceOf,
  unit,
}: TPostCardsProps) {
  const fitsYour = useGarageFit();
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={busy || undefined}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            // The first card's photo is the page's largest paint: fetched first, never lazily.
            imagePriority={index === 0}
            fitsYour={fitsYour(post.fitments)}
            titleOrder={titleOrder}
            distance={distanceOf?.(post)}
            distanceUnit={unit}
            actions={<ListedPostActions post={post} viewerId={viewerId} signInPath={signInPath} />}
          />
        </li>
      ))}
    </Stack>
  );
}
