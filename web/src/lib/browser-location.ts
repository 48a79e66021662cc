/**
 * Leaving the app for a full page load (a checkout page, or back to a page the server renders).
 * An object rather than a bare call, so component tests can watch it: test DOMs cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
