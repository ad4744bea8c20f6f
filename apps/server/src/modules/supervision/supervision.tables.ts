import type { AlertAction, AlertRule, AlertStatus, AuthorityKind } from '@kg/domain';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
