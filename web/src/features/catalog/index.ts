// The catalog feature's public surface: the vehicle and part lists other screens build on.
export { getParts, partsQueryOptions, useParts } from './api/get-parts';
export { getVehicles, useVehicles, vehiclesQueryOptions } from './api/get-vehicles';
