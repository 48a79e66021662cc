import { describe, expect, it } from 'vitest';
import { isMobileDevice, isMobileUserAgent } from './device';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('device', () => {
  it('knows phones by their user agent, not tablets or computers', () => {
    expect(isMobileUserAgent(ANDROID_PHONE)).toBe(true);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID_TABLET)).toBe(false);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it('takes the client hint first, from a header or from navigator, else the user agent', () => {
    expect(isMobileDevice('?1', DESKTOP)).toBe(true);
    expect(isMobileDevice(true, DESKTOP)).toBe(true);
    expect(isMobileDevice('?0', ANDROID_PHONE)).toBe(false);
    expect(isMobileDevice(false, ANDROID_PHONE)).toBe(false);
    expect(isMobileDevice(undefined, IPHONE)).toBe(true);
    expect(isMobileDevice(undefined, DESKTOP)).toBe(false);
  });
});
