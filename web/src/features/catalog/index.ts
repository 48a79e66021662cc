// The catalog feature's public surface: the vehicle and part lists other screens build on.
export { partsQueryOptions, useParts } from './api/get-parts';
export { useVehicles, vehiclesQueryOptions } from './api/get-vehicles';
