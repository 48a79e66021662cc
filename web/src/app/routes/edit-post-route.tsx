import { useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/features/accounts';
import { EditPostPage } from '@/features/posts/pages';
import { NotFoundRoute } from './not-found-route';
import { postIdOf } from './post-id';
import { useCatalogLists } from './use-catalog-lists';
import { useListViewer } from './use-list-viewer';

/** /edit/{id}, under RequireUser: the seller's edit form. */
export function EditPostRoute() {
  const { id } = useParams();
  const me = useMe();
  const catalog = useCatalogLists();
  const { unit } = useListViewer();
  const postId = postIdOf(id);
  if (postId === null) return <NotFoundRoute />;
  if (!me.data) return <PageLoader />;
  return <EditPostPage postId={postId} viewerId={me.data.user.id} catalog={catalog} unit={unit} />;
}
