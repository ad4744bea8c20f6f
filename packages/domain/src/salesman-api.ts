import { z } from 'zod';
import './zod-messages.js';

/**
 * Salesman maintenance (issue 16) beyond the salesmen's generic calls: the kindergartens each one
 * brought in. A kindergarten has at most one salesman at a time; assigning it to another moves it, and
 * the earlier assignment is kept, ended, as its history.
 */

/** POST /agency/salesman/assign: the kindergarten (of the salesman's agent) given to the salesman. */
export const salesmanAssignSchema = z.object({ salesmanId: z.uuid(), kigId: z.uuid() });
export type SalesmanAssign = z.infer<typeof salesmanAssignSchema>;

/** POST /agency/salesman/release: the kindergarten left without a salesman (its assignment ended). */
export const salesmanReleaseSchema = z.object({ kigId: z.uuid() });

/** What an assignment's call answers: the kindergarten, its salesman now (null once released) and the one before. */
export const salesmanMovedSchema = z.object({ kigId: z.string(), salesmanId: z.string().nullable(), previousId: z.string().nullable() });

/** GET /agency/salesman/kigs?salesmanId: its kindergartens, current and past, newest first. */
export const salesmanKigsQuerySchema = z.object({ salesmanId: z.uuid() });

export const salesmanKigSchema = z.object({
  kigId: z.string(),
  kigCode: z.string(),
  kigName: z.string(),
  assignedAt: z.iso.datetime(),
  /** Null while the salesman still has it. */
  endedAt: z.iso.datetime().nullable(),
  /** Children studying there now. */
  children: z.number().int(),
});
export type SalesmanKig = z.infer<typeof salesmanKigSchema>;
export const salesmanKigsSchema = z.array(salesmanKigSchema);

/** GET /agency/salesman/figures: per salesman within reach, the kindergartens it has now and their children studying. */
export const salesmanFigureSchema = z.object({ salesmanId: z.string(), kigs: z.number().int(), children: z.number().int() });
export type SalesmanFigure = z.infer<typeof salesmanFigureSchema>;
export const salesmanFiguresSchema = z.array(salesmanFigureSchema);
