import { describe, expect, it } from 'vitest';
import { frenchPartNames, partLabel } from './part-names';

// The seed's names against their French (common/locales/parts.fr-CA.json) are checked beside the
// seed, in server/db/seed/part-names-fr.test.ts.
describe('partLabel with the catalog’s French names', () => {
  it('looks names up in the catalog’s French names and leaves English as it is', () => {
    const french = frenchPartNames([
      { part_name: 'Alternator', part_name_fr: 'Alternateur' },
      { part_name: 'Windshield Wiper Motor', part_name_fr: "Moteur d'essuie-glace" },
    ]);
    expect(partLabel('Alternator', 'fr', french)).toBe('Alternateur');
    expect(partLabel('Windshield Wiper Motor', 'fr', french)).toBe("Moteur d'essuie-glace");
    expect(partLabel('Alternator', 'en', french)).toBe('Alternator');
  });

  it('shows a name the catalog does not hold (renamed since) as it is', () => {
    const french = frenchPartNames([{ part_name: 'Alternator', part_name_fr: 'Alternateur' }]);
    expect(partLabel('Flux Capacitor', 'fr', french)).toBe('Flux Capacitor');
    expect(partLabel('constructor', 'fr', french)).toBe('constructor');
    expect(partLabel('alternator', 'fr', french)).toBe('alternator');
  });
});
