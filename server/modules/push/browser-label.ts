// A short, non-identifying name for the browser that subscribed ('Chrome on Android'), so a user
// can tell their devices apart; the full User-Agent is not kept.

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1];

export function browserLabel(userAgent: string): string {
  const browser = find(userAgent, BROWSERS) ?? 'Browser';
  const system = find(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
