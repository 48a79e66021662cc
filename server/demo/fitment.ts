// Which parts a demo vehicle can have: the rule list the demo planner follows, so no demo post
// offers an exhaust for a Honda Prologue (battery-electric), a charging port for a petrol Civic, a
// truck bed for a Camry or a sliding door for a Corvette. Names are the seed list's
// ('Make - Model'); data.test.ts checks each exists and generates a demo set against these rules.

/** How a vehicle moves. A model sold with more than one (a petrol or diesel F-250) has each. */
export type TPowertrain = 'petrol' | 'diesel' | 'hybrid' | 'plug-in hybrid' | 'electric' | 'fuel cell';

/**
 * Battery-electric models, with their first model year (a name reused for an earlier petrol model,
 * like the 2010 Acura ZDX, is petrol before it). Every model of these makes is electric too.
 */
export const ELECTRIC_MAKES: ReadonlySet<string> = new Set([
  'Tesla',
  'Polestar',
  'Lucid',
  'Rivian',
  'VinFast',
]);
const ELECTRIC_MODELS =
  'Acura - ZDX 2024; Audi - e-tron 2019; Audi - e-tron GT 2022; Audi - e-tron S 2021; ' +
  'Audi - e-tron S Sportback 2021; Audi - e-tron Sportback 2020; Audi - Q4 e-tron 2022; ' +
  'Audi - Q4 Sportback e-tron 2022; Audi - Q6 e-tron 2025; Audi - Q8 e-tron 2024; ' +
  'Audi - Q8 Sportback e-tron 2024; Audi - RS e-tron GT 2022; Audi - S e-tron GT 2025; Audi - SQ8 e-tron 2024; ' +
  'Audi - SQ8 Sportback e-tron 2024; Audi - A6 e-tron 2025; BMW - i3 2014; BMW - i4 2022; BMW - i5 2024; ' +
  'BMW - i7 2023; BMW - iX 2022; Cadillac - Celestiq 2024; Cadillac - Lyriq 2023; Cadillac - Optiq 2025; ' +
  'Chevrolet - Blazer EV 2024; Chevrolet - Bolt EUV 2022; Chevrolet - Bolt EV 2017; Chevrolet - Equinox EV 2024; ' +
  'Chevrolet - Silverado EV 2024; Chevrolet - Spark EV 2014; Dodge - Charger Daytona 2024; Fiat - 500e 2013; ' +
  'Fisker - Ocean 2023; Ford - E-Transit 2022; Ford - F-150 Lightning 2022; Ford - Focus Electric 2012; ' +
  'Ford - Mustang Mach-E 2021; Genesis - Electrified G80 2023; Genesis - Electrified GV70 2023; ' +
  'Genesis - GV60 2023; GMC - Hummer EV Pickup 2022; GMC - Hummer EV SUV 2024; GMC - Sierra EV 2025; ' +
  'Honda - Prologue 2024; Honda - Clarity Electric 2017; Honda - EV Plus 1997; Hyundai - Ioniq 5 2022; ' +
  'Hyundai - Ioniq 5 N 2025; Hyundai - Ioniq 6 2023; Hyundai - Ioniq Electric 2017; Hyundai - Kona Electric 2019; ' +
  'Jaguar - I-Pace 2019; Kia - EV6 2022; Kia - EV9 2024; Kia - Niro EV 2019; Kia - Soul EV 2015; Lexus - RZ 2023; ' +
  'Mazda - MX-30 2022; Mercedes-Benz - EQB 2022; Mercedes-Benz - EQE 2023; Mercedes-Benz - EQE SUV 2023; ' +
  'Mercedes-Benz - EQS 2022; Mercedes-Benz - EQS SUV 2023; Mercedes-Benz - eSprinter 2024; Mini - Cooper SE 2020; ' +
  'Mitsubishi - i-MiEV 2012; Nissan - Ariya 2023; Nissan - Leaf 2011; Porsche - Macan Electric 2025; ' +
  'Porsche - Taycan 2020; Porsche - Taycan Cross Turismo 2021; Porsche - Taycan Sport Turismo 2022; ' +
  'Ram - 1500 REV 2025; Ram - ProMaster EV 2024; Smart - EQ Fortwo 2018; Smart - Fortwo Electric Drive 2013; ' +
  'Subaru - Solterra 2023; Toyota - bZ4X 2023; Volkswagen - e-Golf 2015; ' +
  'Volkswagen - ID. Buzz 2025; Volkswagen - ID.4 2021; Volvo - C40 Recharge 2022; Volvo - EX30 2025; ' +
  'Volvo - EX90 2025; Volvo - XC40 Recharge 2021';

/** Hydrogen fuel-cell models: an electric drive and a battery, no engine and no plug. */
export const FUEL_CELL_MODELS: ReadonlySet<string> = new Set([
  'Toyota - Mirai',
  'Honda - Clarity Fuel Cell',
  'Hyundai - Nexo',
]);

/** Plug-in hybrids: an engine, a hybrid battery and a charging port. */
const PLUG_IN =
  /\b(plug-in|phev|4xe|energi|prime|e-hybrid|volt|elr|i8|karma|revero|gs-6|a3 sportback e-tron|pacifica hybrid)\b/i;
export const PLUG_IN_MAKES: ReadonlySet<string> = new Set(['Karma']);
/** Hybrids without a plug: an engine and a hybrid battery. */
const HYBRID = /\b(hybrid|activehybrid \d|activehybrid x6|prius( c| v)?|insight|cr-z|niro)\b/i;
/** Models sold only as hybrids whose names do not say so. */
export const HYBRID_MODELS: ReadonlySet<string> = new Set(['Lexus - CT', 'Lexus - HS']);

/** Models sold with a diesel engine (as the only one or as an option): only they have a DPF. */
export const DIESEL_MODELS: ReadonlySet<string> = new Set([
  'Ford - F-250 Super Duty',
  'Ford - F-350 Super Duty',
  'Ford - F-450 Super Duty',
  'Ford - F-150',
  'Ford - E-350 Super Duty',
  'Ford - Transit',
  'Ford - Transit-250',
  'Ford - Transit-350',
  'Chevrolet - Silverado 1500',
  'Chevrolet - Silverado 2500HD',
  'Chevrolet - Silverado 3500HD',
  'Chevrolet - Colorado',
  'Chevrolet - Cruze',
  'Chevrolet - Equinox',
  'Chevrolet - Express 2500',
  'Chevrolet - Express 3500',
  'Chevrolet - Tahoe',
  'Chevrolet - Suburban',
  'GMC - Sierra 1500',
  'GMC - Sierra 2500HD',
  'GMC - Sierra 3500HD',
  'GMC - Canyon',
  'GMC - Terrain',
  'GMC - Savana 2500',
  'GMC - Savana 3500',
  'GMC - Yukon',
  'GMC - Yukon XL',
  'Ram - 1500',
  'Ram - 2500',
  'Ram - 3500',
  'Ram - 4500',
  'Ram - 5500',
  'Ram - ProMaster',
  'Dodge - Ram 2500',
  'Dodge - Ram 3500',
  'Dodge - Sprinter',
  'Freightliner - Sprinter',
  'Mercedes-Benz - Sprinter',
  'Mercedes-Benz - Sprinter 2500',
  'Mercedes-Benz - Sprinter 3500',
  'Mercedes-Benz - E-Class',
  'Mercedes-Benz - GL-Class',
  'Mercedes-Benz - M-Class',
  'Mercedes-Benz - GLE',
  'Mercedes-Benz - GLS',
  'Mercedes-Benz - R-Class',
  'Mercedes-Benz - Metris',
  'Jeep - Grand Cherokee',
  'Jeep - Wrangler',
  'Jeep - Gladiator',
  'Jeep - Liberty',
  'Volkswagen - Jetta',
  'Volkswagen - Jetta SportWagen',
  'Volkswagen - Golf',
  'Volkswagen - Golf SportWagen',
  'Volkswagen - Passat',
  'Volkswagen - Beetle',
  'Volkswagen - Touareg',
  'Audi - A3',
  'Audi - A6',
  'Audi - A7',
  'Audi - A8',
  'Audi - Q5',
  'Audi - Q7',
  'BMW - 3 Series',
  'BMW - 5 Series',
  'BMW - X5',
  'Mazda - CX-5',
  'Nissan - Titan XD',
  'Land Rover - Range Rover',
  'Land Rover - Range Rover Sport',
  'Land Rover - Discovery',
  'Porsche - Cayenne',
]);

const WITH_ENGINE: readonly TPowertrain[] = ['petrol', 'diesel', 'hybrid', 'plug-in hybrid'];

/**
 * The powertrains a part needs (any one of them). Parts not named here (a door, a seat, a
 * radiator) fit every powertrain. Categories first, then single parts; a part's own rule wins.
 */
export const POWERTRAIN_CATEGORIES: Readonly<Record<string, readonly TPowertrain[]>> = {
  Engine: WITH_ENGINE,
  'Fuel and Air': WITH_ENGINE,
  Exhaust: WITH_ENGINE,
};
export const POWERTRAIN_PARTS: Readonly<Record<string, readonly TPowertrain[]>> = {
  // A hybrid's motor starts the engine and its converter charges the 12 V battery.
  Alternator: ['petrol', 'diesel'],
  'Starter Motor': ['petrol', 'diesel'],
  Carburetor: ['petrol'],
  Distributor: ['petrol'],
  'Ignition Coil': ['petrol', 'hybrid', 'plug-in hybrid'],
  'Diesel Particulate Filter': ['diesel'],
  'Crankshaft Position Sensor': WITH_ENGINE,
  'Camshaft Position Sensor': WITH_ENGINE,
  'Engine Control Module': WITH_ENGINE,
  'Transmission Control Module': WITH_ENGINE,
  'Automatic Transmission': WITH_ENGINE,
  'Manual Transmission': ['petrol', 'diesel', 'hybrid'],
  'CVT Transmission': WITH_ENGINE,
  'Torque Converter': ['petrol', 'diesel', 'hybrid', 'plug-in hybrid'],
  'Clutch Kit': ['petrol', 'diesel', 'hybrid'],
  'Clutch Master Cylinder': ['petrol', 'diesel', 'hybrid'],
  'Clutch Slave Cylinder': ['petrol', 'diesel', 'hybrid'],
  'Transfer Case': WITH_ENGINE,
  'Oil Cooler': WITH_ENGINE,
  'Thermostat Housing': WITH_ENGINE,
  'Power Steering Pump': WITH_ENGINE,
  'Fuel Door': WITH_ENGINE,
  'Hybrid Battery': ['hybrid', 'plug-in hybrid', 'fuel cell'],
  'EV Charging Port': ['plug-in hybrid', 'electric'],
  Inverter: ['hybrid', 'plug-in hybrid', 'electric', 'fuel cell'],
};

/** Body styles that decide which body parts a vehicle has. */
export type TBody = 'pickup' | 'van' | 'suv' | 'convertible' | 'two-door' | 'hatchback';

// Per make, the models of each style ('Make: Model; Model | Make: ...'). A model may be in more
// than one (a Wrangler is an SUV with a soft top); a model in none is a sedan, coupe or wagon.
const BODIES: Readonly<Record<TBody, string>> = {
  pickup:
    'Ford: F-100; F-150; F-150 Heritage; F-150 Lightning; F-150 Raptor; F-250; F-250 Super Duty; F-350; ' +
    'F-350 Super Duty; F-450 Super Duty; Ranger; Maverick; Courier; Ranchero; Explorer Sport Trac | ' +
    'Chevrolet: Silverado 1500; Silverado 1500 HD; Silverado 1500 LD; Silverado 1500 Limited; Silverado 2500; ' +
    'Silverado 2500HD; Silverado 3500; Silverado 3500HD; Silverado EV; Colorado; S-10; C10; K10; C/K 1500; ' +
    'C/K 2500; C/K 3500; El Camino; Avalanche; LUV | GMC: Sierra 1500; Sierra 1500 Classic; Sierra 1500 HD; ' +
    'Sierra 1500 Limited; Sierra 2500; Sierra 2500HD; Sierra 3500; Sierra 3500HD; Sierra EV; Canyon; Sonoma; ' +
    'C1500; C2500; C3500; K1500; K2500; K3500; Caballero; Hummer EV Pickup | Ram: 1500; 1500 Classic; 1500 REV; ' +
    '2500; 3500; Dakota | Dodge: Ram 1500; Ram 2500; Ram 3500; Dakota; D100; D150; D250; D350; W100; W150; ' +
    'W250; D50; Ram 50; Rampage | Toyota: Tacoma; Tundra; Tundra Hybrid; T100; Pickup; Hilux | ' +
    'Nissan: Frontier; Titan; Titan XD; Hardbody; Pickup | Honda: Ridgeline | Hyundai: Santa Cruz | ' +
    'Jeep: Gladiator; Comanche | Mazda: B2000; B2200; B2300; B2500; B2600; B3000; B4000 | ' +
    'Isuzu: Pickup; Hombre; i-280; i-290; i-350; i-370 | Mitsubishi: Mighty Max; Pickup; Raider | ' +
    'Subaru: Baja; Brat | Suzuki: Equator | Hummer: H3T | Tesla: Cybertruck | Rivian: R1T | Datsun: Pickup',
  van:
    'Chrysler: Town & Country; Pacifica; Pacifica Hybrid; Voyager; Grand Voyager | Dodge: Caravan; ' +
    'Grand Caravan; Sprinter; Sprinter 2500; Sprinter 3500; Mini Ram Van; Ram Van 1500; Ram Van 2500; ' +
    'Ram Van 3500 | Plymouth: Voyager; Grand Voyager | Toyota: Sienna; Previa | Honda: Odyssey | ' +
    'Nissan: Quest; NV200; NV1500; NV2500 HD; NV3500 HD | Kia: Sedona; Carnival | Hyundai: Entourage | ' +
    'Ford: Windstar; Freestar; Aerostar; Transit; Transit-150; Transit-250; Transit-350; Transit Connect; ' +
    'E-Transit; E-150; E-250; E-350; E-350 Super Duty; Econoline; Club Wagon | Chevrolet: Venture; Uplander; ' +
    'Astro; Lumina APV; Express 1500; Express 2500; Express 3500; City Express; G10; G20; G30; Chevy Van; ' +
    'Sportvan | GMC: Safari; Savana 1500; Savana 2500; Savana 3500; Vandura; Rally | Pontiac: Montana; ' +
    'Montana SV6; Trans Sport | Oldsmobile: Silhouette | Buick: Terraza | Saturn: Relay | ' +
    'Mercury: Villager | Mazda: MPV; Mazda5 | Ram: ProMaster; ProMaster 1500; ProMaster 2500; ' +
    'ProMaster 3500; ProMaster City; ProMaster EV | Mercedes-Benz: Sprinter; Sprinter 2500; Sprinter 3500; ' +
    'Sprinter 3500XD; Sprinter 4500; Metris; eSprinter | Freightliner: Sprinter; Sprinter 2500; Sprinter 3500 | ' +
    'Volkswagen: Routan; EuroVan; Vanagon; ID. Buzz',
  suv:
    'Ford: Escape; Escape Hybrid; Escape Plug-in Hybrid; Explorer; Expedition; Edge; Bronco; Bronco Sport; Flex; ' +
    'EcoSport; Mustang Mach-E; Excursion | Chevrolet: Equinox; Equinox EV; Tahoe; Suburban; Traverse; Blazer; ' +
    'Blazer EV; Trax; Trailblazer; Tracker; Bolt EUV; HHR | GMC: Acadia; Terrain; Yukon; Yukon XL; Envoy; ' +
    'Jimmy; Hummer EV SUV | Toyota: RAV4; RAV4 Hybrid; RAV4 Prime; Highlander; Highlander Hybrid; 4Runner; ' +
    'Sequoia; Land Cruiser; FJ Cruiser; Venza; C-HR; Corolla Cross; bZ4X | Honda: CR-V; CR-V Hybrid; Pilot; ' +
    'HR-V; Passport; Element; Prologue | Nissan: Rogue; Rogue Sport; Murano; Pathfinder; Armada; Xterra; ' +
    'Kicks; Juke; Qashqai; Ariya | Dodge: Durango; Journey; Nitro | Jeep: Wrangler; Wrangler Unlimited; ' +
    'Wrangler 4xe; Grand Cherokee; Grand Cherokee L; Grand Cherokee 4xe; Cherokee; Liberty; Compass; Patriot; ' +
    'Renegade; Commander; CJ-5; CJ-7 | Hyundai: Tucson; Santa Fe; Kona; Kona Electric; Palisade; Venue; ' +
    'Veracruz; Ioniq 5 | Kia: Sorento; Sportage; Telluride; Seltos; Niro; Niro EV; EV6; Soul | ' +
    'Subaru: Outback; Forester; Crosstrek; XV Crosstrek; Ascent; Tribeca; B9 Tribeca; Solterra | ' +
    'Mazda: CX-5; CX-9; CX-3; CX-30; CX-50; CX-90; Tribute | Volkswagen: Tiguan; Atlas; Atlas Cross Sport; ' +
    'Touareg; Taos; ID.4 | BMW: X1; X2; X3; X4; X5; X6; X7; iX | Mercedes-Benz: M-Class; GLC; GLE; GLK-Class; ' +
    'GLA; GLB; GL-Class; GLS; G-Class; EQB; EQE SUV; EQS SUV | Audi: Q3; Q5; Q7; Q8; e-tron; Q4 e-tron | ' +
    'Lexus: RX; NX; GX; LX; UX; TX; RZ | Cadillac: Escalade; Escalade ESV; SRX; XT4; XT5; XT6; Lyriq | ' +
    'Buick: Enclave; Encore; Encore GX; Envision; Rendezvous; Rainier; Envista | Acura: MDX; RDX; ZDX | ' +
    'Lincoln: Navigator; MKX; Aviator; Corsair; Nautilus; MKC; MKT | Infiniti: QX60; QX56; FX35; JX35; QX50; ' +
    'QX80; EX35; QX4 | Mitsubishi: Outlander; Outlander PHEV; Outlander Sport; Montero; Montero Sport; ' +
    'Endeavor; Eclipse Cross; RVR | Land Rover: Range Rover; Range Rover Sport; LR4; LR3; Discovery; ' +
    'Range Rover Evoque; Discovery Sport; Defender; Freelander; LR2 | Porsche: Cayenne; Macan; Macan Electric | ' +
    'Volvo: XC90; XC60; XC40; XC70; XC40 Recharge; C40 Recharge; EX30; EX90 | Mercury: Mountaineer; Mariner | ' +
    'Saturn: Vue; Outlook | Pontiac: Aztek; Torrent | Oldsmobile: Bravada | Suzuki: Grand Vitara; Vitara; ' +
    'Sidekick; Samurai; XL7 | Genesis: GV80; GV70; GV60 | Jaguar: F-Pace; E-Pace; I-Pace | Isuzu: Rodeo; ' +
    'Trooper; Ascender; Amigo; Axiom | Hummer: H1; H2; H3 | Saab: 9-7X | Geo: Tracker | Tesla: Model X; ' +
    'Model Y | Rivian: R1S | Fiat: 500X | Mini: Countryman',
  convertible:
    'Ford: Mustang; Thunderbird; Bronco | Chevrolet: Camaro; Corvette; Cavalier; Bel Air; Impala; Chevelle; ' +
    'Monte Carlo | Pontiac: Firebird; Trans Am; Solstice; G6; Sunfire; Sunbird | Chrysler: Sebring; 200; ' +
    'LeBaron; PT Cruiser; Crossfire; Prowler | Dodge: Viper | Plymouth: Prowler; Barracuda | ' +
    'Jeep: Wrangler; Wrangler Unlimited; Wrangler 4xe; CJ-5; CJ-7 | Toyota: Camry Solara; Celica; MR2 | ' +
    'Honda: S2000; Civic del Sol | Nissan: 350Z; 370Z; Murano CrossCabriolet | Mazda: MX-5 Miata | ' +
    'Mitsubishi: Eclipse | Volkswagen: Beetle; New Beetle; Cabrio; Cabriolet; Eos; Golf | BMW: 3 Series; ' +
    '4 Series; 2 Series; 6 Series; Z3; Z4; M3 | Mercedes-Benz: SL-Class; SLK-Class; SLC; CLK-Class; ' +
    'E-Class; C-Class; 450SL; 380SL; 560SL | Audi: A4; A5; TT; Cabriolet; S4 | Porsche: 911; Boxster; ' +
    '718 Boxster | Mini: Cooper; Cooper S; Convertible | Buick: Cascada; Skylark; Riviera | Saturn: Sky | ' +
    'Saab: 9-3; 900 | Volvo: C70 | Jaguar: XK; F-Type | Fiat: 124 Spider; 500 | Smart: Fortwo Cabrio | ' +
    'Suzuki: Samurai; Sidekick; Vitara | Geo: Tracker | Cadillac: Eldorado; DeVille | Lexus: SC',
  'two-door':
    'Chevrolet: Corvette; Camaro; Monte Carlo; El Camino | Pontiac: Firebird; Trans Am; Solstice; Fiero; ' +
    'GTO | Ford: Thunderbird; Probe | Dodge: Viper; Challenger | Plymouth: Prowler | Chrysler: Crossfire | ' +
    'Honda: S2000; CRX; Civic del Sol; CR-Z; Prelude | Toyota: Supra; MR2; Celica; 86; GR86 | ' +
    'Nissan: 350Z; 370Z; 300ZX; 240SX; GT-R | Mazda: MX-5 Miata; RX-7; RX-8 | Subaru: BRZ | ' +
    'Scion: FR-S; tC | Mitsubishi: 3000GT; Eclipse | Hyundai: Genesis Coupe; Tiburon | Porsche: 911; ' +
    'Boxster; Cayman; 718 Boxster; 718 Cayman; 944; 928; 924; 914; 356 | BMW: Z3; Z4 | ' +
    'Mercedes-Benz: SL-Class; SLK-Class; SLC; 450SL; 380SL; 560SL | Audi: TT; R8 | Saturn: Sky | ' +
    'Fiat: 124 Spider; X1/9 | Smart: Fortwo; Fortwo Cabrio; EQ Fortwo; Fortwo Electric Drive | ' +
    'Jaguar: F-Type | Acura: NSX | Lexus: SC; RC; LC | Tesla: Roadster | Buick: Cascada',
  // Sold only with a hatch (a Focus, sold as a sedan too, is not here).
  hatchback:
    'Honda: Fit | Toyota: Matrix; Prius; Prius c; Prius v | Nissan: Versa Note; Leaf; Cube; Micra | ' +
    'Chevrolet: Spark; Bolt EV; HHR | Hyundai: Veloster; Elantra GT; Ioniq Electric | Kia: Soul; Forte5; ' +
    'Rio5; Spectra5 | Mazda: Mazda5 | Volkswagen: Golf; GTI; Golf GTI; Golf R; Rabbit; e-Golf | ' +
    'Scion: xB; xD; xA; iQ; iM | Pontiac: Vibe | Mini: Cooper; Cooper S; Clubman; Hardtop 2 Door; Cooper SE | ' +
    'Fiat: 500; 500e; 500L | BMW: i3 | Mitsubishi: i-MiEV',
};

/** The styles a part needs (any one of them); `not`: the styles that cannot have it. */
export const BODY_PARTS: Readonly<Record<string, { only?: readonly TBody[]; not?: readonly TBody[] }>> = {
  'Truck Bed': { only: ['pickup'] },
  Tailgate: { only: ['pickup'] },
  'Tonneau Cover': { only: ['pickup'] },
  'Sliding Door': { only: ['van'] },
  'Convertible Top': { only: ['convertible'] },
  Liftgate: { only: ['suv', 'van', 'hatchback'] },
  'Cargo Cover': { only: ['suv', 'van', 'hatchback'] },
  'Running Board': { only: ['pickup', 'suv', 'van'] },
  'Leaf Spring': { only: ['pickup', 'van'] },
  'Trunk Lid': { not: ['pickup', 'van', 'suv', 'hatchback'] },
  'Door Rear Left': { not: ['two-door'] },
  'Door Rear Right': { not: ['two-door'] },
};

function parseNames(text: string): string[] {
  return text.split('|').flatMap((group) => {
    const [make, models] = group.split(':');
    if (!make || !models) throw new Error(`fitment.ts: bad group '${group}'`);
    return models.split(';').map((m) => `${make.trim()} - ${m.trim()}`);
  });
}

/** 'Make - Model' -> its body styles (none: a sedan, coupe or wagon). */
export const BODY_STYLES: ReadonlyMap<string, ReadonlySet<TBody>> = (() => {
  const styles = new Map<string, Set<TBody>>();
  for (const [body, text] of Object.entries(BODIES) as [TBody, string][])
    for (const name of parseNames(text)) styles.set(name, (styles.get(name) ?? new Set()).add(body));
  return styles;
})();

/** Whether a vehicle of these styles can have the part (its body, not its powertrain). */
export function bodyFits(part: string, bodies: ReadonlySet<TBody> | undefined): boolean {
  const rule = BODY_PARTS[part];
  if (!rule) return true;
  const has = (b: TBody) => bodies?.has(b) ?? false;
  if (rule.only && !rule.only.some(has)) return false;
  return !rule.not?.some(has);
}

function parseYears(text: string): ReadonlyMap<string, number> {
  return new Map(
    text.split(';').map((entry) => {
      const m = /^(.+) (\d{4})$/.exec(entry.trim());
      if (!m) throw new Error(`fitment.ts: bad entry '${entry}'`);
      return [m[1] as string, Number(m[2])] as const;
    }),
  );
}

/** Battery-electric model -> its first model year. */
export const ELECTRIC_MODEL_YEARS = parseYears(ELECTRIC_MODELS);

/** What can move this vehicle in this model year. A model nobody listed is petrol; a diesel model may be petrol too. */
export function powertrainsOf(make: string, name: string, year: number): ReadonlySet<TPowertrain> {
  if (ELECTRIC_MAKES.has(make)) return new Set(['electric']);
  const electricFrom = ELECTRIC_MODEL_YEARS.get(name);
  // A name reused from an earlier petrol model (the 2010 Acura ZDX) is petrol before.
  if (electricFrom !== undefined) return new Set([year >= electricFrom ? 'electric' : 'petrol']);
  if (FUEL_CELL_MODELS.has(name)) return new Set(['fuel cell']);
  if (PLUG_IN_MAKES.has(make) || PLUG_IN.test(name)) return new Set(['plug-in hybrid']);
  if (HYBRID_MODELS.has(name) || HYBRID.test(name)) return new Set(['hybrid']);
  return new Set(DIESEL_MODELS.has(name) ? ['petrol', 'diesel'] : ['petrol']);
}

/** The powertrains a part needs (undefined: any). */
export function partPowertrains(part: string, category: string): readonly TPowertrain[] | undefined {
  return POWERTRAIN_PARTS[part] ?? POWERTRAIN_CATEGORIES[category];
}

/** Whether a demo post may offer this part for this vehicle and model year. */
export function canHave(
  vehicle: { make: string; name: string },
  year: number,
  part: { name: string; category: string },
): boolean {
  if (!bodyFits(part.name, BODY_STYLES.get(vehicle.name))) return false;
  const needs = partPowertrains(part.name, part.category);
  if (!needs) return true;
  const has = powertrainsOf(vehicle.make, vehicle.name, year);
  return needs.some((p) => has.has(p));
}
