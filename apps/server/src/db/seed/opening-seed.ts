import { inArray } from 'drizzle-orm';
import { kigOpenings } from '../../modules/agency/kig-opening.table.js';
import { terminalAccounts } from '../../modules/device/terminal-account.table.js';
import { users } from '../../modules/system/user.table.js';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { DEMO_PASSWORD } from './demo-data.js';

const DAY_MS = 86_400_000;

/**
 * The demo agent's opening requests in each state (issue 16): the approved ones that opened the demo
 * kindergartens (each with its machines' terminal account, `<code>-term`), one rejected with its
 * reason, two pending audit. One password hash, two inserts.
 */
export async function seedOpenings(db: Db, now = new Date()): Promise<void> {
  const orgs = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.code, ['AG0001', 'GR0001', 'KG0001', 'KG0002', 'PLATFORM']));
  const byCode = new Map(orgs.map((o) => [o.code, o]));
  const agent = byCode.get('AG0001');
  const group = byCode.get('GR0001');
  if (!agent || !group) return;
  const people = await db
    .select({ id: users.id, userName: users.userName, orgId: users.orgId })
    .from(users)
    .where(inArray(users.userName, ['demo-kig', 'demo-easy', 'demo-ops', 'demo-agent']));
  const userOf = (name: string) => people.find((p) => p.userName === name);
  const hash = await hashPassword(DEMO_PASSWORD);
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
  const base = { agentId: agent.id, kigType: 'public', systemType: 'universal' as const, adminPassword: hash, terminalPassword: hash, createdBy: userOf('demo-agent')?.id ?? null };
  const rows: (typeof kigOpenings.$inferInsert)[] = [];
  const opened = ['KG0001', 'KG0002'].flatMap((code, i) => {
    const kig = byCode.get(code);
    const admin = people.find((p) => p.orgId === kig?.id);
    return kig && admin ? [{ kig, admin, i }] : [];
  });
  for (const { kig, admin, i } of opened) {
    rows.push({
      ...base,
      kigCode: kig.code,
      kigName: kig.name,
      kigType: kig.category ?? 'public',
      groupId: group.id,
      contactName: kig.contactName ?? '园长',
      contactPhone: kig.contactPhone ?? '13800000003',
      areaCode: kig.areaCode ?? '310104',
      address: kig.address ?? '',
      // The kindergarten's record keeps its opening day; its request said the same.
      kigOpenDate: kig.openDate ?? isoDay(-400 + i * 30),
      adminUserName: admin.userName,
      terminalLoginName: `${kig.code}-term`,
      checkedFlag: 'approved' as const,
      checkedBy: userOf('demo-ops')?.id ?? null,
      checkedAt: kig.openDate ? new Date(Date.parse(kig.openDate) - 10 * DAY_MS) : day(-410 + i * 30),
      openedKigId: kig.id,
    });
  }
  const filed = [
    {
      kigCode: 'KG0103',
      kigName: '阳光第三幼儿园',
      address: '上海市徐汇区龙华中路 50 号',
      areaCode: '310104',
      contactName: '孙敏',
      checkedFlag: 'rejected' as const,
      reason: '办园许可证照片不清晰，请重新上传后再提交',
    },
    { kigCode: 'KG0104', kigName: '彩虹幼儿园', address: '上海市长宁区天山路 300 号', areaCode: '310105', contactName: '钱芳', checkedFlag: 'pending' as const, reason: null },
    { kigCode: 'KG0105', kigName: '小树苗幼儿园', address: '上海市黄浦区南京东路 20 号', areaCode: '310101', contactName: '郑洁', checkedFlag: 'pending' as const, reason: null },
  ];
  for (const [i, f] of filed.entries()) {
    rows.push({
      ...base,
      ...f,
      groupId: i === 0 ? group.id : null,
      contactPhone: `1390000010${i}`,
      kigOpenDate: isoDay(20 + i * 10),
      adminUserName: `${f.kigCode.toLowerCase()}-admin`,
      terminalLoginName: `${f.kigCode}-term`,
      checkedBy: f.checkedFlag === 'rejected' ? (userOf('demo-ops')?.id ?? null) : null,
      checkedAt: f.checkedFlag === 'rejected' ? day(-3) : null,
    });
  }
  await db.insert(kigOpenings).values(rows);
  if (opened.length) await db.insert(terminalAccounts).values(opened.map(({ kig }) => ({ kigId: kig.id, loginName: `${kig.code}-term`, passwordHash: hash })));
}
