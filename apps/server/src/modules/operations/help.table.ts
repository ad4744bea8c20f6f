import { helpArticleEntity } from '@kg/domain';
import { index, pgTable } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';

/** User help (issue 18): the platform's articles, each in three languages, read by every system. */
export const helpArticles = pgTable('help_articles', { ...baseColumns, ...entityColumns(helpArticleEntity) }, (t) => [index('help_articles_shown_idx').on(t.published, t.sort)]);
