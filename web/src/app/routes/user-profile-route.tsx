import { useParams } from 'react-router';
import { signInPathFor } from '@/features/accounts/redirect';
import { UserProfilePage } from '@/features/search/pages';
import { useListViewer } from './use-list-viewer';

/** /user-profile/{id}: a seller's page, open to everyone. */
export function UserProfileRoute() {
  const { id = '' } = useParams();
  const { viewer, known } = useListViewer();
  // Keyed by seller, so one seller's sort and page state never shows on another's page.
  return <UserProfilePage key={id} userId={id} viewer={viewer} ready={known} signInPath={signInPathFor} />;
}
