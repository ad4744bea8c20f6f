import type { AppType } from './app-types.js';

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
  shardNum: string;
  createdAt: string;
  counts: { key: HomeCountKey; value: number }[];
}
