// The search feature's pages, loaded lazily by the router.
export { FavoritesPage } from './components/favorites-page';
export { LandingPage } from './components/landing-page';
// The post page's pieces from this feature (the app composes them into the posts feature's page).
export { MoreFromSeller } from './components/more-from-seller';
export { PostFavoriteButton } from './components/post-favorite-button';
export { UserProfilePage } from './components/user-profile-page';
