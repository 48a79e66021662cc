import { useParams } from 'react-router';
import { useMe } from '@/features/accounts';
import { signInPathFor } from '@/features/accounts/redirect';
import { ReputationSummary, useReputation } from '@/features/reviews';
import { UserProfilePage } from '@/features/search/pages';
import { useListViewer } from './use-list-viewer';

/** /user-profile/{id}: a seller's page, open to everyone, with their reputation (reviews) under their name. */
export function UserProfileRoute() {
  const { id = '' } = useParams();
  const { viewer, known } = useListViewer();
  const me = useMe();
  // Asked for with the page's first render, so the server's rendering carries the reputation too.
  useReputation(id);
  const reviewViewer = { id: me.data?.user.id ?? null, isAdmin: me.data?.user.isAdmin ?? false };
  // Keyed by seller, so one seller's sort and page state never shows on another's page.
  return (
    <UserProfilePage
      key={id}
      userId={id}
      viewer={viewer}
      ready={known}
      signInPath={signInPathFor}
      about={(username) => <ReputationSummary userId={id} name={username} viewer={reviewViewer} />}
    />
  );
}
