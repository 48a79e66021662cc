import type { TDistanceUnit } from '@common/rules/distance';
import type { TPoint } from './api/search-request';

/** Who is looking at a list of posts, as the app knows them (a visitor is null). */
export interface TListViewer {
  id: string;
  unit: TDistanceUnit;
  /** The profile's location: distances fall back to it when the device's is refused. */
  profilePoint: TPoint | null;
}

/** What every listing page is given by the app: the viewer and the sign-in path builder. */
export interface TListingPageProps {
  viewer: TListViewer | null;
  /** The session is known (a list waits for it, so it is read once, with the viewer's favourites). */
  ready?: boolean;
  signInPath: (path: string) => string;
}
