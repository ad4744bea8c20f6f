import './zod-messages.js';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './app-types.js';

/** POST /sys/message/list: a page of the system messages addressed to the session, newest first. */
export const inboxListSchema = z.object({
  pageNumber: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const inboxItem = z.object({
  id: z.string(),
  title: z.string(),
  /** When it is shown from (its `showFrom`). */
  shownAt: z.iso.datetime(),
  /** When the session's user first opened it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});

export const inboxPageSchema = z.object({ records: z.array(inboxItem), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /sys/message/unread: what the header's badge shows. */
export const inboxUnreadSchema = z.object({ count: z.number().int() });

/** POST /sys/message/read: opens one message in full and marks it read for the session's user. */
export const inboxReadSchema = z.object({ id: z.uuid() });
export const inboxMessageSchema = inboxItem.extend({ content: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
