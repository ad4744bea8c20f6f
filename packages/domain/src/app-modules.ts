import type { OrgKind } from './app-types.js';

/** Modules of the mobile apps that can be switched on or off per organisation kind; labels `appModule.<key>`. */
export const APP_MODULES = [
  'attendance',
  'morningCheck',
  'growthReport',
  'notice',
  'activity',
  'recipe',
  'timetable',
  'album',
  'liveVideo',
  'schoolBus',
  'mailbox',
  'shop',
] as const;
export type AppModule = (typeof APP_MODULES)[number];

/** Organisation kinds whose people use an app. */
export const APP_MODULE_ORG_KINDS = ['kindergarten', 'group', 'agent', 'institution', 'expert'] as const satisfies readonly OrgKind[];
export type AppModuleOrgKind = (typeof APP_MODULE_ORG_KINDS)[number];

export interface AppModuleMatrix {
  modules: AppModule[];
  orgKinds: AppModuleOrgKind[];
  /** Every pair; a pair never set is on. */
  enabled: Record<AppModuleOrgKind, Record<AppModule, boolean>>;
}
