import type { TCart, TImage, TPartDetails, TPost } from '@common/contracts/posts';
import type { TListedPost, TSearchPage } from '@common/contracts/search';

export const VEHICLES = [
  { id: 1, name: 'Ford - F-150' },
  { id: 2, name: 'Ford - Focus' },
  { id: 3, name: 'Toyota - Corolla' },
];
export const PARTS = [
  { id: 7, part_name: 'Alternator', part_name_fr: 'Alternateur' },
  { id: 8, part_name: 'Brake Pads', part_name_fr: 'Plaquettes de frein' },
];

export function image(position: number): TImage {
  const base = `/files/posts/u1/9/${position}`;
  return {
    position,
    image: `${base}-full.webp`,
    card: `${base}-card.webp`,
    thumb: `${base}-thumb.webp`,
    width: 800,
    height: 600,
  };
}

/** A part's details as a post made with the spec's fields alone has them (the details' defaults). */
export const PLAIN_DETAILS: TPartDetails = {
  condition: 'used',
  grade: null,
  mileage_km: null,
  warranty_days: 0,
  delivery: 'pickup',
  shipping_price: null,
  oem_numbers: [],
  donor_vin: null,
};

/** A post as the server answers it; the seller is the test session's user (u1) unless told. */
export function post(change: Partial<TPost> = {}): TPost {
  return {
    id: 9,
    user_id: 'u1',
    username: 'dana_parts',
    year: 2012,
    vehicle_id: 2,
    vehicle_name: 'Ford - Focus',
    part_id: 7,
    part_name: 'Alternator',
    stock_number: 'ALT-42',
    description: 'Works perfectly, 80,000 km.',
    price: 120,
    currencytype: 'CAD',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    lat: 43.65,
    lng: -79.38,
    status: 'active',
    created_at: '2026-05-01T12:00:00.000Z',
    expires_at: '2027-05-01T12:00:00.000Z',
    images: [],
    fitments: [{ vehicle_id: 2, vehicle_name: 'Ford - Focus', year_from: 2012, year_to: 2012 }],
    ...PLAIN_DETAILS,
    ...change,
  };
}

/** A pending cart as POST /api/carts answers it. */
export function cart(change: Partial<TCart> = {}): TCart {
  return {
    id: 31,
    year: 2012,
    vehicle_id: 2,
    part_id: 7,
    stock_number: 'ALT-42',
    description: 'Works perfectly.',
    price: 100,
    currencytype: 'CAD',
    status: 'pending',
    images: [],
    fee: 0,
    post_id: null,
    fitments: [{ vehicle_id: 2, vehicle_name: 'Ford - Focus', year_from: 2012, year_to: 2012 }],
    ...PLAIN_DETAILS,
    ...change,
  };
}

/**
 * A post as the search and the favourites list answer it; the seller is someone else (u2) unless
 * told, and the viewer has not starred it.
 */
export function listedPost(change: Partial<TListedPost> = {}): TListedPost {
  return {
    id: 21,
    user_id: 'u2',
    username: 'sam_sells',
    price: 120,
    currencytype: 'CAD',
    year: 2012,
    vehicle_name: 'Ford - Focus',
    part_name: 'Alternator',
    stock_number: 'ALT-42',
    description: 'Works perfectly, 80,000 km.',
    city: 'Hamilton',
    state: 'ON',
    country: 'Canada',
    distance: null,
    images: [],
    favorites: [],
    fitments: [{ vehicle_id: 2, vehicle_name: 'Ford - Focus', year_from: 2012, year_to: 2012 }],
    matched_fitment: null,
    ...PLAIN_DETAILS,
    ...change,
  };
}

/** `count` listed posts with ids (and stock numbers S-{id}) from `from`. */
export function listedPosts(count: number, from = 1, change: Partial<TListedPost> = {}): TListedPost[] {
  return Array.from({ length: count }, (_, i) =>
    listedPost({ id: from + i, stock_number: `S-${from + i}`, ...change }),
  );
}

/** One page of a search answer (rows from `range_from`). */
export function searchPage(
  posts: TListedPost[],
  page: { hasMore?: boolean; range_from?: number; total?: number; totalCapped?: boolean } = {},
): TSearchPage {
  const { hasMore = false, range_from = 0, totalCapped = false } = page;
  const total = page.total ?? range_from + posts.length + (hasMore ? 1 : 0);
  return { posts, range_from, range_to: range_from + 9, hasMore, total, totalCapped };
}
