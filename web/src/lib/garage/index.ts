// My Garage in the browser: a buyer's own vehicles, on the account when signed in, in
// this browser for a visitor (carried over at sign-in). Shared by the garage page, the home search
// and the post page.
export { GARAGE_QUERY_KEY, garageQueryOptions } from './garage-api';
export { garageFit, garageVehicleLabel, type TGarageVehicleRef } from './garage-fit';
export { GarageSessionProvider, type TGarageSession, useGarageSession } from './garage-session';
export { LOCAL_GARAGE_KEY } from './local-garage';
export { type TGarageAdd, type TGarageItem, type TUseGarage, useGarage } from './use-garage';
