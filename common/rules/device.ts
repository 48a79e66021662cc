// Whether a visitor is on a phone, read the same way by the server (from the request's headers)
// and by the browser (from navigator), so a server-rendered page starts in the layout the phone
// will keep: the client hint (Sec-CH-UA-Mobile / navigator.userAgentData.mobile) first, where the
// browser has it, else the user agent's words.

const MOBILE_AGENT = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i;

/** A phone's user agent string (tablets are not phones). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return MOBILE_AGENT.test(userAgent ?? '');
}

/**
 * A phone, from the client hint when the browser sends one ('?1' / '?0'), else the user agent.
 * `hint` is the Sec-CH-UA-Mobile value or navigator.userAgentData.mobile.
 */
export function isMobileDevice(hint: string | boolean | undefined, userAgent: string | undefined): boolean {
  if (hint === '?1' || hint === true) return true;
  if (hint === '?0' || hint === false) return false;
  return isMobileUserAgent(userAgent);
}
