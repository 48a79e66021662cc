// The FAQ feature's public surface.
export { FaqPage } from './components/faq-page';
