// How a distance reads on a card or a post: as people say it, never with decimals.

/**
 * A distance (in the viewer's unit) as people say it: under 1 is 'less than 1' (null here), anything
 * else the nearest whole number (12.6 -> 13, 140 -> 140, 1,249.6 -> 1,250): no one says 12.35 km.
 */
export function spokenDistance(distance: number): number | null {
  if (!Number.isFinite(distance) || distance < 1) return null;
  return Math.round(distance);
}
