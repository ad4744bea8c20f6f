import type { AppType } from './app-types.js';
import type { PageKey } from './pages.js';

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

export interface HomeSummary {
  orgId: string;
  orgName: string;
  orgKind: string;
  orgCode: string;
  appType: AppType;
  createdAt: string;
  counts: { key: HomeCountKey; value: number }[];
}

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
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export const HOME_SECTION_KEYS = ['attendance', 'morningCheck', 'afternoonCheck', 'messages', 'machines', 'checks', 'activity'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** What a section says instead of (or beside) its figures. */
export const HOME_NOTES = ['noMachines', 'noEventsYet', 'notWorkDay', 'noChecksYet', 'noChildren', 'noKindergartens', 'noContracts'] as const;
export type HomeNote = (typeof HOME_NOTES)[number];

/** The screen a figure opens: a page key (the web finds its path in the session's menu) and its filters. */
export interface HomeLink {
  page: PageKey;
  query?: Record<string, string>;
}

export interface HomeFigure {
  key: HomeFigureKey;
  value: number;
  /** The whole the value is part of (present of expected). */
  of?: number;
  /** Whether a value above zero calls for attention. */
  alert?: boolean;
  link?: HomeLink;
}

export interface HomeSection {
  key: HomeSectionKey;
  figures: HomeFigure[];
  note?: HomeNote;
}

export interface HomeKindergartenRow {
  kigId: string;
  kigName: string;
  figures: HomeFigure[];
}

/** A week at a glance: each day's values of some figures. */
export interface HomeChart {
  key: 'attendance' | 'checks' | 'abnormalChecks';
  series: HomeFigureKey[];
  days: { date: string; values: Partial<Record<HomeFigureKey, number>> }[];
}

export interface HomeToday {
  /** The day the figures are of, in the organisation's time zone. */
  date: string;
  sections: HomeSection[];
  /** A group's or an agent's kindergartens side by side. */
  kindergartens?: HomeKindergartenRow[];
  chart?: HomeChart;
}
