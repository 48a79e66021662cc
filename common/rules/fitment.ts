// What a post fits: rows of a catalog model with a year range ("Honda - Civic 2012-2015"). The
// first row is the spec's year and vehicle. Shared by the forms, the server and the cards.

/** The most fitment rows a post may have. */
export const FITMENT_MAX_ROWS = 20;

export interface TFitmentRow {
  vehicle_id: number;
  year_from: number;
  year_to: number;
}

/** A vehicle a buyer asks about: a year and a model (a garage vehicle, or the search's filters). */
export interface TFitQuery {
  year?: number;
  vehicle_id?: number;
  /** The catalog models of a manufacturer (the search's manufacturer filter), when no model is set. */
  vehicle_ids?: readonly number[];
}

/** The years of a row as people write them: '2012-2015', or '2012' for one year. */
export function fitmentYears(row: Pick<TFitmentRow, 'year_from' | 'year_to'>): string {
  return row.year_from === row.year_to ? String(row.year_from) : `${row.year_from}-${row.year_to}`;
}

/** A row as a sentence names it: 'Honda - Civic 2012-2015'. */
export function fitmentLabel(row: Pick<TFitmentRow, 'year_from' | 'year_to'>, vehicleName: string): string {
  return `${vehicleName} ${fitmentYears(row)}`;
}

/** True when the row covers the year and the model (each only when asked). */
export function rowFits(row: TFitmentRow, q: TFitQuery): boolean {
  if (q.year !== undefined && (q.year < row.year_from || q.year > row.year_to)) return false;
  if (q.vehicle_id !== undefined && row.vehicle_id !== q.vehicle_id) return false;
  if (q.vehicle_id === undefined && q.vehicle_ids !== undefined && !q.vehicle_ids.includes(row.vehicle_id)) {
    return false;
  }
  return true;
}

/** The index of the first row that fits the query, or null (also null for a query that asks nothing). */
export function matchedFitment(rows: readonly TFitmentRow[], q: TFitQuery): number | null {
  if (q.year === undefined && q.vehicle_id === undefined && q.vehicle_ids === undefined) return null;
  const i = rows.findIndex((r) => rowFits(r, q));
  return i < 0 ? null : i;
}

/** Two rows of the same model whose years overlap: one row says it already. */
export function rowsOverlap(a: TFitmentRow, b: TFitmentRow): boolean {
  return a.vehicle_id === b.vehicle_id && a.year_from <= b.year_to && b.year_from <= a.year_to;
}

/** The first row (by index) that repeats or overlaps an earlier row of the same model, or -1. */
export function duplicateFitmentRow(rows: readonly TFitmentRow[]): number {
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] as TFitmentRow;
    if (rows.slice(0, i).some((earlier) => rowsOverlap(earlier, row))) return i;
  }
  return -1;
}

// OEM / interchange part numbers.

/** The most part numbers a post may list, and the longest one. */
export const OEM_NUMBERS_MAX = 5;
export const OEM_NUMBER_MAX_LENGTH = 40;
/** What a part number may be written with: letters, digits, spaces, dashes, dots and slashes. */
export const OEM_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/**
 * A part number as it is matched: upper case, letters and digits only, so '31100-RNA-A01',
 * '31100 rna a01' and '31100RNAA01' are one number. (The database's copy is made the same way:
 * migration 0014's oem_number_key.)
 */
export function normalizeOemNumber(input: string): string {
  return input.toUpperCase().replaceAll(/[^A-Z0-9]/g, '');
}

/** A keyword finds part numbers that start with it once it has this many letters or digits. */
export const OEM_PREFIX_MIN = 3;
