import { DEFAULT_LESSON_PERIODS, mondayOf, weekDays } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { classes } from '../../modules/campus/campus.tables.js';
import { recipes, timetableLessons, timetableSettings } from '../../modules/school/meals.tables.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { sequence } from './seed-random.js';

const BREAKFASTS = ['小米粥、鸡蛋', '牛奶、全麦面包', '豆浆、菜肉包', '南瓜粥、蒸饺', '燕麦粥、花卷'];
const MORNING_SNACKS = ['苹果', '香蕉', '酸奶', '梨', '橙子'];
const LUNCHES = ['番茄炒蛋、米饭、紫菜汤', '红烧鸡腿、西兰花、米饭', '清蒸鱼、炒青菜、米饭', '肉末豆腐、胡萝卜、米饭', '虾仁炒饭、冬瓜汤'];
const AFTERNOON_SNACKS = ['红豆沙', '小蛋糕', '银耳汤', '饼干、牛奶', '玉米'];
const SUBJECTS = ['语言', '数学', '美术', '音乐', '体育', '科学', '社会', '户外活动', '阅读', '手工'];

/**
 * The demo kindergartens' recipes and each class's timetable, for the school days of the last four weeks
 * and this one (next week stays empty: the demo copies a week onto it), in one insert each, so the
 * school screens are lived in. Skipped for a kindergarten that has recipes already.
 */
export async function seedSchoolMeals(db: Db, kigCodes: string[]): Promise<void> {
  const kigs = await db.select({ id: organisations.id, timeZone: organisations.timeZone }).from(organisations).where(inArray(organisations.code, kigCodes));
  for (const [k, kig] of kigs.entries()) {
    const [already] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.kigId, kig.id)).limit(1);
    if (already) continue;
    const rnd = sequence(733 + k);
    const pick = (list: readonly string[]) => list[rnd.next().value! % list.length]!;
    const thisWeek = mondayOf(todayIn(kig.timeZone));
    const schoolDays = [-4, -3, -2, -1, 0].flatMap((w) => weekDays(addDays(thisWeek, w * 7)).slice(0, 5));
    const recipeRows = schoolDays.map((day) => ({
      kigId: kig.id,
      day,
      breakfastName: pick(BREAKFASTS),
      morningSnackName: pick(MORNING_SNACKS),
      lunchName: pick(LUNCHES),
      lunchDescription: '荤素搭配，少盐少油',
      afternoonSnackName: pick(AFTERNOON_SNACKS),
    }));
    const rooms = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.kigId, kig.id), eq(classes.deleted, false)));
    const lessonRows = rooms.flatMap((room) =>
      schoolDays.flatMap((day) => DEFAULT_LESSON_PERIODS.map((_, i) => ({ kigId: kig.id, classId: room.id, day, period: i + 1, subject: pick(SUBJECTS) }))),
    );
    await db.transaction(async (tx) => {
      await tx.insert(recipes).values(recipeRows);
      await tx.insert(timetableSettings).values({ kigId: kig.id, periods: [...DEFAULT_LESSON_PERIODS] });
      if (lessonRows.length) await tx.insert(timetableLessons).values(lessonRows);
    });
  }
}
