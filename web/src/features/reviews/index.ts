// The reviews feature: the app composes these into the messages page (Rate), the seller
// page and the post page's seller block (the reputation); features never import one another.
export { useReputation } from './api/get-reputation';
export { RateUserButton } from './components/rate-user-button';
export { ReputationSummary } from './components/reputation-summary';
