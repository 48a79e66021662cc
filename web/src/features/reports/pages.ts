// The reports feature's page, a chunk of its own: the router imports this lazily.
export { ReportPostPage } from './components/report-post-page';
