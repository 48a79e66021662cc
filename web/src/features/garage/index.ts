// My Garage's page (/garage); the garage itself (useGarage, garageFit) is shared in lib/garage.
export { GaragePage } from './components/garage-page';
