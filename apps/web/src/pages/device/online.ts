/** A machine that sent a heartbeat within this long counts as online. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** Whether a machine last seen at `lastSeen` (ms) is online at `now` (ms); a clock a little ahead still counts. */
export function isOnline(lastSeen: number, now: number): boolean {
  return now - lastSeen <= ONLINE_WINDOW_MS;
}
