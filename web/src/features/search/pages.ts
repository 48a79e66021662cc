// The search feature's pages, loaded lazily by the router.
export { FavoritesPage } from './components/favorites-page';
export { UserProfilePage } from './components/user-profile-page';
