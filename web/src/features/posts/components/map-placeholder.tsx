import { Box } from '@mantine/core';

export const MAP_HEIGHT = 300;

/** The map's place while Leaflet and the tile settings load, so the page does not jump. */
export function MapPlaceholder() {
  return <Box h={MAP_HEIGHT} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} />;
}
