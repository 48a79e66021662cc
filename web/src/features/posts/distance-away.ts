export interface TPoint {
  lat: number;
  lng: number;
}

// The sphere PostgreSQL's earthdistance measures on (earth() = 6378168 m): the page says what the
// search's cards say for the same two points.
const EARTH_RADIUS_M = 6_378_168;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two points (haversine). */
export function metresBetween(a: TPoint, b: TPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
