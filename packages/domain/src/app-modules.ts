import { z } from 'zod';
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

/** Body of POST /system/appModule/save: one pair switched on or off. */
export const appModuleSaveSchema = z.object({
  orgKind: z.enum(APP_MODULE_ORG_KINDS),
  module: z.enum(APP_MODULES),
  enabled: z.boolean(),
});

/** GET /system/appModule/matrix: every pair of organisation kind and module; a pair never set is on. */
export const appModuleMatrixSchema = z.object({
  modules: z.array(z.enum(APP_MODULES)),
  orgKinds: z.array(z.enum(APP_MODULE_ORG_KINDS)),
  enabled: z.record(z.enum(APP_MODULE_ORG_KINDS), z.record(z.enum(APP_MODULES), z.boolean())),
});
export type AppModuleMatrix = z.infer<typeof appModuleMatrixSchema>;
