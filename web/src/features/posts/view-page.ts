// The post page alone, apart from pages.ts: /view is a page strangers land on from a search engine
// or a shared link, and pages.ts's forms (create, edit) bring zod, which this page does not need.
export { PostViewPage, type TPostViewExtras } from './components/post-view-page';
