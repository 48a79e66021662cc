import { useParams } from 'react-router';
import { signInPathFor } from '@/features/accounts/redirect';
import { LandingPage } from '@/features/search/pages';
import { NotFoundRoute } from './not-found-route';
import { useListViewer } from './use-list-viewer';

/** /parts[/{make}[/{model}[/{part}]]]: a landing page by vehicle and part, open to everyone. */
export function LandingRoute() {
  const { make, model, part } = useParams();
  const { viewer, known } = useListViewer();
  return (
    <LandingPage
      slugs={{ make, model, part }}
      viewer={viewer}
      ready={known}
      signInPath={signInPathFor}
      notFound={<NotFoundRoute />}
    />
  );
}
