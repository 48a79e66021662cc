import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  computeCoverage,
  duplicatePairs,
  fold,
  formatShare,
  normalizeMake,
  normalizeModel,
  pairKey,
  parseCsvLine,
  parsePairs,
} from './vehicle-coverage-lib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seedCsvPath = path.join(repoRoot, 'server/db/seed/data/vehicles.csv');

describe('fold', () => {
  it('ignores case, accents, spaces, hyphens and punctuation', () => {
    expect(fold('F-150')).toBe('f150');
    expect(fold('  CR-V ')).toBe('crv');
    expect(fold('Asüna')).toBe('asuna');
    expect(fold('St. Regis')).toBe('stregis');
    expect(fold('Town & Country')).toBe(fold('Town and Country'));
    expect(fold('Swift+')).not.toBe(fold('Swift'));
  });
});

describe('normalizeMake', () => {
  it('merges common spellings of one make', () => {
    expect(normalizeMake('Mercedes Benz')).toBe(normalizeMake('Mercedes-Benz'));
    expect(normalizeMake('Mercedes')).toBe(normalizeMake('Mercedes-Benz'));
    expect(normalizeMake('RAM')).toBe(normalizeMake('Ram'));
    expect(normalizeMake('Chevy')).toBe(normalizeMake('Chevrolet'));
    expect(normalizeMake('VW')).toBe(normalizeMake('Volkswagen'));
    expect(normalizeMake('MINI')).toBe(normalizeMake('Mini'));
  });

  it('keeps different makes apart', () => {
    expect(normalizeMake('Dodge')).not.toBe(normalizeMake('Ram'));
    expect(normalizeMake('Geo')).not.toBe(normalizeMake('Chevrolet'));
  });
});

describe('normalizeModel', () => {
  it('ignores spacing and hyphens', () => {
    expect(normalizeModel('Ford', 'F-250 Super Duty')).toBe(normalizeModel('Ford', 'F250 SuperDuty'));
    expect(normalizeModel('Chevrolet', 'Silverado 2500 HD')).toBe(
      normalizeModel('Chevrolet', 'Silverado 2500HD'),
    );
  });

  it('drops a leading repeat of the make', () => {
    expect(normalizeModel('Mazda', 'MAZDA3')).toBe(normalizeModel('Mazda', '3'));
    expect(normalizeModel('Polestar', 'Polestar 2')).toBe('2');
    expect(normalizeModel('Mazda', 'Mazda')).toBe('mazda');
  });

  it('reads sub-brand prefixes and a trailing Class', () => {
    expect(normalizeModel('Mercedes-Benz', 'CLA-Class')).toBe(normalizeModel('Mercedes-Benz', 'CLA'));
    expect(normalizeModel('Mercedes-Benz', 'Mercedes-EQ EQS SUV')).toBe(
      normalizeModel('Mercedes-Benz', 'EQS SUV'),
    );
    expect(normalizeModel('Mercedes-Benz', 'Mercedes-Maybach S-Class')).toBe(
      normalizeModel('Mercedes-Benz', 'Maybach S-Class'),
    );
    expect(normalizeModel('Mercedes-Benz', 'Mercedes-AMG C-Class')).not.toBe(
      normalizeModel('Mercedes-Benz', 'C-Class'),
    );
  });
});

describe('pairKey', () => {
  it('matches the same vehicle written two ways', () => {
    expect(pairKey({ manufacturer: 'Mercedes Benz', model: 'C Class' })).toBe(
      pairKey({ manufacturer: 'Mercedes-Benz', model: 'C-Class' }),
    );
    expect(pairKey({ manufacturer: 'RAM', model: 'ProMaster City' })).toBe(
      pairKey({ manufacturer: 'Ram', model: 'Promaster city' }),
    );
  });

  it('keeps the same model under different makes apart', () => {
    expect(pairKey({ manufacturer: 'Dodge', model: 'Ram 1500' })).not.toBe(
      pairKey({ manufacturer: 'Ram', model: '1500' }),
    );
  });
});

describe('CSV parsing', () => {
  it('splits plain and quoted fields', () => {
    expect(parseCsvLine('Ford,F-150')).toEqual(['Ford', 'F-150']);
    expect(parseCsvLine('"Town, Country","say ""hi"""')).toEqual(['Town, Country', 'say "hi"']);
    expect(parseCsvLine('a,,b')).toEqual(['a', '', 'b']);
  });

  it('reads pairs after the header and skips blank or incomplete lines', () => {
    const text = 'manufacturer,model,first_year\r\nFord,Ranger,1992\r\n\r\nAcura,\nToyota,Camry,1992\n';
    expect(parsePairs(text)).toEqual([
      { manufacturer: 'Ford', model: 'Ranger' },
      { manufacturer: 'Toyota', model: 'Camry' },
    ]);
  });
});

describe('computeCoverage', () => {
  const ours = [
    { manufacturer: 'Ford', model: 'F-150' },
    { manufacturer: 'Mercedes-Benz', model: 'C-Class' },
    { manufacturer: 'Pontiac', model: 'Pursuit' },
  ];
  const reference = [
    { manufacturer: 'Ford', model: 'F150' },
    { manufacturer: 'Ford', model: 'Ranger' },
    { manufacturer: 'Mercedes Benz', model: 'C Class' },
    { manufacturer: 'Mercedes-Benz', model: 'C-Class' },
    { manufacturer: 'Kia', model: 'Rio' },
  ];

  it('counts distinct reference pairs covered, overall and per make', () => {
    const coverage = computeCoverage(ours, reference);
    expect(coverage.total).toBe(4);
    expect(coverage.covered).toBe(2);
    expect(coverage.share).toBe(0.5);
    expect(coverage.perMake).toEqual([
      { manufacturer: 'Ford', total: 2, covered: 1 },
      { manufacturer: 'Kia', total: 1, covered: 0 },
      { manufacturer: 'Mercedes Benz', total: 1, covered: 1 },
    ]);
    expect(coverage.missing).toEqual([
      { manufacturer: 'Ford', model: 'Ranger' },
      { manufacturer: 'Kia', model: 'Rio' },
    ]);
  });

  it('handles an empty reference', () => {
    expect(computeCoverage(ours, []).share).toBe(0);
    expect(formatShare(0, 0)).toBe('n/a');
    expect(formatShare(1, 8)).toBe('12.5%');
  });

  it('finds case-insensitive duplicates', () => {
    expect(duplicatePairs([...ours, { manufacturer: 'ford', model: 'f-150' }])).toEqual([
      { manufacturer: 'ford', model: 'f-150' },
    ]);
  });
});

describe('server/db/seed/data/vehicles.csv', () => {
  const text = readFileSync(seedCsvPath, 'utf8');
  const lines = text.split('\n').filter((line) => line !== '');
  const rows = lines.slice(1);

  it('has a manufacturer,model header and at least 1000 rows', () => {
    expect(lines[0]).toBe('manufacturer,model');
    expect(rows.length).toBeGreaterThanOrEqual(1000);
  });

  it('has exactly two clean fields per row, with no quotes, separators or stray spaces', () => {
    const bad = rows.filter((row) => {
      const fields = row.split(',');
      return (
        fields.length !== 2 ||
        row.includes('"') ||
        row.includes('\r') ||
        fields.some((field) => field === '' || field !== field.trim() || field.includes(' - '))
      );
    });
    expect(bad).toEqual([]);
  });

  it('has no case-insensitive duplicate pairs', () => {
    expect(duplicatePairs(parsePairs(text))).toEqual([]);
  });

  it('spells each manufacturer one way', () => {
    const spellings = new Map<string, Set<string>>();
    for (const { manufacturer } of parsePairs(text)) {
      const key = normalizeMake(manufacturer);
      spellings.set(key, (spellings.get(key) ?? new Set()).add(manufacturer));
    }
    const inconsistent = [...spellings.values()].filter((set) => set.size > 1).map((set) => [...set]);
    expect(inconsistent).toEqual([]);
  });
});
