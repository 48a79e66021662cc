import { Card } from '@mantine/core';
import { useParams } from 'react-router';
import { viewPostPath } from '@/config/routes';
import { useMe } from '@/features/accounts';
import { signInPathFor } from '@/features/accounts/redirect';
import { PostViewPage, type TPostViewExtras } from '@/features/posts/view-page';
import { ReputationSummary } from '@/features/reviews';
import { useKnownLocation } from '@/features/search';
import { MoreFromSeller, PostFavoriteButton } from '@/features/search/pages';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { NotFoundRoute } from './not-found-route';
import { postIdOf } from './post-id';
import { useListViewer } from './use-list-viewer';

/**
 * /view/{id}: the post page, told who is looking (the owner gets the seller's buttons), with the
 * search feature's favourite star and the seller's other posts, and distances from where the viewer
 * is known to be (never asked for on this page), and the reviews feature's seller reputation.
 */
export function ViewPostRoute() {
  const { id } = useParams();
  const { viewer, known, unit } = useListViewer();
  const me = useMe();
  const fmt = useFormat();
  const point = useKnownLocation(viewer?.profilePoint ?? null);
  const postId = postIdOf(id);
  if (postId === null) return <NotFoundRoute />;
  const viewerId = viewer?.id ?? null;
  const extras: TPostViewExtras = {
    viewerPoint: point,
    unit,
    favorite: (post) => (
      <PostFavoriteButton
        postId={post.id}
        title={postTitle(post, fmt.part)}
        signedIn={known ? viewerId !== null : null}
        signInHref={signInPathFor(viewPostPath(post))}
      />
    ),
    // The seller's reputation under their name and Contact Seller.
    seller: (post) => (
      <Card withBorder radius="md" padding="lg">
        <ReputationSummary
          userId={post.user_id}
          name={post.username}
          viewer={{ id: viewerId, isAdmin: me.data?.user.isAdmin ?? false }}
        />
      </Card>
    ),
    more: (post) => (
      <MoreFromSeller
        key={post.id}
        postId={post.id}
        sellerId={post.user_id}
        viewerId={viewerId}
        point={point}
        unit={unit}
        signInPath={signInPathFor}
      />
    ),
  };
  return <PostViewPage postId={postId} viewerId={viewerId} signInPath={signInPathFor} extras={extras} />;
}
