import './zod-messages.js';
import { z } from 'zod';
import { APP_MODULES } from './app-modules.js';
import { kigBaseEntity } from './entities/agency/kig-base.entity.js';
import { fieldSchema } from './entity/schemas.js';
import { serviceEndingSchema } from './service-ending.js';
import { newPasswordSchema } from './password.js';

/** An IANA time zone the runtime knows ('Asia/Shanghai'); the kindergarten's school day is computed in it. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const f = kigBaseEntity.fields;

/** GET /agency/kigBase/totals: one kindergarten of the session's reach. */
export const kigTotalsQuerySchema = z.object({ id: z.uuid() });
/** Its live totals, counted when asked (studying children, teachers on duty, classes). */
export const kigTotalsSchema = z.object({ children: z.number().int(), teachers: z.number().int(), classes: z.number().int() });

/** A module on or off, or (null) following the level above. */
const moduleChoices = z.partialRecord(z.enum(APP_MODULES), z.boolean().nullable());
/** Parents' app modules chosen at one level (absent: follows the level above). */
export const appModuleChoicesSchema = z.partialRecord(z.enum(APP_MODULES), z.boolean());

/** The kindergarten's own settings (kigBaseKigSetting): profile, photo, time zone, app functions. */
export const kigSettingSchema = z.object({
  id: z.string(),
  updatedAt: z.string(),
  code: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  areaCode: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  photo: z.string().nullable(),
  openDate: z.string().nullable(),
  timeZone: z.string(),
  /** The last day of each service bought for it (kigBase's SERVICE_END_FIELDS; null: never bought), read-only. */
  platformServiceEnd: z.string().nullable(),
  videoServiceEnd: z.string().nullable(),
  morningCheckServiceEnd: z.string().nullable(),
  /** Its own choices, and what its parents' app shows (own > its agent's default > the platform's). */
  appModules: appModuleChoicesSchema,
  effectiveModules: z.record(z.enum(APP_MODULES), z.boolean()),
});

/** POST /kigs/kig-setting/save: the profile at the version read (the head's phone is changed behind an SMS code). */
export const kigSettingSaveSchema = z.object({
  updatedAt: z.string().min(1, { error: 'validation.required' }).max(40, { error: 'validation.tooLong' }),
  name: fieldSchema(f.name),
  contactName: fieldSchema(f.contactName),
  areaCode: fieldSchema(f.areaCode),
  address: fieldSchema(f.address),
  website: fieldSchema(f.website),
  photo: fieldSchema(f.photo),
  timeZone: z.string({ error: 'validation.required' }).refine(isTimeZone, { error: 'agency.kig.badTimeZone' }),
});

/** POST /kigs/kig-setting/appModules and /agency/agentAppModule/save: choices to set (null: follow the level above). */
export const appModuleChoicesSaveSchema = z.object({ modules: moduleChoices });

/** GET /agency/agentAppModule/get: the agent's defaults for its kindergartens, and the platform's under them. */
export const agentAppModulesSchema = z.object({ appModules: appModuleChoicesSchema, platform: z.record(z.enum(APP_MODULES), z.boolean()) });

/** POST /kigs/kig-setting/terminalPassword: its machines' terminal account's new password (the product's rule). */
export const terminalPasswordSchema = z.object({ password: newPasswordSchema });
export type KigSetting = z.infer<typeof kigSettingSchema>;

/** GET /agency/kigBase/serviceEnding: the kindergartens of the session's reach whose platform service ends within SERVICE_ENDING_DAYS, soonest first. */
export const servicesEndingSchema = z.object({
  records: z.array(serviceEndingSchema.extend({ kigId: z.string(), code: z.string().nullable(), name: z.string() })),
});
export type ServicesEnding = z.infer<typeof servicesEndingSchema>;
