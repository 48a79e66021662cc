import type { MantineColorsTuple } from '@mantine/core';

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, toward: number, weight: number): string {
  const channel = (c: number) => Math.round(c + (toward - c) * weight);
  const hexOf = (c: number) => channel(c).toString(16).padStart(2, '0');
  return `#${parseHex(hex).map(hexOf).join('')}`;
}

/**
 * A Mantine 10-shade tuple with the brand colour exactly at index 6 (Mantine's default primary shade),
 * lighter shades mixed with white before it and darker ones mixed with black after it, so hover and
 * light variants stay in the brand's hue.
 */
export function shadeTuple(base: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((w) => mix(base, 255, w));
  const darker = [0.15, 0.3, 0.45].map((w) => mix(base, 0, w));
  return [...lighter, base.toLowerCase(), ...darker] as unknown as MantineColorsTuple;
}
