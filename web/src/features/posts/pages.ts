// The posts feature's pages, a chunk of their own: the router imports this lazily. Pages that need
// the session or the catalog take them as props from the app's routes (features do not import
// each other). The post page is in view-page.ts: it loads without the forms (and their zod).
export { CreatePostPage } from './components/create-post-page';
export { EditPostPage } from './components/edit-post-page';
export { MyPostsPage } from './components/my-posts-page';
export { SuccessPage } from './components/success-page';
export type { TCatalogLists } from './post-draft';
