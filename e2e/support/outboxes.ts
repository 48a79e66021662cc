import path from 'node:path';

// Which mail folder a server writes to, by its address: the shared e2e server's (global setup) and
// each server a spec starts of its own (startServer), so a helper given a base URL reads its mail.
const folders = new Map<string, string>();

export function registerOutbox(baseUrl: string, dataDir: string): void {
  folders.set(baseUrl, path.join(dataDir, 'outbox'));
}

/** The outbox of the server at this address (the shared server's unless a spec started another). */
export function outboxOf(baseUrl?: string): string {
  return (baseUrl && folders.get(baseUrl)) || (process.env.E2E_OUTBOX ?? '');
}
