import { and, asc, eq, inArray } from 'drizzle-orm';
import { classes, grades, parentStudents, students } from '../../modules/campus/campus.tables.js';
import { news, noticeReads, notices } from '../../modules/school/notice.tables.js';
import { users } from '../../modules/system/user.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';
import { newId } from '../columns.js';

const NOTICES = [
  { title: '元旦放假通知', body: '<p>元旦放假时间为 <strong>1 月 1 日至 1 月 3 日</strong>，1 月 4 日正常入园。</p><p>假期请注意孩子的饮食和作息。</p>' },
  { title: '冬季传染病预防提示', body: '<h2>预防要点</h2><ul><li>勤洗手、常通风</li><li>早晚测体温</li><li>出现发热请及时就医并告知老师</li></ul>' },
  { title: '家长开放日安排', body: '<p>本周五上午 9:30 举办家长开放日，欢迎家长来园观摩半日活动。</p>' },
  { title: '秋季体检结果已发布', body: '<p>本学期体检结果已录入系统，请家长在<strong>成长报告</strong>中查看。</p>' },
  { title: '冬季着装提醒', body: '<p>天气转冷，请为孩子准备便于穿脱的外套，并在衣物上写好姓名。</p>' },
  { title: '消防安全演练通知', body: '<p>周三上午将进行全园消防疏散演练，请家长提前和孩子聊聊安全知识。</p>' },
  { title: '亲子阅读活动', body: '<p>本月开展“亲子共读一本书”活动，请在家陪孩子阅读 15 分钟。</p>' },
  { title: '校车路线调整', body: '<p>因道路施工，2 号校车路线临时调整，具体站点请见链接。</p>' },
  { title: '膳食委员会会议', body: '<p>欢迎家长代表参加本月膳食委员会会议，共同商议下月食谱。</p>' },
  { title: '区教育局防溺水宣传', link: 'https://www.moe.gov.cn/' },
  { title: '疫苗接种查验', body: '<p>请家长检查孩子的预防接种证，如有漏种请及时补种。</p>' },
  { title: '元旦联欢会彩排', body: '<p>各班将于下周进行元旦联欢会彩排，请为孩子准备演出服装。</p>' },
] as const;

const NEWS = [
  { title: '大班小朋友参观消防站', body: '<h2>走进消防站</h2><p>孩子们认识了消防车和各种救援工具，还体验了<strong>穿戴消防服</strong>。</p>' },
  { title: '秋季运动会圆满结束', body: '<p>跑步、接力、亲子游戏……每个孩子都收获了属于自己的奖牌。</p>' },
  { title: '种植园迎来丰收', body: '<p>小班的萝卜、中班的白菜都成熟了，孩子们亲手采摘并送到了厨房。</p>' },
  { title: '教师教研活动展示', body: '<p>老师们围绕“游戏中的学习”开展了教研展示与研讨。</p>' },
  { title: '重阳节敬老活动', body: '<p>孩子们为社区老人表演节目、送上自制贺卡。</p>' },
  { title: '绘本漂流活动启动', body: '<p>每个班级都有了“漂流书箱”，欢迎家长一起参与。</p>' },
  { title: '安全教育进课堂', body: '<ul><li>认识安全标志</li><li>学会拨打求助电话</li></ul>' },
  { title: '冬至包饺子', body: '<p>冬至这天，孩子们和老师一起包饺子，体验传统节日。</p>' },
] as const;

/** Hours before now (ordered, the oldest first), spread over about a month. */
const hoursAgo = (i: number, of: number) => Math.round(((of - i) * 30 * 24) / of) - 3;

/**
 * A month of notices and news for each demo kindergarten, so the school screens are lived in: most
 * published, a few drafts, withdrawn or taken down; some notices to a grade or a class; the first
 * parents of each audience have read a few of them. One insert a table per kindergarten.
 */
export async function seedNotices(db: Db, kigCodes: string[]): Promise<void> {
  const kigs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations).where(inArray(organisations.code, kigCodes));
  for (const kig of kigs) {
    const [already] = await db.select({ id: notices.id }).from(notices).where(eq(notices.kigId, kig.id)).limit(1);
    if (already) continue;
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.orgId, kig.id)).limit(1);
    const [grade] = await db.select({ id: grades.id }).from(grades).where(eq(grades.kigId, kig.id)).orderBy(asc(grades.sort)).limit(1);
    const [klass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kig.id)).orderBy(asc(classes.sort), asc(classes.className)).limit(1);
    if (!grade || !klass) continue;
    const at = (i: number, of: number) => new Date(Date.now() - hoursAgo(i, of) * 3_600_000);
    const by = author?.id ?? null;
    const noticeRows = NOTICES.map((n, i) => {
      // The newest is still a draft; the fourth was withdrawn; every third goes to a grade or a class.
      const state = i === NOTICES.length - 1 ? 'draft' : i === 3 ? 'withdrawn' : 'published';
      const audience = i % 3 === 1 ? 'grades' : i % 3 === 2 ? 'classes' : 'school';
      const published = state !== 'draft' ? at(i, NOTICES.length) : null;
      return {
        id: newId(),
        kigId: kig.id,
        title: n.title,
        noticeType: 'link' in n ? ('link' as const) : ('ordinary' as const),
        content: 'body' in n ? n.body : null,
        link: 'link' in n ? n.link : null,
        audience: audience as 'school' | 'grades' | 'classes',
        gradeIds: audience === 'grades' ? [grade.id] : [],
        classIds: audience === 'classes' ? [klass.id] : [],
        state: state as 'draft' | 'published' | 'withdrawn',
        publishedAt: published,
        publishedBy: published ? by : null,
        withdrawnAt: state === 'withdrawn' ? new Date(published!.getTime() + 86_400_000) : null,
        withdrawnBy: state === 'withdrawn' ? by : null,
        createdBy: by,
        readCount: 0,
      };
    });
    // Every parent with its child's class and grade: each published notice is read by a share of its
    // audience, most of it for the older ones, a few so far for the newest.
    const families = await db
      .select({ id: parentStudents.parentId, classId: students.classId, gradeId: classes.gradeId })
      .from(parentStudents)
      .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
      .innerJoin(classes, and(eq(classes.kigId, students.kigId), eq(classes.id, students.classId)))
      .where(eq(parentStudents.kigId, kig.id))
      .orderBy(asc(parentStudents.parentId));
    const reads: (typeof noticeReads.$inferInsert)[] = [];
    for (const [i, row] of noticeRows.entries()) {
      if (row.state !== 'published') continue;
      const audience = [
        ...new Set(families.filter((f) => row.audience === 'school' || (row.audience === 'grades' ? f.gradeId === grade.id : f.classId === klass.id)).map((f) => f.id)),
      ];
      const share = 0.25 + (0.6 * (NOTICES.length - i)) / NOTICES.length;
      const who = audience.filter((_, n) => (n * 7 + i) % 100 < share * 100);
      for (const [r, parent] of who.entries())
        reads.push({ kigId: kig.id, noticeId: row.id, parentId: parent, firstReadAt: new Date(row.publishedAt!.getTime() + (r + 1) * 600_000) });
      row.readCount = who.length;
    }
    const newsRows = NEWS.map((n, i) => {
      const state = i === NEWS.length - 1 ? 'draft' : i === 2 ? 'unpublished' : 'published';
      const published = state !== 'draft' ? at(i, NEWS.length) : null;
      return {
        kigId: kig.id,
        title: n.title,
        content: n.body,
        state: state as 'draft' | 'published' | 'unpublished',
        publishedAt: published,
        publishedBy: published ? by : null,
        unpublishedAt: state === 'unpublished' ? new Date(published!.getTime() + 2 * 86_400_000) : null,
        unpublishedBy: state === 'unpublished' ? by : null,
        createdBy: by,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(notices).values(noticeRows);
      if (reads.length) await tx.insert(noticeReads).values(reads);
      await tx.insert(news).values(newsRows);
    });
  }
}
