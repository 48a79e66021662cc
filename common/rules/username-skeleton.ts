import unhomoglyph from 'unhomoglyph';
import { normalizeUsername } from './username';

// Server only (its table of Unicode's confusables is 100 kB, which the browser does not need).

/** TS #39's skeleton: NFD, each character to its prototype (confusables.txt), NFD again. */
const skeleton = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/**
 * The key usernames are unique by: two names that look alike ('paypal' with a Cyrillic 'а',
 * 'rn' and 'm', 'I' and 'l', '0' and 'O') have the same one. Usernames are also unique without
 * regard to case, so the skeleton is taken before and after lower-casing ('I' looks like 'l',
 * and lower-cased it would not).
 */
export function usernameKey(raw: string): string {
  return skeleton(skeleton(normalizeUsername(raw)).toLowerCase()).toLowerCase();
}
