// Real VINs with what they are, for the decoder's tests and bench:vin. Sources: the test fixtures of
// @cardog/corgi (github.com/cardog-ai/corgi, "VINs sourced from Cardog production database") and of
// the Python package vin (github.com/davidpeckham/vin, expectations from vPIC). Each check digit holds
// (the tests check it). `vehicle` is the seed catalog's name the decode maps onto.

export interface TKnownVin {
  vin: string;
  year: number;
  /** vPIC's make and model names. */
  make: string;
  model: string;
  vehicle: string | null;
}

export const KNOWN_VINS: TKnownVin[] = [
  // 1980s
  { vin: 'JH4KA2635HC013743', year: 1987, make: 'Acura', model: 'Legend', vehicle: 'Acura - Legend' },
  { vin: '1FMCU14T3JU402061', year: 1988, make: 'Ford', model: 'Bronco II', vehicle: 'Ford - Bronco II' },
  { vin: '1FTEF14N5KNB35920', year: 1989, make: 'Ford', model: 'F-150', vehicle: 'Ford - F-150' },
  // 1990s
  { vin: 'JH4DB1576LS806648', year: 1990, make: 'Acura', model: 'Integra', vehicle: 'Acura - Integra' },
  { vin: '1N6SD16S6NC347945', year: 1992, make: 'Nissan', model: 'Pickup', vehicle: 'Nissan - Pickup' },
  {
    vin: '1G1JC1440PZ215164',
    year: 1993,
    make: 'Chevrolet',
    model: 'Cavalier',
    vehicle: 'Chevrolet - Cavalier',
  },
  // A letter in position 7 would say 2025: vPIC's schemas know it as a 1995 truck.
  {
    vin: '2GCEC19Z0S1245490',
    year: 1995,
    make: 'Chevrolet',
    model: 'GMT-400',
    vehicle: 'Chevrolet - C/K 1500',
  },
  { vin: '1FTJW36F9TEA02868', year: 1996, make: 'Ford', model: 'F-350', vehicle: 'Ford - F-350' },
  { vin: '1B7HF16Y4TS518710', year: 1996, make: 'Dodge', model: 'Ram', vehicle: 'Dodge - Ram 1500' },
  {
    vin: '1B4GP54RXVB379372',
    year: 1997,
    make: 'Dodge',
    model: 'Caravan/Grand Caravan',
    vehicle: 'Dodge - Caravan',
  },
  { vin: 'W06VR52R6WR227722', year: 1998, make: 'Cadillac', model: 'Catera', vehicle: 'Cadillac - Catera' },
  { vin: '1G8ZH1278XZ108219', year: 1999, make: 'Saturn', model: 'SC2', vehicle: null },
  // 2000s
  { vin: '1J4FA29P3YP729948', year: 2000, make: 'Jeep', model: 'Wrangler', vehicle: 'Jeep - Wrangler' },
  {
    vin: '1GCHK29U11E231511',
    year: 2001,
    make: 'Chevrolet',
    model: 'Silverado',
    vehicle: 'Chevrolet - Silverado 2500',
  },
  {
    vin: '4JGAB54E11A277331',
    year: 2001,
    make: 'Mercedes-Benz',
    model: 'M-Class',
    vehicle: 'Mercedes-Benz - M-Class',
  },
  { vin: '1GTGK13U83F214071', year: 2003, make: 'GMC', model: 'Sierra', vehicle: 'GMC - Sierra 1500' },
  { vin: 'JM1FE173540134610', year: 2004, make: 'Mazda', model: 'RX-8', vehicle: 'Mazda - RX-8' },
  { vin: '2T1BR30E36C599972', year: 2006, make: 'Toyota', model: 'Corolla', vehicle: 'Toyota - Corolla' },
  { vin: '2HGFG12616H006196', year: 2006, make: 'Honda', model: 'Civic', vehicle: 'Honda - Civic' },
  { vin: 'WBAVB13586PS65971', year: 2006, make: 'BMW', model: '325i', vehicle: 'BMW - 3 Series' },
  { vin: '5FNRL38297B007384', year: 2007, make: 'Honda', model: 'Odyssey', vehicle: 'Honda - Odyssey' },
  { vin: '1FTRX12W28FB34687', year: 2008, make: 'Ford', model: 'F-150', vehicle: 'Ford - F-150' },
  // 2010s
  { vin: '4T1BB3EK5AU118081', year: 2010, make: 'Toyota', model: 'Camry', vehicle: 'Toyota - Camry' },
  { vin: '1G4GD5ED5BF334614', year: 2011, make: 'Buick', model: 'LaCrosse', vehicle: 'Buick - LaCrosse' },
  { vin: 'JTKKU4B40C1028652', year: 2012, make: 'Toyota', model: 'Scion xD', vehicle: 'Scion - xD' },
  { vin: 'WBA3R5C57EK186393', year: 2014, make: 'BMW', model: '435i', vehicle: 'BMW - 4 Series' },
  { vin: '3FADP4GX3FM207940', year: 2015, make: 'Ford', model: 'Fiesta', vehicle: 'Ford - Fiesta ST' },
  { vin: 'WBAVL1C5XFVY41004', year: 2015, make: 'BMW', model: 'X1', vehicle: 'BMW - X1' },
  { vin: '2GKFLTEK4H6343592', year: 2017, make: 'GMC', model: 'Terrain', vehicle: 'GMC - Terrain' },
  {
    vin: 'SALYB2RV4JA756586',
    year: 2018,
    make: 'Land Rover',
    model: 'Range Rover Velar',
    vehicle: 'Land Rover - Range Rover Velar',
  },
  { vin: '1C6SRFETXKN545625', year: 2019, make: 'Ram', model: '1500', vehicle: 'Ram - 1500' },
  // 2020s
  {
    vin: 'WDC0G8EB1LV225517',
    year: 2020,
    make: 'Mercedes-Benz',
    model: 'GLC-Class',
    vehicle: 'Mercedes-Benz - GLC',
  },
  { vin: '5N1AT2MVXLC807279', year: 2020, make: 'Nissan', model: 'Rogue', vehicle: 'Nissan - Rogue' },
  { vin: 'KNDERCAA9M7182895', year: 2021, make: 'Kia', model: 'Seltos', vehicle: 'Kia - Seltos' },
  { vin: '2HKRW2H20NH207506', year: 2022, make: 'Honda', model: 'CR-V', vehicle: 'Honda - CR-V' },
  { vin: 'KM8K2CAB4PU001140', year: 2023, make: 'Hyundai', model: 'Kona', vehicle: 'Hyundai - Kona' },
  // vPIC links an F-550 schema to this WMI too: the schema that matches more of the VIN wins.
  { vin: '1FTFW5L86RFB45612', year: 2024, make: 'Ford', model: 'F-150', vehicle: 'Ford - F-150' },
  {
    vin: '1FDUF4GN1RDA21062',
    year: 2024,
    make: 'Ford',
    model: 'F-450',
    vehicle: 'Ford - F-450 Super Duty',
  },
  { vin: '2T3B1RFV0SC582226', year: 2025, make: 'Toyota', model: 'RAV4', vehicle: 'Toyota - RAV4' },
  {
    vin: '1G1YC2D47T5102754',
    year: 2026,
    make: 'Chevrolet',
    model: 'Corvette',
    vehicle: 'Chevrolet - Corvette',
  },
];
