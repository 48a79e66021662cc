import { useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/features/accounts';
import { ReportPostPage } from '@/features/reports/pages';
import { NotFoundRoute } from './not-found-route';
import { postIdOf } from './post-id';

/** /report-post/{id}: anyone may report; an id that is not digits only is the not-found page. */
export function ReportPostRoute() {
  const { id } = useParams();
  const postId = postIdOf(id);
  const me = useMe();
  if (postId === null) return <NotFoundRoute />;
  if (me.isPending) return <PageLoader />;
  return <ReportPostPage key={postId} postId={postId} accountEmail={me.data?.user.email} />;
}
