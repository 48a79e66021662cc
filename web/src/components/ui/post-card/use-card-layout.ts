import { useWiderThan } from '@/lib/viewer-device';
import type { TPostCardLayout } from './types';

/**
 * The card's layout for the screen: small under 'sm' (a phone), medium to 'md', large beyond. It
 * starts from the server's guess of a phone (lib/viewer-device), so a server-rendered list keeps its
 * layout through hydration.
 */
export function useCardLayout(): TPostCardLayout {
  const sm = useWiderThan('sm');
  const md = useWiderThan('md');
  return md ? 'large' : sm ? 'medium' : 'small';
}
