// The live messages socket's address and close code, without zod (messages.ts builds its schemas),
// so the header that keeps the socket open loads no zod.

export const LIVE_PATH = '/api/ws';
/** The close code the server uses when the session behind a socket has ended (no reconnecting). */
export const LIVE_CLOSE_SIGNED_OUT = 4401;
