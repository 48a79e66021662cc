// Comparing make and model names across vPIC and our catalog: case, accents, spaces and
// punctuation do not count ('F-150' = 'F150', 'MERCEDES-BENZ' = 'Mercedes-Benz', 'Asüna' = 'ASUNA').

/** Lower case letters and digits only, accents dropped. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, '');
}

function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  // Each word padded as pg_trgm does: two spaces before, one after.
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both (0 to 1). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}
