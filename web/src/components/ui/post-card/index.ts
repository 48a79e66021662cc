// The post card, shared by every list of posts (My Posts, search results, favourites, a seller's page).

export { PostCard } from './post-card';
export { PLACEHOLDER_IMAGES } from './post-card-image';
export { PostListSkeleton } from './post-card-skeleton';
