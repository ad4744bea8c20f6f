import { richTextExcerpt, type HelpArticleView, type HelpCategory, type HelpItem, type Locale } from '@kg/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { helpArticles } from './help.table.js';

/** The body column of each language. */
const BODY = { 'zh-CN': helpArticles.bodyZhCN, 'zh-TW': helpArticles.bodyZhTW, en: helpArticles.bodyEn } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const titleIn = (locale: Locale) => sql<string>`${helpArticles.title} ->> ${locale}`;
const shown = and(eq(helpArticles.deleted, false), eq(helpArticles.published, true))!;

/**
 * The published articles in the reader's language, in their order: those of the category asked, whose
 * title or body (its text, not its tags) in that language holds the keyword, whatever its case.
 */
export async function helpList(db: Db, locale: Locale, input: { keyword?: string; category?: HelpCategory }): Promise<{ records: HelpItem[] }> {
  const conditions: SQL[] = [shown];
  if (input.category) conditions.push(eq(helpArticles.category, input.category));
  const keyword = input.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(sql`(${titleIn(locale)} ilike ${pattern} or regexp_replace(${BODY[locale]}, '<[^>]*>', '', 'g') ilike ${pattern})`);
  }
  const rows = await db
    .select({ id: helpArticles.id, title: titleIn(locale), category: helpArticles.category, body: BODY[locale] })
    .from(helpArticles)
    .where(and(...conditions))
    .orderBy(asc(helpArticles.sort), asc(titleIn(locale)), asc(helpArticles.id));
  return { records: rows.map((r) => ({ id: r.id, title: r.title ?? '', category: r.category as HelpCategory, excerpt: richTextExcerpt(r.body, 120) })) };
}

/** A published article in full, in the reader's language; a draft or a deleted one answers as a random id. */
export async function helpArticle(db: Db, locale: Locale, id: string): Promise<HelpArticleView> {
  const [row] = await db
    .select({ id: helpArticles.id, title: titleIn(locale), category: helpArticles.category, body: BODY[locale], updatedAt: helpArticles.updatedAt })
    .from(helpArticles)
    .where(and(eq(helpArticles.id, id), shown));
  if (!row) throw notFound();
  return { id: row.id, title: row.title ?? '', category: row.category as HelpCategory, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
