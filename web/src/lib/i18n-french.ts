// The French resources (web sentences, the rules from common, the part names), in a chunk of their
// own: an English page never downloads them. The browser loads this before rendering a French page
// (app/boot.tsx); the server's renderer and the tests import it outright.
import { categoryLabel, partLabel } from '@common/i18n/part-names';
import commonFr from '@common/locales/fr-CA.json';
import fr from '@/locales/fr-CA.json';

export const frenchResources = { ...fr, rules: commonFr };

export const frenchNames = {
  part: (name: string) => partLabel(name, 'fr'),
  category: (name: string) => categoryLabel(name, 'fr'),
};
