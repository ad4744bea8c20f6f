import './zod-messages.js';
import { z } from 'zod';
import { HELP_CATEGORIES } from './entities/operations/help-article.entity.js';

/** POST /sys/help/list: the published articles in the reader's language, those whose title or body holds the words. */
export const helpListSchema = z.object({
  keyword: z.string().trim().max(50, { error: 'validation.tooLong' }).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
});
export type HelpListInput = z.input<typeof helpListSchema>;

/** An article in the reader's list: its title in the reader's language and a plain excerpt of its body. */
export const helpItemSchema = z.object({ id: z.string(), title: z.string(), category: z.enum(HELP_CATEGORIES), excerpt: z.string() });
export type HelpItem = z.infer<typeof helpItemSchema>;
export const helpItemsSchema = z.object({ records: z.array(helpItemSchema) });

/** GET /sys/help/get: a published article in full, in the reader's language (its body as the server kept it). */
export const helpGetSchema = z.object({ id: z.uuid() });
export const helpArticleViewSchema = z.object({ id: z.string(), title: z.string(), category: z.enum(HELP_CATEGORIES), body: z.string(), updatedAt: z.iso.datetime() });
export type HelpArticleView = z.infer<typeof helpArticleViewSchema>;
