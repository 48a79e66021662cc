import { useParams } from 'react-router';
import { useMe } from '@/features/accounts';
import { signInPathFor } from '@/features/accounts/redirect';
import { PostViewPage } from '@/features/posts/pages';
import { NotFoundRoute } from './not-found-route';
import { postIdOf } from './post-id';

/** /view/{id}: the post page, told who is looking (the owner gets the seller's buttons). */
export function ViewPostRoute() {
  const { id } = useParams();
  const me = useMe();
  const postId = postIdOf(id);
  if (postId === null) return <NotFoundRoute />;
  return <PostViewPage postId={postId} viewerId={me.data?.user.id ?? null} signInPath={signInPathFor} />;
}
