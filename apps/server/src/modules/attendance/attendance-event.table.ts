import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { devices } from '../device/device.table.js';

/**
 * What machines saw, as they saw it. Idempotent by the machine's own record id; the school day is
 * the event's own time in the kindergarten's time zone, whenever it arrives. Partitioned by the month
 * of the school day (migration 0011): a resent record has the same time, so the same day and month,
 * and the record key with the day in it still finds it.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    id: uuid('id').notNull(),
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    deviceRecordId: text('device_record_id').notNull(),
    personKind: text('person_kind').$type<'student' | 'teacher'>().notNull(),
    personId: uuid('person_id').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    method: text('method').$type<'card' | 'bracelet' | 'face'>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    schoolDay: date('school_day', { mode: 'string' }).notNull(),
    photoPath: text('photo_path'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kigId, t.id, t.schoolDay] }),
    // A machine serves one kindergarten at a time: its record ids are unique within it (and the day, the partition key).
    uniqueIndex('attendance_events_record_key').on(t.kigId, t.deviceId, t.deviceRecordId, t.schoolDay),
    index('attendance_events_day_idx').on(t.kigId, t.schoolDay, t.personKind),
    index('attendance_events_person_idx').on(t.personId, t.schoolDay),
  ],
);
