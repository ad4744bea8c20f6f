import { z } from 'zod';
import './zod-messages.js';

export const ATTENDANCE_METHODS = ['card', 'bracelet', 'face'] as const;
export const DIRECTIONS = ['in', 'out'] as const;
export const MAX_EVENT_BATCH = 1000;

/** A machine that sent a heartbeat within this long counts as online (the device list and the home pages). */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** Whether a machine last seen at `lastSeen` (ms) is online at `now` (ms); a clock a little ahead still counts. */
export function isOnline(lastSeen: number, now: number): boolean {
  return now - lastSeen <= ONLINE_WINDOW_MS;
}

/**
 * One attendance event as a machine records it: its own record id (resending is harmless), how the
 * person was recognised (card number, bracelet MAC, or face = the person's id), direction and time.
 */
export const attendanceEventSchema = z.object({
  recordId: z.string().trim().min(1).max(64),
  method: z.enum(ATTENDANCE_METHODS),
  credential: z.string().trim().min(1).max(64),
  direction: z.enum(DIRECTIONS),
  time: z.iso.datetime({ offset: true }),
  photoPath: z.string().max(300).optional(),
});
export type AttendanceEvent = z.infer<typeof attendanceEventSchema>;

export const attendanceBatchSchema = z.object({
  events: z.array(attendanceEventSchema).min(1).max(MAX_EVENT_BATCH, { error: 'validation.tooMany' }),
});

/** The answer to a batch: what was stored now, what had been stored before, what could not be. */
export const attendanceBatchResultSchema = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  rejected: z.array(z.object({ recordId: z.string(), reason: z.enum(['unknownPerson', 'duplicateInBatch']) })),
});
export type AttendanceBatchResult = z.infer<typeof attendanceBatchResultSchema>;
