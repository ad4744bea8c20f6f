import { allows, type AnyEntity, apiPath, ENTITIES, inForm } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAttendance } from '../../db/seed/attendance-seed.js';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedHealthRecords } from '../../db/seed/health-records-seed.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { type Answer, ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { raceOnRow } from '../../test/row-race.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploads } from '../storage/upload.table.js';
import { organisations } from '../tenancy/organization.table.js';
import { eq } from 'drizzle-orm';

/**
 * Optimistic saves under real concurrency: two saves of one row made from the same version meet in
 * the database (see raceOnRow), and exactly one wins; the other is told the row changed (409).
 */
const UPDATABLE = ENTITIES.filter((e) => allows(e, 'update'));
const PAIRS = 10;
let t: TestApp;
let kig: ApiClient;
let admin: ApiClient;
let ops: ApiClient;
let agent: ApiClient;
let n = 0;

type Rec = Record<string, unknown> & { id: string; updatedAt: string };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedCampus(db, ['KG0001']);
  await seedAttendance(db, ['KG0001']);
  await seedHealth(db, 'KG0001', 'IN0001');
  await seedHealthRecords(db, ['KG0001']);
  const own = ENTITIES.filter((e) => e.scope === 'kindergarten');
  await grantPermissions(db, 'KG0001', 3, allCodes(own.map((e) => e.permission)));
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
});
afterAll(() => t.close());

/** Who edits each entity's rows: operations provision machines, audit openings, keep kindergartens' records and the packages, and their own area's rows (messages, tags, costs, popups); agents their adverts, documents, salesmen and recharges (a pending one the demo seeds); the platform its system tables. */
const BY_AGENT = ['advert', 'document', 'salesman', 'recharge'];
const BY_OPERATIONS = ['device', 'kigOpening', 'kigBase', 'smsPackage'];
const editor = (e: AnyEntity) =>
  BY_AGENT.includes(e.name)
    ? agent
    : BY_OPERATIONS.includes(e.name) || e.area === 'operations' || (e.area === 'agency' && e.scope === 'platform')
      ? ops
      : e.scope === 'kindergarten'
        ? kig
        : admin;

/** A confirmed upload of the demo agent's (a record names only its path). */
async function agentUpload(module: string, kind: string, ext: string): Promise<string> {
  const [org] = await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001'));
  const path = `AG0001/20261120/${module}/${Date.now()}-${String(++n).padStart(16, '0')}.${ext}`;
  const contentType = ext === 'pdf' ? 'application/pdf' : 'image/png';
  await t.database.db.insert(uploads).values({ path, orgId: org!.id, module, kind, contentType, maxSize: 1024, size: 100, status: 'confirmed', createdBy: org!.id });
  return path;
}

/** A new row for the entities the demo seed leaves empty. */
const samples: Record<string, () => Promise<object>> = {
  driver: async () => ({ driverName: '钱师傅', phone: `1331234${String(++n).padStart(4, '0')}` }),
  visitor: async () => ({ name: '周访客', phone: '13012345678', reason: '参观', visitTime: '2026-11-20T02:00:00Z' }),
  enrollment: async () => ({ childName: '吴小', birthDate: '2023-05-01', parentName: '吴大', parentPhone: '13112345678' }),
  bracelet: async () => ({ mac: `AA:BB:CC:00:00:${String(++n).padStart(2, '0')}`, studentId: (await first(ENTITIES.find((e) => e.name === 'student')!)).id }),
  device: async () => ({ serialNo: `RACE-${++n}`, kind: 'signIn' }),
  camera: async () => ({ name: '门口', channelNo: ++n, ip: '192.168.1.20' }),
  gateway: async () => ({ name: '大门', mac: `AA:BB:CC:00:01:${String(++n).padStart(2, '0')}` }),
  speaker: async () => ({ name: '大厅', channelNo: ++n }),
  healthSetting: async () => ({ feverTemperature: 373, highFeverTemperature: 385, lowTemperature: 355, afternoonCheck: true }),
  notice: async () => ({ title: `通知${++n}`, noticeType: 'ordinary', content: '<p>明天放假</p>' }),
  news: async () => ({ title: `新闻${++n}`, content: '<p>运动会</p>' }),
  activity: async () => ({
    title: `活动${++n}`,
    sender: '园务办公室',
    content: '<p>欢迎参加</p>',
    beginDate: '2026-11-01',
    endDate: '2026-12-31',
    contactName: '王丽',
    contactPhone: '13800000003',
  }),
  recipe: async () => ({ day: `2026-10-${String((++n % 28) + 1).padStart(2, '0')}`, lunchName: '米饭' }),
  timetableSetting: async () => ({ periods: [{ start: '08:30', end: '09:00' }] }),
  advert: async () => ({
    adName: `广告${++n}`,
    adPosition: 'homeBanner',
    picture: await agentUpload('advert', 'image', 'png'),
    adWeight: 5,
    beginDate: '2026-12-01',
    endDate: '2026-12-31',
  }),
  document: async () => ({ docName: `资料${++n}`, docType: 'other', file: await agentUpload('document', 'document', 'pdf') }),
  salesman: async () => ({ name: '钱多', phone: `1371234${String(++n).padStart(4, '0')}` }),
  rechargePackage: async () => ({ orderCode: `RACE-${++n}`, packageType: 'video', months: 12, monthlyFee: 30_00, agentPrice: 300_00, kigPrice: 360_00 }),
  vipPackage: async () => ({ packageName: `竞争套餐 ${++n}`, validDays: 30, charge: 10_00, androidCharge: 15_00, iosCharge: 18_00 }),
  kigFeeSetting: async () => ({ packageId: await onShelfPackage(), agentPrice: 12_00 }),
  kigVipPrice: async () => ({ packageId: await onShelfPackage(), price: 15_00 }),
  kigPaymentSetting: async () => ({ channels: ['cash', 'alipay'] }),
  kigOpening: async () => ({
    kigCode: `RACE${++n}`,
    kigName: '竞争幼儿园',
    kigType: 'public',
    agentId: (await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001')))[0]!.id,
    contactName: '李园长',
    contactPhone: '13900000001',
    areaCode: '310104',
    address: '上海市徐汇区宜山路 100 号',
    kigOpenDate: '2026-12-01',
    adminUserName: `race-admin-${n}`,
    adminPassword: 'Start_123',
    terminalLoginName: `race-term-${n}`,
    terminalPassword: 'Term_456',
  }),
  growTag: async () => ({ tagName: `竞争标签${++n}`, ageGroup: 'all', sort: 0 }),
  cost: async () => ({ month: `20${String(10 + (++n % 80)).padStart(2, '0')}-01`, costKind: 'server', amount: 100_00 }),
  popup: async () => ({ title: `竞争弹窗 ${++n}`, content: '内容', audience: 'all', priority: 5, beginDate: '2026-12-01', endDate: '2026-12-31' }),
  sysMessage: async () => ({ title: `竞争消息 ${++n}`, content: '内容', showFrom: '2026-12-01T00:00:00.000Z' }),
  helpArticle: async () => ({
    title: { 'zh-CN': `竞争帮助 ${++n}`, 'zh-TW': `競爭說明 ${n}`, en: `Race help ${n}` },
    category: 'other',
    bodyZhCN: '<p>正文</p>',
    bodyZhTW: '<p>正文</p>',
    bodyEn: '<p>Body</p>',
    sort: 0,
  }),
  smsPackage: async () => ({
    name: `竞争短信包${++n}`,
    agentId: (await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001')))[0]!.id,
    quota: 100,
    grantedOn: '2026-12-01',
  }),
  smsOffer: async () => ({ code: `RACE-SMS-${++n}`, quota: 100, agentPrice: 5_00 }),
};

/** A new membership package of operations', put on the shelf (fees and prices are set for those only). */
async function onShelfPackage(): Promise<string> {
  const pack = await ops.ok(ops.post<Rec>('/agency/vipPackage/save', { packageName: `上架套餐 ${++n}`, validDays: 30, charge: 10_00, androidCharge: 10_00, iosCharge: 10_00 }));
  await ops.ok(ops.post('/agency/vipPackage/putOn', { ids: [pack.id] }));
  return pack.id;
}

/** A row of the entity that its editor sees, made when there is none. */
async function first(entity: AnyEntity): Promise<Rec> {
  const client = editor(entity);
  const page = await client.ok(client.post<Page<Rec>>(apiPath(entity, 'list'), { pageSize: 1 }));
  if (page.records[0]) return page.records[0];
  const sample = samples[entity.name];
  if (!sample) throw new Error(`${entity.name}: no row and no sample`);
  return client.ok(client.post<Rec>(apiPath(entity, 'save'), await sample()));
}

/** The save body an edit form sends for a row as read: its editable fields, its id and its version. */
function editBody(entity: AnyEntity, record: Rec): Record<string, unknown> {
  const body: Record<string, unknown> = { id: record.id, updatedAt: record.updatedAt };
  for (const [name, f] of Object.entries(entity.fields)) {
    if (inForm(f, false) && !(f.kind === 'text' && f.secret) && name in record) body[name] = record[name];
  }
  return body;
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();

it('covers every declared entity that allows updates, each with its save route', () => {
  expect(UPDATABLE.length).toBeGreaterThan(20);
  for (const e of UPDATABLE) expect(t.app.hasRoute({ method: 'POST', url: apiPath(e, 'save') }), e.name).toBe(true);
});

describe.each(UPDATABLE.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
  it(`lets exactly one of two concurrent saves of one version win, ${PAIRS} times`, async () => {
    const client = editor(entity);
    const { id } = await first(entity);
    for (let pair = 0; pair < PAIRS; pair++) {
      const record = await client.ok(client.get<Rec>(`${apiPath(entity, 'get')}?id=${id}`));
      const body = editBody(entity, record);
      const answers = await raceOnRow(t, id, () => [client.post(apiPath(entity, 'save'), body), client.post(apiPath(entity, 'save'), body)]);
      expect(statuses(answers), `pair ${pair}: ${JSON.stringify(answers)}`).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409)!;
      expect(lost).toMatchObject({ code: 409, txt: 'Someone else changed this record after you opened it: reload it and make your change again' });
      // The winner's answer is the next version: saving from it works.
      const won = answers.find((a) => a.status === 200)! as Answer<Rec>;
      expect(won.data.updatedAt > record.updatedAt, `${won.data.updatedAt} after ${record.updatedAt}`).toBe(true);
    }
  });

  it('refuses an update without its version (400 naming updatedAt), in the request language', async () => {
    const client = editor(entity);
    const record = await client.ok(client.get<Rec>(`${apiPath(entity, 'get')}?id=${(await first(entity)).id}`));
    const { updatedAt: _v, ...body } = editBody(entity, record);
    const res = await client.post<{ field: string; message: string }[]>(apiPath(entity, 'save'), body);
    expect(res.status).toBe(400);
    expect(res.data).toContainEqual({ field: 'updatedAt', message: "The record's version is missing: open it again, then save" });
    const zh = await t.app.inject({ method: 'POST', url: `${apiPath(entity, 'save')}?lang=zh_CN`, headers: { authorization: `Bearer ${client.token}` }, payload: body });
    expect(zh.json<{ data: unknown }>().data).toContainEqual({ field: 'updatedAt', message: '缺少记录的版本，请重新打开后再保存' });
  });
});
