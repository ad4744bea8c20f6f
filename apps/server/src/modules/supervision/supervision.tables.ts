import type { AlertAction, AlertRule, AlertStatus, AuthorityKind } from '@kg/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * An authority of the supervisory platform (issue 18): its organisation (kind `supervision`, under the
 * platform) holds its area (`area_code`: a province, city or district); this row says which authority it is.
 */
export const supervisionAuthorities = pgTable('supervision_authorities', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id),
  authorityKind: text('authority_kind').$type<AuthorityKind>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An outbreak alert of one class (supervision-alerts.service.ts). Exactly once: a rule's cluster (its
 * class, rule and finding) has at most one alert that is not closed (the partial unique index), and a
 * closed one is not raised again for days it already covered (the insert's own check).
 */
export const outbreakAlerts = pgTable(
  'outbreak_alerts',
  {
    ...kigBaseColumns,
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    classId: uuid('class_id').notNull(),
    rule: text('rule').$type<AlertRule>().notNull(),
    /** The abnormal finding of a `finding` alert; '' for the others (so that the unique index holds). */
    finding: text('finding').notNull().default(''),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    children: integer('children').notNull(),
    classSize: integer('class_size').notNull(),
    /** The children concerned: named to an authority only while the alert is not closed (each read audited). */
    studentIds: jsonb('student_ids').$type<string[]>().notNull(),
    status: text('status').$type<AlertStatus>().notNull().default('open'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    kigPrimaryKey(t),
    uniqueIndex('outbreak_alerts_open_key')
      .on(t.kigId, t.classId, t.rule, t.finding)
      .where(sql`${t.status} <> 'closed'`),
    index('outbreak_alerts_raised_idx').on(t.kigId, t.raisedAt),
  ],
);

/** An alert's timeline: raised (by the platform), answered (by the kindergarten, with what it did), closed (by the authority). */
export const outbreakAlertEvents = pgTable(
  'outbreak_alert_events',
  {
    ...kigBaseColumns,
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    alertId: uuid('alert_id').notNull(),
    kind: text('kind').$type<'raised' | 'answered' | 'closed'>().notNull(),
    actions: jsonb('actions').$type<AlertAction[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    byName: text('by_name'),
    orgName: text('org_name'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [kigPrimaryKey(t), index('outbreak_alert_events_alert_idx').on(t.kigId, t.alertId, t.at)],
);

/**
 * The outbreak rules of an area (a province's, a city's or a district's code, GB/T 2260), set by an
 * authority of that area (supervision-rules.service.ts). A kindergarten is judged by the rules of the
 * narrowest area holding it that has some, else by ALERT_DEFAULTS.
 */
export const outbreakRules = pgTable('outbreak_rules', {
  areaCode: text('area_code').primaryKey(),
  clusterChildren: integer('cluster_children').notNull(),
  clusterSchoolDays: integer('cluster_school_days').notNull(),
  sickLeavePercent: integer('sick_leave_percent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The version an optimistic save names. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The authority's account that set them last (the audit holds every change). */
  updatedBy: uuid('updated_by'),
});

/**
 * The kindergartens the alert job has to look at: a day of a kindergarten is marked here by triggers
 * (hand-written in the migration) in the transaction of a morning check or a sick leave written on it,
 * however it was written (the machines' API, a form, an import). The minute's job evaluates the
 * kindergartens with a mark on or before their today and removes those marks in the evaluation's own
 * transaction, so that its cost follows the new data, not the number of kindergartens. A leave's
 * later days stay marked until they come (a leave approved on Monday for Tuesday counts on Tuesday).
 */
export const outbreakPending = pgTable(
  'outbreak_pending',
  {
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    schoolDay: date('school_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'outbreak_pending_pkey', columns: [t.kigId, t.schoolDay] })],
);
