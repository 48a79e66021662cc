import type { TMe, TProfile } from '@common/contracts/accounts';
import { json } from './fetch-stub';

export const PROFILE: TProfile = {
  user_id: 'u1',
  username: 'dana_parts',
  first_name: 'Dana',
  last_name: 'Buyer',
  street: '1 King St W',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5H',
  country: 'Canada',
  lat: 43.65,
  lng: -79.38,
  distance_unit: 'mi',
  watch_notices: 'email',
  language: 'en',
};

/** A signed-in session as GET /api/me answers it. */
export function session({ isAdmin = false, profile = PROFILE as TProfile | null } = {}): TMe {
  return {
    user: { id: 'u1', email: 'dana@example.com', emailVerified: true, isAdmin, twoFactorEnabled: false },
    profile,
  };
}

/** A fetch-stub route answering /api/me with this session. */
export const meRoute = (me: TMe) => ({ 'GET /api/me': () => json(me) });
