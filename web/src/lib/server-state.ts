// How the server hands the browser the data a page was rendered from: a JSON data block (never run,
// so the CSP's no-inline-script rule holds) that web/src/app/boot.tsx reads before hydrating. The server
// writes it (server/plugins/app-page.ts) under this id.
export const SERVER_STATE_ID = 'server-state';
