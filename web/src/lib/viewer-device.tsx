import { isMobileDevice } from '@common/rules/device';
import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useContext } from 'react';

// Whether the viewer is on a phone, as the server guessed from the request and the browser
// reads from navigator (common/rules/device.ts): the first render of a layout that depends on the
// screen's width uses this guess on both sides, so hydration finds the server's markup, and a
// phone's page does not jump from the wide layout to the narrow one. The real width takes over
// right after (a tablet, a resized window).

const ViewerMobile = createContext(false);

export function ViewerMobileProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return <ViewerMobile.Provider value={mobile}>{children}</ViewerMobile.Provider>;
}

interface TUserAgentData {
  mobile?: boolean;
}

/** The browser's own answer (false outside a browser). */
export function browserIsMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: TUserAgentData }).userAgentData;
  return isMobileDevice(data?.mobile, navigator.userAgent);
}

/** Whether the screen is at least `breakpoint` ('sm', 'md'...) wide, a phone's guess first. */
export function useWiderThan(breakpoint: 'sm' | 'md'): boolean {
  const mobile = useContext(ViewerMobile);
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${em(theme.breakpoints[breakpoint])})`, !mobile, {
    getInitialValueInEffect: true,
  });
}
