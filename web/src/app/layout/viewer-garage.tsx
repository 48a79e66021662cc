import type { ReactNode } from 'react';
import { useMe } from '@/features/accounts';
import { GarageSessionProvider } from '@/lib/garage';

/** Tells My Garage whose it is (the account's or this browser's), and carries it over at sign-in. */
export function ViewerGarage({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <GarageSessionProvider userId={me.data?.user.id ?? null} known={!me.isPending}>
      {children}
    </GarageSessionProvider>
  );
}
