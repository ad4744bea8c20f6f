import { recipeEntity, timetableSettingEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { classes, kig } from '../campus/campus.tables.js';

/** A kindergarten's recipe of a day (one live row per day): the day's meals and the week's menu alike. */
export const recipes = pgTable('recipes', { ...kigBaseColumns, ...entityColumns(recipeEntity), ...kig() }, (t) => [kigPrimaryKey(t), ...uniqueIndexes('recipes', recipeEntity, t)]);

/** A kindergarten's lesson periods (one row, or the defaults). */
export const timetableSettings = pgTable('timetable_settings', { ...kigBaseColumns, ...entityColumns(timetableSettingEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('timetable_settings', timetableSettingEntity, t),
]);

/**
 * A class's lesson in a period of a day. A week is replaced whole (its rows deleted, the new ones
 * written in the same transaction), so rows are not kept soft-deleted: one per class, day and period.
 */
export const timetableLessons = pgTable(
  'timetable_lessons',
  {
    ...kigBaseColumns,
    ...kig(),
    classId: uuid('class_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    period: smallint('period').notNull(),
    subject: text('subject').notNull(),
    teacher: text('teacher'),
  },
  (t) => [
    kigPrimaryKey(t),
    uniqueIndex('timetable_lessons_cell_key').on(t.kigId, t.classId, t.day, t.period),
    foreignKey({ name: 'timetable_lessons_class_fk', columns: [t.kigId, t.classId], foreignColumns: [classes.kigId, classes.id] }),
    check('timetable_lessons_period_check', sql`${t.period} between 1 and 5`),
  ],
);
