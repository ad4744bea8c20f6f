import { and, asc, eq, inArray } from 'drizzle-orm';
import { classes, parentStudents, parents, students } from '../../modules/campus/campus.tables.js';
import { menus, roleMenus } from '../../modules/system/menu.table.js';
import { roles } from '../../modules/system/role.table.js';
import { userRoles, users } from '../../modules/system/user.table.js';
import { activities, activityApplications } from '../../modules/school/activity.tables.js';
import type { Db } from '../../platform/db.js';
import { addDays, todayIn } from '../../platform/dates.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';
import { DEMO_PASSWORD } from './demo-data.js';

/** The demo's teacher: drafts activities, may not review or publish them (so the principal's review can be shown). */
export const DEMO_TEACHER = { userName: 'demo-teacher', nickName: '李老师', password: DEMO_PASSWORD, kigCode: 'KG0001' } as const;

/** The menus a teacher's role holds: the activities, without review and publishing. */
const TEACHER_MENUS = [
  'home',
  // kigHome: the teacher's cards are those of the screens above (activities awaiting review).
  'kigHome',
  'school',
  'school.activity',
  'school.activity.add',
  'school.activity.edit',
  'school.activity.delete',
  'school.activity.export',
  'school.activityCount',
];

/** A teacher account of KG0001 whose role holds the activities' menus but not review or publish; none if it exists. */
export async function seedDemoTeacher(db: Db): Promise<void> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO_TEACHER.userName));
  if (exists) return;
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, DEMO_TEACHER.kigCode));
  if (!org) return;
  const passwordHash = await hashPassword(DEMO_TEACHER.password);
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ orgId: org.id, appType: 3, name: '教师', description: '起草活动，不审核、不发布', status: 'enabled', sort: 1 })
      .returning({ id: roles.id });
    const granted = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.appType, 3), inArray(menus.code, TEACHER_MENUS)));
    await tx.insert(roleMenus).values(granted.map((m) => ({ roleId: role!.id, menuId: m.id })));
    const [user] = await tx
      .insert(users)
      .values({ orgId: org.id, userName: DEMO_TEACHER.userName, nickName: DEMO_TEACHER.nickName, passwordHash, appType: 3, status: 'enabled' })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  });
}

const TITLES = [
  '秋季亲子运动会',
  '消防安全演练开放日',
  '小小图书漂流',
  '重阳节敬老活动',
  '科学小实验周',
  '冬至包饺子',
  '家长开放日',
  '绘本剧表演',
  '植物角认领',
  '手工市集',
  '元旦迎新联欢',
  '小小厨师体验',
];
/** Every state of the review, the published ones most (families apply to them). */
const STATES = ['published', 'published', 'unpublished', 'published', 'notPassed', 'published', 'passed', 'published', 'pending', 'published', 'passed', 'pending'] as const;

/**
 * A month of activities in each demo kindergarten (every state of the review, for the whole school, a
 * grade or a class) and the applications of a third of the children they were for. Bulk inserts: two
 * statements a kindergarten.
 */
export async function seedActivities(db: Db, kigCodes: string[], now = new Date()): Promise<void> {
  const kigs = await db
    .select({ id: organisations.id, code: organisations.code, timeZone: organisations.timeZone })
    .from(organisations)
    .where(inArray(organisations.code, kigCodes));
  for (const kig of kigs) {
    const [already] = await db.select({ id: activities.id }).from(activities).where(eq(activities.kigId, kig.id)).limit(1);
    if (already) continue;
    const staff = await db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.orgId, kig.id)).orderBy(asc(users.userName));
    const principal = staff.find((u) => u.userName !== DEMO_TEACHER.userName)?.id ?? null;
    const author = staff.find((u) => u.userName === DEMO_TEACHER.userName)?.id ?? principal;
    const classRows = await db.select({ id: classes.id, gradeId: classes.gradeId }).from(classes).where(eq(classes.kigId, kig.id)).orderBy(asc(classes.sort));
    const children = await db
      .select({ id: students.id, classId: students.classId, parentId: parentStudents.parentId, phone: parents.phone })
      .from(students)
      .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
      .innerJoin(parents, and(eq(parents.kigId, parentStudents.kigId), eq(parents.id, parentStudents.parentId)))
      .where(and(eq(students.kigId, kig.id), eq(students.deleted, false)))
      .orderBy(asc(students.studentNumber));
    if (classRows.length === 0) continue;
    const today = todayIn(kig.timeZone, now);
    const gradeOf = new Map(classRows.map((c) => [c.id, c.gradeId]));
    const rows: (typeof activities.$inferInsert)[] = [];
    const applied: (typeof activityApplications.$inferInsert)[] = [];
    for (const [i, title] of TITLES.entries()) {
      const state = STATES[i]!;
      const beginDate = addDays(today, -24 + i * 3);
      const endDate = addDays(beginDate, 10);
      const audience = i % 4 === 1 ? 'grades' : i % 4 === 3 ? 'classes' : 'school';
      const cls = classRows[i % classRows.length]!;
      const id = newId();
      const reviewed = state !== 'pending';
      const at = new Date(`${addDays(beginDate, -2)}T02:00:00Z`);
      const forThem = children.filter((c) => audience === 'school' || (audience === 'grades' ? gradeOf.get(c.classId) === cls.gradeId : c.classId === cls.id));
      // A third of the children it was for, on the window's days up to today.
      const applying = state === 'published' || state === 'unpublished' ? forThem.filter((_, n) => (n + i) % 3 === 0) : [];
      const lastDay = endDate < today ? endDate : today;
      for (const [n, child] of applying.entries()) {
        if (beginDate > lastDay) break;
        const day = addDays(beginDate, n % (1 + Math.round((Date.parse(lastDay) - Date.parse(beginDate)) / 86_400_000)));
        applied.push({
          kigId: kig.id,
          activityId: id,
          studentId: child.id,
          classId: child.classId,
          parentId: child.parentId,
          phone: child.phone,
          appliedAt: new Date(`${day}T0${n % 10}:1${n % 6}:00Z`),
        });
      }
      rows.push({
        id,
        kigId: kig.id,
        title,
        sender: '园务办公室',
        audience,
        gradeIds: audience === 'grades' ? [cls.gradeId] : [],
        classIds: audience === 'classes' ? [cls.id] : [],
        content: `<p>${title}：欢迎家长和小朋友一起参加。</p><p>请在报名截止前报名，活动当天请<strong>准时到园</strong>。</p>`,
        beginDate,
        endDate,
        contactName: '王丽',
        contactPhone: '13800000003',
        state,
        appliedCount: applied.filter((a) => a.activityId === id).length,
        reason: state === 'notPassed' ? '活动时间与期末安排冲突，请调整报名时间' : null,
        reviewedBy: reviewed ? principal : null,
        reviewedAt: reviewed ? at : null,
        publishedBy: state === 'published' || state === 'unpublished' ? principal : null,
        publishedAt: state === 'published' || state === 'unpublished' ? at : null,
        createdBy: author,
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(activities).values(rows);
      if (applied.length > 0) await tx.insert(activityApplications).values(applied);
    });
  }
}
