import { z } from 'zod';
import { APP_TYPE_VALUES, type AppType } from './app-types.js';
import { PAGE_KEYS } from './pages.js';

/** What the home page counts, by organisation kind (GET /sys/home/summary). */
export const HOME_COUNT_KEYS = [
  'agents',
  'groups',
  'kindergartens',
  'institutions',
  'experts',
  'childOrgs',
  'classes',
  'teachers',
  'students',
  'users',
  'roles',
  'activeSessions',
] as const;
export type HomeCountKey = (typeof HOME_COUNT_KEYS)[number];

export const homeSummarySchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  orgKind: z.string(),
  orgCode: z.string(),
  appType: z.number().refine((v): v is AppType => APP_TYPE_VALUES.includes(v as AppType)),
  createdAt: z.string(),
  counts: z.array(z.object({ key: z.enum(HOME_COUNT_KEYS), value: z.number() })),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/**
 * Today's figures of the home page (GET /sys/home/today), by organisation kind: a kindergarten its
 * children, checks, reviews and machines; a group the same per kindergarten; an institution its
 * abnormal checks and open messages; operations its machines and check volume; an agent and finance
 * their kindergartens' activity.
 */
export const HOME_FIGURE_KEYS = [
  /** Children who came, of those expected (attendance). */
  'present',
  /** Expected children not (yet) arrived: the noCheck list. */
  'notArrived',
  'leave',
  /** Children checked in a session, of those expected. */
  'checked',
  'abnormal',
  'pendingReview',
  /** Doctor messages not answered yet (a kindergarten's to answer, an institution's awaiting the answer). */
  'openMessages',
  'machines',
  'offline',
  /** Checks recorded today (volume). */
  'checks',
  'abnormalChecks',
  /** Children who came through the gate today. */
  'arrived',
  'kindergartens',
  /** Kindergartens with an arrival or a check today. */
  'activeKindergartens',
  /** Activities drafted and waiting for their review (kigHome). */
  'pendingActivities',
  /** Families' letters not answered yet: unread or read (kigHome). */
  'unansweredLetters',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export const HOME_SECTION_KEYS = ['attendance', 'morningCheck', 'afternoonCheck', 'messages', 'machines', 'checks', 'activity'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** What a section says instead of (or beside) its figures. */
export const HOME_NOTES = ['noMachines', 'noEventsYet', 'notWorkDay', 'lastSchoolDay', 'noChecksYet', 'noChildren', 'noKindergartens', 'noContracts'] as const;
export type HomeNote = (typeof HOME_NOTES)[number];

/** The screen a figure opens: a page key (the web finds its path in the session's menu) and its filters. */
export const homeLinkSchema = z.object({ page: z.enum(PAGE_KEYS), query: z.record(z.string(), z.string()).optional() });
export type HomeLink = z.infer<typeof homeLinkSchema>;

export const homeFigureSchema = z.object({
  key: z.enum(HOME_FIGURE_KEYS),
  value: z.number(),
  /** The whole the value is part of (present of expected). */
  of: z.number().optional(),
  /** Whether a value above zero calls for attention. */
  alert: z.boolean().optional(),
  link: homeLinkSchema.optional(),
});
export type HomeFigure = z.infer<typeof homeFigureSchema>;

export const homeSectionSchema = z.object({
  key: z.enum(HOME_SECTION_KEYS),
  figures: z.array(homeFigureSchema),
  note: z.enum(HOME_NOTES).optional(),
  /** The day the figures are of when it is not the home's date: on a day without school, the last school day. */
  date: z.string().optional(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const homeKindergartenRowSchema = z.object({ kigId: z.string(), kigName: z.string(), figures: z.array(homeFigureSchema) });
export type HomeKindergartenRow = z.infer<typeof homeKindergartenRowSchema>;

/** A week at a glance: each day's values of some figures. */
export const homeChartSchema = z.object({
  key: z.enum(['attendance', 'checks', 'abnormalChecks']),
  series: z.array(z.enum(HOME_FIGURE_KEYS)),
  days: z.array(z.object({ date: z.string(), values: z.partialRecord(z.enum(HOME_FIGURE_KEYS), z.number()) })),
});
export type HomeChart = z.infer<typeof homeChartSchema>;

export const homeTodaySchema = z.object({
  /** The day the figures are of, in the organisation's time zone. */
  date: z.string(),
  sections: z.array(homeSectionSchema),
  /** A group's or an agent's kindergartens side by side. */
  kindergartens: z.array(homeKindergartenRowSchema).optional(),
  chart: homeChartSchema.optional(),
});
export type HomeToday = z.infer<typeof homeTodaySchema>;
