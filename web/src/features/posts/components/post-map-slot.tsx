import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MapPlaceholder } from './map-placeholder';

// Leaflet is the largest part of the post page: it loads in a chunk of its own, and only once the
// map's place comes near the screen (most phones open the post far above it). The server and the
// first render in the browser show the placeholder: Leaflet needs a window.
const PostMap = lazy(async () => ({ default: (await import('./post-map')).PostMap }));

/** How far below the screen the map starts loading, so it is there when scrolled to. */
const AHEAD = '300px';

export function PostMapSlot({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: AHEAD });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  if (!near) {
    return (
      <div ref={ref}>
        <MapPlaceholder />
      </div>
    );
  }
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <PostMap lat={lat} lng={lng} label={label} />
    </Suspense>
  );
}
