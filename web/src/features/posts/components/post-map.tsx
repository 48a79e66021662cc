import { Box } from '@mantine/core';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { Circle, MapContainer, TileLayer } from 'react-leaflet';
import { useSiteConfig } from '../api/get-site-config';
import { MAP_HEIGHT, MapPlaceholder } from './map-placeholder';

interface TPostMapProps {
  lat: number;
  lng: number;
  label: string;
}

const ZOOM = 11;
// The point is the seller's city, not their door: the circle says "around here".
const AREA_RADIUS_M = 3000;

/**
 * The map around the post's (coarse) location. No marker image: a circle is drawn as SVG, so
 * nothing is fetched from Leaflet's package paths and the CSP needs only the tile server.
 */
export function PostMap({ lat, lng, label }: TPostMapProps) {
  const config = useSiteConfig();
  if (!config.data) return <MapPlaceholder />;
  return (
    <Box
      h={MAP_HEIGHT}
      role="region"
      aria-label={label}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {/* Leaflet's styles come with the map, not in every page's sheet: React puts the link in the
      head and holds the map (in its Suspense) until it has loaded. */}
      <link rel="stylesheet" href={leafletCss} precedence="default" />
      <MapContainer
        center={[lat, lng]}
        zoom={ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />
        <Circle
          center={[lat, lng]}
          radius={AREA_RADIUS_M}
          pathOptions={{ color: '#005377', fillOpacity: 0.15 }}
        />
      </MapContainer>
    </Box>
  );
}
