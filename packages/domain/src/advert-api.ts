import './zod-messages.js';
import { z } from 'zod';
import { ADVERT_POSITIONS } from './entities/agency/advert.entity.js';

/** GET /app/v1/adverts: one position; the family's kindergartens, or the one named (one of them). */
export const familyAdvertsQuerySchema = z.object({
  position: z.enum(ADVERT_POSITIONS),
  kigId: z.uuid().optional(),
});

/** An advert in force, as the parents' app shows it: its picture's address, its link (https) if any. */
export const familyAdvertSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.enum(ADVERT_POSITIONS),
  weight: z.number().int(),
  sort: z.number().int(),
  pictureUrl: z.string(),
  link: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  // Which of the family's kindergartens it is shown in.
  kigIds: z.array(z.string()),
});
export type FamilyAdvert = z.infer<typeof familyAdvertSchema>;

/** In force today, highest weight first, then by sort. */
export const familyAdvertsSchema = z.object({ records: z.array(familyAdvertSchema) });

/** GET /agency/document/download: the document whose file is read. */
export const documentDownloadQuerySchema = z.object({ id: z.uuid() });
