import './zod-messages.js';
import { z } from 'zod';
import { MEALS } from './entities/school/recipe.entity.js';
import { weekDateSchema } from './entities/school/school-week.js';

/**
 * The parents' app reads what its children's kindergartens publish (issue 15): notices and news,
 * activities, recipes and timetables. Who asks comes from the token only; a child or item outside the
 * family answers like a random id.
 */
export const familyPageQuerySchema = z.looseObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const familyItemParams = z.object({ id: z.uuid() });

const kindergarten = z.object({ id: z.string(), name: z.string() });

/** A notice as a family lists it: `readAt`, when this family first opened it (null: not yet). */
export const familyNoticeSummarySchema = z.object({
  id: z.string(),
  kindergarten,
  title: z.string(),
  noticeType: z.enum(['ordinary', 'link']),
  publishedAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export const familyNoticesSchema = z.object({ records: z.array(familyNoticeSummarySchema), total: z.number().int() });

/** A notice opened: its content (ordinary) or address (link); opening it marks it read. */
export const familyNoticeSchema = familyNoticeSummarySchema.extend({ content: z.string().nullable(), link: z.string().nullable() });
export type FamilyNotice = z.infer<typeof familyNoticeSchema>;

export const familyNewsSummarySchema = z.object({ id: z.string(), kindergarten, title: z.string(), publishedAt: z.iso.datetime() });
export const familyNewsListSchema = z.object({ records: z.array(familyNewsSummarySchema), total: z.number().int() });
export const familyNewsSchema = familyNewsSummarySchema.extend({ content: z.string() });

/** A published activity reaching one of the family's children: its window, open today or not, and each child it reaches. */
export const familyActivitySchema = z.object({
  id: z.string(),
  kindergarten,
  title: z.string(),
  sender: z.string(),
  content: z.string(),
  cover: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** Within its window on the kindergarten's today (its time zone). */
  openToday: z.boolean(),
  children: z.array(z.object({ id: z.string(), name: z.string(), applied: z.boolean() })),
});
export type FamilyActivity = z.infer<typeof familyActivitySchema>;
export const familyActivitiesSchema = z.object({ records: z.array(familyActivitySchema), total: z.number().int() });

/** A child of the family's, and a day (the kindergarten's today when left out); loose, so that `lang` stays for the answer's language. */
export const familyRecipeDayQuerySchema = z.looseObject({ studentId: z.uuid(), date: weekDateSchema.optional() });
export const familyWeekQuerySchema = z.looseObject({ studentId: z.uuid(), week: weekDateSchema.optional() });

/** A day's meals in serving order, each labelled in the request's language. */
export const familyRecipeDaySchema = z.object({
  kindergarten,
  day: z.string(),
  today: z.string(),
  meals: z.array(z.object({ meal: z.enum(MEALS), label: z.string(), name: z.string(), photo: z.string().nullable(), description: z.string().nullable() })),
});
export type FamilyRecipeDay = z.infer<typeof familyRecipeDaySchema>;
