import type { TMe } from '@common/contracts/accounts';
import { PATHS } from '@/config/routes';

export interface TAccountLink {
  to: string;
  key: 'accountSettings' | 'myPosts' | 'messages' | 'favorites' | 'savedSearches' | 'adminControls';
}

/** The profile menu's links (docs/PRODUCT.md §2, header), Admin Controls for admins only. */
export function accountLinks(me: TMe): TAccountLink[] {
  const links: TAccountLink[] = [
    { to: PATHS.profile, key: 'accountSettings' },
    { to: PATHS.myPosts, key: 'myPosts' },
    { to: PATHS.messages, key: 'messages' },
    { to: PATHS.favorites, key: 'favorites' },
    { to: PATHS.savedSearches, key: 'savedSearches' },
  ];
  if (me.user.isAdmin) links.push({ to: PATHS.dashboard, key: 'adminControls' });
  return links;
}

/** How the menu names its owner: the username, or the email before the profile exists. */
export function accountName(me: TMe): string {
  return me.profile?.username ?? me.user.email;
}
