// My Garage in the browser: a buyer's own vehicles, on the account when signed in, in
// this browser for a visitor (carried over at sign-in). Shared by the garage page, the home search
// and the post page.

export { garageFit, garageVehicleLabel } from './garage-fit';
export { GarageSessionProvider } from './garage-session';
export { LOCAL_GARAGE_KEY } from './local-garage';
export { type TGarageAdd, type TGarageItem, useGarage } from './use-garage';
