// My Garage's page (/garage); the garage itself (useGarage, garageFit) is shared in lib/garage.
export { GaragePage, type TGaragePageProps } from './components/garage-page';
export { garageSearchPath } from './garage-search-path';
