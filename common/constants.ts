// Business constants and UI limits of docs/PRODUCT.md §9, in one place for server and browser.

export const PAGE_SIZE = 10;
/**
 * A search counts its matches up to this many; past it the count reads '1,000+' (counting all of a
 * common word's matches would cost more than finding the page).
 */
export const SEARCH_COUNT_CAP = 1000;
export const YEAR_LOWER_BOUND = 1900;
/** The most vehicles a garage (My Garage) holds. */
export const GARAGE_MAX = 10;
/** The most saved searches one user keeps, and the longest name of one. */
export const SAVED_SEARCH_MAX = 100;
export const SAVED_SEARCH_NAME_MAX = 80;
export const USERNAME_MAX = 20;
export const NAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const MAX_IMAGES_PER_POST = 4;
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
export const CURRENCIES = ['CAD', 'USD'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: TCurrency = 'CAD';
export const REPORT_REASONS = ['Spam', 'Scam', 'Other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const NARROW_LAYOUT_PX = 768;
export const PASSWORD_RESET_REDIRECT_MS = 3000;
export const POST_DELETE_REDIRECT_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const PLACE_SUGGESTION_DEBOUNCE_MS = 200;

/** Brand colours (docs/PRODUCT.md §9). */
export const COLORS = {
  primary: '#005377',
  accent: '#00A7E1',
  orange: '#FFA500',
  highlight: '#CADDFA',
} as const;

/** Transition, modal and dropdown constants (docs/PRODUCT.md §9). */
export const UI = {
  modalTransitionMs: 300,
  backdropTransitionMs: 150,
  backdropOpacity: 0.3,
  fadeTransitionMs: 300,
  selectMaxMenuHeight: 300,
  selectMinMenuHeight: 140,
  selectPageSize: 5,
  selectPlaceholder: 'Select...',
  controlHeight: 38,
  formMaxWidth: 450,
  wideFormMaxWidth: 800,
} as const;

/** Messages (docs/PRODUCT.md §5 and §9): length, page size, sending rate and offline email spacing. */
export const MESSAGE_MAX = 2000;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGE_EMAIL_EVERY_MINUTES = 15;

/** Why a message is reported, the note's length, and new accounts' conversations on their first day. */
export const MESSAGE_REPORT_REASONS = ['scam', 'spam', 'harassment', 'other'] as const;
export type TMessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
export const MESSAGE_REPORT_NOTE_MAX = 500;
export const NEW_ACCOUNT_CONVERSATIONS = 10;

/**
 * The service worker's cache of pages as last seen (vite.pwa.ts). Server-rendered pages carry the
 * signed-in person's own data, so signing out empties it (web/src/lib/offline-pages.ts).
 */
export const PWA_PAGES_CACHE = 'pages';
