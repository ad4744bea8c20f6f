import './zod-messages.js';
import { z } from 'zod';
import { isRealDate } from './entity/schemas.js';
import { monthString } from './attendance-api.js';
import { firstUserNameSchema, openedAreaCodeSchema, openedOrgCodeSchema, openedSchema } from './opening-fields.js';

/** The supervisory platform (issue 18): an authority's read-only view of the kindergartens of its area, and outbreak alerts. */

const dateString = z.string().refine(isRealDate, { error: 'validation.format.date' });

/** The kinds of authority a supervision account is for. */
export const AUTHORITY_KINDS = ['education', 'health'] as const;
export type AuthorityKind = (typeof AUTHORITY_KINDS)[number];

/** The outbreak rules: fever in one class, the same abnormal finding in one class, absence for illness in one class. */
export const ALERT_RULES = ['fever', 'finding', 'sickLeave'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/** The defaults an authority starts with: 3 children within 3 school days; absence for illness above 20 % of a class on a day. */
export const ALERT_DEFAULTS = { clusterChildren: 3, clusterSchoolDays: 3, sickLeavePercent: 20 } as const;

export const ALERT_STATUSES = ['open', 'answered', 'closed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What a kindergarten did about an alert. */
export const ALERT_ACTIONS = ['isolation', 'disinfection', 'familyNotice'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

export const ALERT_EVENT_KINDS = ['raised', 'answered', 'closed'] as const;

/** GET /supervision/overview/figures: one day (each kindergarten's own today when none is named) or one month. */
export const supervisionOverviewQuerySchema = z.looseObject({ date: dateString.optional(), month: monthString.optional() });

const figures = {
  /** Children studying (expected on a school day). */
  expected: z.number().int(),
  present: z.number().int(),
  /** Children (child-days for a month) on approved sick leave. */
  sickLeave: z.number().int(),
  /** Morning checks made. */
  checked: z.number().int(),
  abnormal: z.number().int(),
  fever: z.number().int(),
};
export const supervisionFiguresSchema = z.object(figures);
export type SupervisionFigures = z.infer<typeof supervisionFiguresSchema>;

export const supervisionOverviewSchema = z.object({
  areaCode: z.string(),
  /** The day (or the first day of the month) read. */
  from: z.string(),
  to: z.string(),
  kindergartens: z.array(
    z.object({ kigId: z.string(), kigName: z.string(), areaCode: z.string().nullable(), ...figures, openAlerts: z.number().int(), epidemicReports: z.number().int() }),
  ),
  totals: supervisionFiguresSchema,
});
export type SupervisionOverview = z.infer<typeof supervisionOverviewSchema>;

/** GET /supervision/kindergarten: one kindergarten of the area, by class (no child named). */
export const supervisionKigQuerySchema = z.looseObject({ kigId: z.uuid(), date: dateString.optional(), month: monthString.optional() });
export const supervisionKigSchema = z.object({
  kigId: z.string(),
  kigName: z.string(),
  from: z.string(),
  to: z.string(),
  classes: z.array(z.object({ classId: z.string(), className: z.string(), ...figures, openAlert: z.boolean() })),
  totals: supervisionFiguresSchema,
});
export type SupervisionKig = z.infer<typeof supervisionKigSchema>;

/** POST /supervision/alert/list */
export const alertListSchema = z.object({
  pageNumber: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  status: z.enum(ALERT_STATUSES).optional(),
});
const alertRow = z.object({
  id: z.string(),
  kigId: z.string(),
  kigName: z.string(),
  classId: z.string(),
  className: z.string(),
  rule: z.enum(ALERT_RULES),
  /** The abnormal finding of a `finding` alert. */
  finding: z.string().nullable(),
  /** The first and last school days of the cluster. */
  fromDay: z.string(),
  toDay: z.string(),
  /** Children counted (for `sickLeave`, with the class's size). */
  children: z.number().int(),
  classSize: z.number().int(),
  status: z.enum(ALERT_STATUSES),
  raisedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export const alertPageSchema = z.object({ records: z.array(alertRow), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type AlertPage = z.infer<typeof alertPageSchema>;
export type AlertRow = z.infer<typeof alertRow>;

/** GET /supervision/alert/get: one alert with its timeline; the children concerned while it is open (read audited). */
export const alertIdSchema = z.looseObject({ id: z.uuid() });
export const alertDetailSchema = alertRow.extend({
  timeline: z.array(
    z.object({
      kind: z.enum(ALERT_EVENT_KINDS),
      at: z.iso.datetime(),
      by: z.string().nullable(),
      orgName: z.string().nullable(),
      actions: z.array(z.enum(ALERT_ACTIONS)),
      note: z.string(),
    }),
  ),
  /** The children concerned, named only while the alert is not closed. */
  childNames: z.array(z.string()),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

/** POST /supervision/alert/answer: the kindergarten says what it did. */
export const alertAnswerSchema = z.object({ id: z.uuid(), actions: z.array(z.enum(ALERT_ACTIONS)).min(1), note: z.string().trim().max(200).default('') });
/** POST /supervision/alert/close: the authority closes an answered alert. */
export const alertCloseSchema = z.object({ id: z.uuid(), note: z.string().trim().max(200).default('') });
export const alertChangedSchema = z.object({ id: z.string(), status: z.enum(ALERT_STATUSES) });

/** POST /supervision/authority/create: operations open an authority and its first account. */
export const authorityCreateSchema = z.object({
  name: z.string().trim().min(1).max(64),
  code: openedOrgCodeSchema,
  authorityKind: z.enum(AUTHORITY_KINDS),
  areaCode: openedAreaCodeSchema,
  userName: firstUserNameSchema,
});
/** The first account's password, made by the server and shown once. */
export const authorityCreatedSchema = openedSchema;

/**
 * The outbreak rules an authority sets for its area (its province, city or district), each within
 * its bounds; an area without its own takes its nearest enclosing area's (a district its city's,
 * a city its province's), else ALERT_DEFAULTS.
 */
export const ALERT_RULE_BOUNDS = {
  clusterChildren: { min: 2, max: 30 },
  clusterSchoolDays: { min: 1, max: 10 },
  sickLeavePercent: { min: 5, max: 90 },
} as const;
export type AlertRuleField = keyof typeof ALERT_RULE_BOUNDS;

const bounded = (field: AlertRuleField) => {
  const { min, max } = ALERT_RULE_BOUNDS[field];
  const error = `supervision.rules.bounds.${field}`;
  return z.number().int({ error }).min(min, { error }).max(max, { error });
};
export const alertRulesSchema = z.object({
  /** Children of one class with fever, or with the same abnormal finding, that raise an alert. */
  clusterChildren: bounded('clusterChildren'),
  /** Within this many school days (the days the kindergarten made checks). */
  clusterSchoolDays: bounded('clusterSchoolDays'),
  /** Absence for illness in one class above this share (%) on a day. */
  sickLeavePercent: bounded('sickLeavePercent'),
});
export type AlertRules = z.infer<typeof alertRulesSchema>;

/** POST /supervision/rules/save: the authority's area's rules, at the version read (null: the area has none yet). */
export const alertRulesSaveSchema = alertRulesSchema.extend({ updatedAt: z.iso.datetime().nullable() });

/**
 * POST /supervision/rules/delete: the authority drops its area's own rules, at the version it read; its
 * area is then judged by the nearest enclosing area's rules, else the defaults. The area named must be
 * the session's own (another area's answers as one without rules: 404).
 */
export const alertRulesDeleteSchema = z.object({
  areaCode: z.string().regex(/^\d{6}$/, { error: 'validation.format.area' }),
  updatedAt: z.iso.datetime(),
});

/** GET /supervision/rules: the rules in force in the authority's area and where they come from. */
export const alertRulesAnswerSchema = z.object({
  /** The authority's area ('' for an account bound to none). */
  areaCode: z.string(),
  rules: alertRulesSchema,
  /** `own`: the area's own; `area`: an enclosing area's (sourceAreaCode); `default`: the platform's defaults. */
  source: z.enum(['own', 'area', 'default']),
  sourceAreaCode: z.string().nullable(),
  /** The version of the area's own rules (null when it has none). */
  updatedAt: z.string().nullable(),
  defaults: alertRulesSchema,
});
export type AlertRulesAnswer = z.infer<typeof alertRulesAnswerSchema>;
