import {
  doctorMessageEntity,
  epidemicReportEntity,
  eyeTestEntity,
  growthReportEntity,
  healthCheckEntity,
  healthSettingEntity,
  measurementEntity,
  medicalContractEntity,
} from '@kg/domain';
import type { GrowthReportContent } from '@kg/domain';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { kigBaseColumns, kigDayPrimaryKey, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { kig } from '../campus/campus.tables.js';
import { devices } from '../device/device.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * Checks as machines sent them and teachers reviewed them. Idempotent by the machine's record id;
 * the school day is the check's own time in the kindergarten's time zone. Partitioned by the month of
 * the school day (migration 0011), which every unique key therefore holds.
 */
export const healthChecks = pgTable(
  'health_checks',
  {
    ...kigBaseColumns,
    ...entityColumns(healthCheckEntity),
    ...kig(),
    deviceId: uuid('device_id').references(() => devices.id),
    deviceRecordId: text('device_record_id'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The machine's own findings, kept when a teacher corrects them. */
    machineFindings: jsonb('machine_findings').$type<Record<string, unknown>>(),
  },
  (t) => [
    kigDayPrimaryKey(t),
    // A machine serves one kindergarten at a time: its record ids are unique within it (and the day, the partition key).
    uniqueIndex('health_checks_record_key').on(t.kigId, t.deviceId, t.deviceRecordId, t.schoolDay),
    index('health_checks_day_idx').on(t.kigId, t.schoolDay, t.session),
    index('health_checks_student_idx').on(t.studentId, t.schoolDay),
    index('health_checks_pending_idx')
      .on(t.kigId, t.review)
      .where(sql`${t.review} = 'pending'`),
  ],
);

export const healthSettings = pgTable('health_settings', { ...kigBaseColumns, ...entityColumns(healthSettingEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('health_settings', healthSettingEntity, t),
]);

export const medicalContracts = pgTable(
  'medical_contracts',
  {
    ...kigBaseColumns,
    ...entityColumns(medicalContractEntity),
    ...kig(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [kigPrimaryKey(t), index('medical_contracts_institution_idx').on(t.institutionId, t.kigId)],
);

export const doctorMessages = pgTable(
  'doctor_messages',
  {
    ...kigBaseColumns,
    ...entityColumns(doctorMessageEntity),
    ...kig(),
    checkId: uuid('check_id').notNull(),
    /**
     * The check's school day, written with the message from the check it read: it finds the check in its
     * month's partition. No foreign key: one to the partitioned checks would refuse to detach a month of
     * checks while a message names one of them, and messages are kept after their checks are archived.
     */
    checkSchoolDay: date('check_school_day', { mode: 'string' }).notNull(),
  },
  (t) => [kigPrimaryKey(t), index('doctor_messages_kig_idx').on(t.kigId, t.sentAt), index('doctor_messages_institution_idx').on(t.institutionId, t.sentAt)],
);

export const eyeTests = pgTable('eye_tests', { ...kigBaseColumns, ...entityColumns(eyeTestEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('eye_tests_student_idx').on(t.studentId, t.testDate),
  index('eye_tests_kig_idx').on(t.kigId, t.testDate),
]);

export const measurements = pgTable('measurements', { ...kigBaseColumns, ...entityColumns(measurementEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('measurements_student_idx').on(t.studentId, t.measuredOn),
  index('measurements_kig_idx').on(t.kigId, t.termId),
]);

export const epidemicReports = pgTable('epidemic_reports', { ...kigBaseColumns, ...entityColumns(epidemicReportEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('epidemic_reports_kig_idx').on(t.kigId, t.reportDate),
]);

/** One report per child per term; its content is written by the background job. */
export const growthReports = pgTable(
  'growth_reports',
  { ...kigBaseColumns, ...entityColumns(growthReportEntity), ...kig(), content: jsonb('content').$type<GrowthReportContent>() },
  (t) => [kigPrimaryKey(t), uniqueIndex('growth_reports_child_term_key').on(t.kigId, t.studentId, t.termId), index('growth_reports_kig_idx').on(t.kigId, t.termId, t.status)],
);
