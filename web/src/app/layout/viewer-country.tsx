import type { ReactNode } from 'react';
import { useMe } from '@/features/accounts';
import { ProfileCountryProvider } from '@/lib/viewer-currency';

/** Gives every page the signed-in user's profile country (the currency prices convert to). */
export function ViewerCountry({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <ProfileCountryProvider country={me.data?.profile?.country ?? null}>{children}</ProfileCountryProvider>
  );
}
