import './zod-messages.js';
import { z } from 'zod';

/** GET /school/notice/readers: a published notice of the session's reach. */
export const noticeReadersQuerySchema = z.looseObject({ id: z.uuid() });

/**
 * Who has read a notice: each family reader with its children in the notice's audience (one row a
 * child), and the audience's children none of whose parents has opened it yet.
 */
export const noticeReadersSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The audience's children now. */
  audience: z.number().int(),
  /** Distinct parents who opened it (the notice's read count). */
  readCount: z.number().int(),
  readers: z.array(z.object({ parentId: z.string(), parentName: z.string(), studentName: z.string(), className: z.string(), readAt: z.iso.datetime() })),
  unread: z.array(z.object({ studentId: z.string(), studentName: z.string(), className: z.string() })),
});
export type NoticeReaders = z.infer<typeof noticeReadersSchema>;
