import { signInPathFor } from '@/features/accounts/redirect';
import { FavoritesPage } from '@/features/search/pages';
import { useListViewer } from './use-list-viewer';

/** /favorites (signed-in users only: the router's guard sends visitors to sign in). */
export function FavoritesRoute() {
  const { viewer, known } = useListViewer();
  return <FavoritesPage viewer={viewer} ready={known} signInPath={signInPathFor} />;
}
