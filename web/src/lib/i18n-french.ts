// The French resources (web sentences, the rules from common), in a chunk of their own: an English
// page never downloads them. The browser loads this before rendering a French page (app/boot.tsx);
// the server's renderer and the tests import it outright. Part names are the catalog's data
// (GET /api/parts' part_name_fr), not part of this chunk.
import commonFr from '@common/locales/fr-CA.json';
import fr from '@/locales/fr-CA.json';

export const frenchResources = { ...fr, rules: commonFr };
