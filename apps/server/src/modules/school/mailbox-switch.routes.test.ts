import type { FamilyLetter, FamilyLetters, OpenedLetter } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The kindergartens' app module `mailbox` decides whether families may write; what was written stays readable and answerable. */
let t: TestApp;
let staff: ApiClient;
let admin: ApiClient;
let kigId: string;
let family: TestFamily;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  kigId = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001')))[0]!.id;
  family = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  staff = await ApiClient.as(t.app, 'demo-kig', 3);
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
}, 120_000);
afterAll(() => t.close());

const switchMailbox = (enabled: boolean) => admin.ok(admin.post('/system/appModule/save', { orgKind: 'kindergarten', module: 'mailbox', enabled }));
const letters = () => new ApiClient(t.app, family.token).ok(new ApiClient(t.app, family.token).get<FamilyLetters>('/app/v1/letters'));
const write = (lang = 'en_US') => new ApiClient(t.app, family.token, lang).post<FamilyLetter>('/app/v1/letters', { kigId, subject: '接送时间', content: '周五能否提前接孩子？' });

describe("the mailbox follows the kindergartens' app module", () => {
  it('on (never set): a family writes, and its list says it may', async () => {
    expect((await write()).status).toBe(200);
    expect(await letters()).toMatchObject({ total: 1, writable: true });
  });

  it('off: a new letter is refused with a clear message, the list says so and still shows the letters written', async () => {
    await switchMailbox(false);
    const refused = await write();
    expect([refused.status, refused.txt]).toEqual([422, "The principal's mailbox is switched off in the kindergarten's app: letters cannot be sent for now"]);
    expect((await write('zh_TW')).txt).toBe('幼兒園 APP 的園長信箱已關閉，暫時不能寫信');
    const list = await letters();
    expect(list).toMatchObject({ total: 1, writable: false });
    expect(list.records[0]).toMatchObject({ subject: '接送时间', state: 'unread' });
  });

  it('off: the back office still reads and answers the letters it has, and the family reads the reply', async () => {
    const [letter] = (await letters()).records;
    const opened = await staff.ok(staff.post<OpenedLetter>('/school/mailboxLetter/open', { id: letter!.id }));
    expect(opened.state).toBe('read');
    await staff.ok(staff.post('/school/mailboxLetter/reply', { id: letter!.id, reply: '可以，请提前告知班主任。' }));
    expect((await letters()).records[0]).toMatchObject({ state: 'answered', reply: '可以，请提前告知班主任。' });
  });

  it('on again: families write again', async () => {
    await switchMailbox(true);
    expect((await write()).status).toBe(200);
    expect(await letters()).toMatchObject({ total: 2, writable: true });
  });
});
