/**
 * Notifications between server instances. Publishing is plain SQL (`pg_notify` inside the writing
 * transaction, so a notification leaves only when its row is committed); this is the listening side.
 */
export interface TRealtime {
  kind: 'pglite' | 'postgres';
  /**
   * Calls onPayload for each notification on the channel. onResync is called when the listener
   * may have missed notifications (its connection dropped and came back).
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}
