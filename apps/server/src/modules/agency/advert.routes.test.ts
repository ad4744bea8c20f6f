import type { FamilyAdvert, OssAuth } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart, PNG_1x1 } from '../files/upload-fixtures.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { adverts, documents } from './advert.tables.js';

type Advert = { id: string; updatedAt: string; adName: string; state: string; adWeight: number };
type Doc = { id: string; updatedAt: string; docName: string; orgId: string };

const RANDOM = '01900000-0000-7000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// 2026-12-09 23:30 UTC: already the 10th in Shanghai (07:30), still the 9th in London.
let now = new Date('2026-12-09T23:30:00Z');
let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let otherAgent: ApiClient;
let kig1: string;
let kig2: string;
let groupId: string;

async function upload(client: ApiClient, module: string, kind: string, file: Buffer, fileName: string, contentType: string): Promise<string> {
  const auth = await client.ok(client.post<OssAuth>('/sys/third-auth/getOssAuth', { module, kind, fileName, size: file.length, contentType }));
  const form = multipart(auth.fields, file, fileName, contentType);
  const res = await t.app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body });
  expect(res.statusCode).toBe(200);
  return auth.path;
}

let picture: string;
let made = 0;
const advert = (more: object = {}) => ({
  adName: `Spring open day ${++made}`,
  adPosition: 'homeBanner',
  picture,
  adWeight: 5,
  link: 'https://example.com/open-day',
  beginDate: '2026-12-01',
  endDate: '2026-12-31',
  kigIds: [],
  sort: 0,
  ...more,
});
const save = (more: object = {}, by = agent) => by.post<Advert>('/agency/advert/save', advert(more));
const stateOf = async (id: string) => (await agent.ok(agent.get<Advert>(`/agency/advert/get?id=${id}`))).state;
const putOn = async (id: string) => agent.ok(agent.post<{ count: number }>('/agency/advert/turnOn', { id }));

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  // The demo's adverts and documents are set aside: the test counts its own.
  await db.update(adverts).set({ deleted: true });
  await db.update(documents).set({ deleted: true });
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const id = (code: string) => orgs.find((o) => o.code === code)!.id;
  [kig1, kig2, groupId] = [id('KG0001'), id('KG0002'), id('GR0001')];
  // The second kindergarten keeps London's clock: the same instant is another day there.
  await db.update(organisations).set({ timeZone: 'Europe/London' }).where(eq(organisations.id, kig2));
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const other = await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '华南区域代理', code: 'AG0002', kind: 'agent', parentId: id('PLATFORM'), sort: 9 }));
  const roleId = await createBuiltInRole(db, { orgId: other.id, appType: 5, name: '代理商管理员' });
  const user = await admin.ok(
    admin.post<{ _once: { password: string } }>('/system/user/save', { userName: 'south-agent', nickName: '周南', orgId: other.id, appType: 5, roleIds: [roleId] }),
  );
  otherAgent = await ApiClient.as(t.app, 'south-agent', 5, user._once.password);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  picture = await upload(agent, 'advert', 'image', PNG_1x1, 'banner.png', 'image/png');
});
afterAll(() => t.close());

describe('adverts', () => {
  it('take a weight from 0 to 10, an https link and an end on or after the beginning', async () => {
    for (const adWeight of [-1, 11]) {
      expect(await save({ adWeight })).toMatchObject({ status: 400, data: [{ field: 'adWeight', message: 'Must be between 0 and 10' }] });
    }
    for (const adWeight of [0, 10]) expect((await save({ adWeight })).code).toBe(200);
    expect(await save({ link: 'http://example.com' })).toMatchObject({ status: 400, data: [{ field: 'link', message: 'The link must begin with https://' }] });
    expect(await save({ link: 'javascript:alert(1)' })).toMatchObject({ status: 400, data: [{ field: 'link' }] });
    expect(await save({ beginDate: '2026-12-10', endDate: '2026-12-09' })).toMatchObject({ status: 400, data: [{ field: 'endDate' }] });
    expect((await save({ beginDate: '2026-12-10', endDate: '2026-12-10', link: null })).code).toBe(200);
  });

  it("are shown only in the agent's own kindergartens, with a confirmed picture of its own", async () => {
    expect(await save({ kigIds: [groupId] })).toMatchObject({ status: 400, data: [{ field: 'kigIds', message: 'Not one of the choices' }] });
    expect((await save({ kigIds: [kig1] })).code).toBe(200);
    const foreignPicture = await upload(otherAgent, 'advert', 'image', PNG_1x1, 'b.png', 'image/png');
    expect(await save({ picture: foreignPicture })).toMatchObject({ status: 400, data: [{ field: 'picture' }] });
  });

  it("answer another agent's advert like a random id, and list only the agent's own", async () => {
    const mine = await agent.ok(save());
    const random = await otherAgent.get(`/agency/advert/get?id=${RANDOM}`);
    expect(random.status).toBe(404);
    expect(await otherAgent.get(`/agency/advert/get?id=${mine.id}`)).toEqual(random);
    expect(await otherAgent.post('/agency/advert/turnOn', { id: mine.id })).toEqual(await otherAgent.post('/agency/advert/turnOn', { id: RANDOM }));
    expect(await otherAgent.post('/agency/advert/delete', { id: mine.id })).toEqual(await otherAgent.post('/agency/advert/delete', { id: RANDOM }));
    const theirs = await otherAgent.ok(otherAgent.post<Page<Advert>>('/agency/advert/list', { pageSize: 100 }));
    expect(theirs.total).toBe(0);
    const listed = await agent.ok(agent.post<Page<Advert>>('/agency/advert/list', { pageSize: 100, adName: mine.adName }));
    expect(listed.records.map((r) => r.id)).toEqual([mine.id]);
  });

  it('move draft -> on -> off -> on, and export to xlsx', async () => {
    const a = await agent.ok(save({ adName: 'Export me' }));
    expect(await stateOf(a.id)).toBe('draft');
    await putOn(a.id);
    expect(await stateOf(a.id)).toBe('on');
    await agent.ok(agent.post('/agency/advert/turnOff', { id: a.id }));
    expect(await stateOf(a.id)).toBe('off');
    expect((await agent.post('/agency/advert/turnOff', { id: a.id })).status).toBe(422);
    await putOn(a.id);
    expect(await stateOf(a.id)).toBe('on');
    const sheet = await agent.raw('POST', '/agency/advert/export', { adName: 'Export me' });
    expect(sheet.statusCode).toBe(200);
    const rows = await sheetRows(sheet);
    expect(rows.some((r) => r.includes('Export me'))).toBe(true);
  });
});

describe("the parents' app's adverts", () => {
  it("are those on and in force today by each kindergarten's clock, weight first, never another agent's", async () => {
    const family = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001' }, { kigCode: 'KG0002' }]);
    const app = new ApiClient(t.app, family.token);
    const position = 'startScreen';
    const light = await agent.ok(save({ adName: 'Light', adPosition: position, adWeight: 2, sort: 1 }));
    const heavy = await agent.ok(save({ adName: 'Heavy', adPosition: position, adWeight: 9, sort: 5 }));
    const lightSecond = await agent.ok(save({ adName: 'Light second', adPosition: position, adWeight: 2, sort: 2 }));
    // From the 10th: in force in Shanghai (already the 10th), not yet in London (still the 9th).
    const fromTenth = await agent.ok(save({ adName: 'From the tenth', adPosition: position, beginDate: '2026-12-10', endDate: '2026-12-20' }));
    // Until the 9th: over in Shanghai, still on in London.
    const untilNinth = await agent.ok(save({ adName: 'Until the ninth', adPosition: position, beginDate: '2026-12-01', endDate: '2026-12-09' }));
    const onlyFirst = await agent.ok(save({ adName: 'Only the first', adPosition: position, kigIds: [kig1] }));
    // A draft is never shown.
    await agent.ok(save({ adName: 'Draft', adPosition: position }));
    const otherPosition = await agent.ok(save({ adName: 'Banner', adPosition: 'homeBanner' }));
    const foreign = await otherAgent.ok(
      save({ adName: 'Foreign', adPosition: position, picture: await upload(otherAgent, 'advert', 'image', PNG_1x1, 'f.png', 'image/png') }, otherAgent),
    );
    await otherAgent.ok(otherAgent.post('/agency/advert/turnOn', { id: foreign.id }));
    for (const a of [light, heavy, lightSecond, fromTenth, untilNinth, onlyFirst, otherPosition]) await putOn(a.id);

    const shown = async (query = '') => (await app.ok(app.get<{ records: FamilyAdvert[] }>(`/app/v1/adverts?position=${position}${query}`))).records;
    const names = (records: FamilyAdvert[]) => records.map((r) => r.name);
    const both = await shown();
    expect(names(both)).toEqual(['Heavy', 'From the tenth', 'Only the first', 'Until the ninth', 'Light', 'Light second']);
    expect(both.find((r) => r.name === 'From the tenth')!.kigIds).toEqual([kig1]);
    expect(both.find((r) => r.name === 'Until the ninth')!.kigIds).toEqual([kig2]);
    expect(both.find((r) => r.name === 'Heavy')).toMatchObject({ pictureUrl: `/files/${picture}`, link: 'https://example.com/open-day', weight: 9 });
    expect(names(await shown(`&kigId=${kig2}`))).toEqual(['Heavy', 'Until the ninth', 'Light', 'Light second']);

    // Midnight passes in London: the 10th there too.
    now = new Date('2026-12-10T00:30:00Z');
    expect(names(await shown(`&kigId=${kig2}`))).toEqual(['Heavy', 'From the tenth', 'Light', 'Light second']);
    now = new Date('2026-12-09T23:30:00Z');

    // A kindergarten not the family's answers like a random one; a position not declared is refused.
    expect(await app.get(`/app/v1/adverts?position=${position}&kigId=${groupId}`)).toEqual(await app.get(`/app/v1/adverts?position=${position}&kigId=${RANDOM}`));
    expect((await app.get('/app/v1/adverts?position=nowhere')).status).toBe(400);
    // A staff token opens no family route.
    expect((await agent.get(`/app/v1/adverts?position=${position}`)).status).toBe(401);
  });
});

describe('documents', () => {
  const saveDoc = (by: ApiClient, more: object) => by.post<Doc>('/agency/document/save', { docName: 'Guide', docType: 'appDescription', ...more });
  const download = (by: ApiClient, id: string) => by.raw('GET', `/agency/document/download?id=${id}`);

  it('are a file or an address; the file is a document upload, private, downloaded through the server by who sees it', async () => {
    expect(await saveDoc(agent, {})).toMatchObject({ status: 400, data: [{ field: 'file', message: 'Please upload a file or give an address' }] });
    // A picture uploaded for an advert is not a document's file.
    expect(await saveDoc(agent, { file: picture })).toMatchObject({ status: 400, data: [{ field: 'file' }] });
    const path = await upload(agent, 'document', 'document', PDF, 'guide.pdf', 'application/pdf');
    // Never at its bare address.
    expect((await t.app.inject({ method: 'GET', url: `/files/${path}` })).statusCode).toBe(404);
    const own = await agent.ok(saveDoc(agent, { docName: 'Our price list', docType: 'promotion', file: path }));
    const opsPath = await upload(ops, 'document', 'document', PDF, 'manual.pdf', 'application/pdf');
    const platform = await ops.ok(saveDoc(ops, { docName: 'Morning check manual', docType: 'morningCheck', file: opsPath }));
    const linked = await ops.ok(saveDoc(ops, { docName: 'Sign-in machine video', docType: 'signInMachine', address: 'https://example.com/video' }));

    const res = await download(agent, own.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Our price list.pdf')}`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await download(agent, platform.id)).rawPayload.equals(PDF)).toBe(true);
    expect((await download(otherAgent, platform.id)).statusCode).toBe(200);
    // Another agent's document: exactly a random id.
    const random = await download(otherAgent, RANDOM);
    expect(random.statusCode).toBe(404);
    expect((await download(otherAgent, own.id)).body).toBe(random.body);
    expect(await otherAgent.get(`/agency/document/get?id=${own.id}`)).toEqual(await otherAgent.get(`/agency/document/get?id=${RANDOM}`));
    expect((await download(agent, linked.id)).statusCode).toBe(422);

    // Each agent lists the platform's beside its own; operations see all.
    const names = async (by: ApiClient) => (await by.ok(by.post<Page<Doc>>('/agency/document/list', { pageSize: 100 }))).records.map((r) => r.docName).sort();
    expect(await names(agent)).toEqual(['Morning check manual', 'Our price list', 'Sign-in machine video']);
    expect(await names(otherAgent)).toEqual(['Morning check manual', 'Sign-in machine video']);
    expect(await names(ops)).toEqual(['Morning check manual', 'Our price list', 'Sign-in machine video']);
    // The platform's are read-only to an agent.
    expect(
      await agent.post('/agency/document/save', { id: platform.id, updatedAt: platform.updatedAt, docName: 'Mine now', docType: 'other', address: 'https://example.com/mine' }),
    ).toMatchObject({
      status: 422,
      txt: "The platform's documents cannot be changed",
    });
    expect((await agent.post('/agency/document/delete', { id: platform.id })).status).toBe(422);
    const sheet = await agent.raw('GET', '/agency/document/export');
    expect(sheet.statusCode).toBe(200);
    expect((await sheetRows(sheet)).some((r) => r.includes('Our price list'))).toBe(true);
  });
});
