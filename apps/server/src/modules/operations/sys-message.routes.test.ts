import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

type Message = { id: string; updatedAt: string; title: string; state: string; readCount: number; publishedAt: string | null; withdrawnAt: string | null };
type InboxItem = { id: string; title: string; shownAt: string; readAt: string | null };

/** The server's instant, moved by the tests that schedule a message. */
let now = new Date('2026-11-26T08:00:00Z');
let t: TestApp;
let ops: ApiClient;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
let agent: ApiClient;
let expert: ApiClient;
let orgId: (code: string) => string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const orgs = await t.database.db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  orgId = (code) => orgs.find((o) => o.code === code)!.id;
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  expert = await ApiClient.as(t.app, 'demo-expert', 7);
});
afterAll(() => t.close());

let n = 0;
/** A published message of operations, shown from an hour before the server's instant unless said. */
async function publish(audience: object, showFrom = new Date(now.getTime() - 3_600_000)): Promise<Message> {
  n += 1;
  const saved = await ops.ok(
    ops.post<Message>('/operations/sysMessage/save', { title: `Maintenance ${n}`, content: `Tonight ${n}`, showFrom: showFrom.toISOString(), ...audience }),
  );
  await ops.ok(ops.post('/operations/sysMessage/publish', { id: saved.id }));
  return ops.ok(ops.get<Message>(`/operations/sysMessage/get?id=${saved.id}`));
}

const inbox = async (client: ApiClient) => (await client.ok(client.post<Page<InboxItem>>('/sys/message/list', { pageSize: 100 }))).records.map((r) => r.id);
const unread = async (client: ApiClient) => (await client.ok(client.get<{ count: number }>('/sys/message/unread'))).count;

describe('a system message', () => {
  it('refuses a title of 40 characters and takes one of 39 (spec section 5: under 40)', async () => {
    const base = { content: 'x', showFrom: now.toISOString() };
    const refused = await ops.post('/operations/sysMessage/save', { ...base, title: 'a'.repeat(40) });
    expect(refused).toMatchObject({ code: 400, data: [{ field: 'title' }] });
    expect((await ops.post('/operations/sysMessage/save', { ...base, title: 'a'.repeat(39) })).code).toBe(200);
  });

  it('is not shown while a draft, and is shown to every system when its audience names nothing', async () => {
    const draft = await ops.ok(ops.post<Message>('/operations/sysMessage/save', { title: 'Draft', content: 'Not yet', showFrom: now.toISOString() }));
    const everyone = await publish({});
    for (const client of [kig1, kig2, group, agent, expert, ops]) {
      const ids = await inbox(client);
      expect(ids).toContain(everyone.id);
      expect(ids).not.toContain(draft.id);
    }
    expect((await kig1.post('/sys/message/read', { id: draft.id })).code).toBe(404);
  });

  it('reaches only the systems, organisation kinds, area and organisations it names; another answers as a random id', async () => {
    const kindergartens = await publish({ appTypes: [3] });
    const groups = await publish({ orgKinds: ['group'] });
    // A district: kindergarten 1 (310104) and the group (310104), not kindergarten 2 (310105); a province holds both.
    const district = await publish({ areaCode: '310104', appTypes: [3, 4] });
    // Shanghai's districts sit under the province itself.
    const province = await publish({ areaCode: '310000', appTypes: [3] });
    // A named group reaches the group and its kindergartens; a named kindergarten itself only.
    const underGroup = await publish({ orgIds: [orgId('GR0001')] });
    const oneKig = await publish({ orgIds: [orgId('KG0002')] });

    const seen = async (client: ApiClient) => new Set(await inbox(client));
    const [k1, k2, g, a] = await Promise.all([seen(kig1), seen(kig2), seen(group), seen(agent)]);
    expect([k1.has(kindergartens.id), k2.has(kindergartens.id), g.has(kindergartens.id), a.has(kindergartens.id)]).toEqual([true, true, false, false]);
    expect([k1.has(groups.id), g.has(groups.id), a.has(groups.id)]).toEqual([false, true, false]);
    expect([k1.has(district.id), k2.has(district.id), g.has(district.id)]).toEqual([true, false, true]);
    expect([k1.has(province.id), k2.has(province.id), a.has(province.id)]).toEqual([true, true, false]);
    expect([k1.has(underGroup.id), k2.has(underGroup.id), g.has(underGroup.id), a.has(underGroup.id)]).toEqual([true, true, true, false]);
    expect([k1.has(oneKig.id), k2.has(oneKig.id), g.has(oneKig.id)]).toEqual([false, true, false]);

    // Outside the audience, the message's id answers exactly as a random one.
    const outside = await kig1.post('/sys/message/read', { id: oneKig.id });
    const random = await kig1.post('/sys/message/read', { id: '0190e0f0-0000-7000-8000-000000000000' });
    expect(outside).toEqual(random);
    expect(outside.code).toBe(404);
  });

  it('counts its unread ones, and reading one marks it read once and counts the reader once for operations', async () => {
    const message = await publish({ orgIds: [orgId('KG0001')] });
    const before = await unread(kig1);
    const opened = await kig1.ok(kig1.post<InboxItem & { content: string }>('/sys/message/read', { id: message.id }));
    expect(opened).toMatchObject({ id: message.id, title: message.title, content: message.title.replace('Maintenance', 'Tonight') });
    expect(opened.readAt).not.toBeNull();
    expect(await unread(kig1)).toBe(before - 1);
    // A second opening changes nothing.
    const again = await kig1.ok(kig1.post<InboxItem>('/sys/message/read', { id: message.id }));
    expect(again.readAt).toBe(opened.readAt);
    expect(await unread(kig1)).toBe(before - 1);
    const listed = (await kig1.ok(kig1.post<Page<InboxItem>>('/sys/message/list', { pageSize: 100 }))).records.find((r) => r.id === message.id);
    expect(listed?.readAt).toBe(opened.readAt);
    expect((await ops.ok(ops.get<Message>(`/operations/sysMessage/get?id=${message.id}`))).readCount).toBe(1);
  });

  it('disappears when withdrawn, from the list, the count and its own id, and comes back when published again', async () => {
    const message = await publish({ appTypes: [3] });
    const before = await unread(kig2);
    await ops.ok(ops.post('/operations/sysMessage/withdraw', { id: message.id }));
    expect(await inbox(kig2)).not.toContain(message.id);
    expect(await unread(kig2)).toBe(before - 1);
    expect((await kig2.post('/sys/message/read', { id: message.id })).code).toBe(404);
    await ops.ok(ops.post('/operations/sysMessage/publish', { id: message.id }));
    expect(await inbox(kig2)).toContain(message.id);
  });

  it('scheduled, appears at its time and not before', async () => {
    const at = new Date(now.getTime() + 2 * 3_600_000);
    const message = await publish({ appTypes: [4] }, at);
    const before = await unread(group);
    expect(await inbox(group)).not.toContain(message.id);
    expect((await group.post('/sys/message/read', { id: message.id })).code).toBe(404);
    now = new Date(at.getTime());
    expect(await inbox(group)).toContain(message.id);
    expect(await unread(group)).toBe(before + 1);
    expect((await group.post('/sys/message/read', { id: message.id })).code).toBe(200);
  });

  it('lists the newest first, paged, with the total', async () => {
    const page = await kig1.ok(kig1.post<Page<InboxItem>>('/sys/message/list', { pageNumber: 1, pageSize: 2 }));
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.records[0]!.shownAt >= page.records[1]!.shownAt).toBe(true);
    const past = await kig1.ok(kig1.post<Page<InboxItem>>('/sys/message/list', { pageNumber: 1000, pageSize: 2 }));
    expect(past).toMatchObject({ records: [], total: page.total });
  });

  it("exports operations' messages with their read counts", async () => {
    const res = await ops.raw('POST', '/operations/sysMessage/export', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('is written by operations only', async () => {
    expect((await kig1.post('/operations/sysMessage/save', { title: 'x', content: 'x', showFrom: now.toISOString() })).code).toBe(403);
    expect((await kig1.post('/operations/sysMessage/list', {})).code).toBe(403);
  });
});

describe('grow tags and running costs', () => {
  it('keeps a tag name once within its age group, any case, and again in another group', async () => {
    await ops.ok(ops.post('/operations/growTag/save', { tagName: 'Shares toys', ageGroup: 'small' }));
    const twice = await ops.post('/operations/growTag/save', { tagName: 'shares TOYS', ageGroup: 'small' });
    expect(twice).toMatchObject({ code: 409, data: [{ field: 'tagName' }] });
    expect((await ops.post('/operations/growTag/save', { tagName: 'Shares toys', ageGroup: 'large' })).code).toBe(200);
  });

  it('records a cost once for a kind and month, and refuses a month not written as 2026-11', async () => {
    const first = await ops.ok(ops.post<{ id: string; updatedAt: string }>('/operations/cost/save', { month: '2026-10', costKind: 'server', amount: 1_250_000 }));
    const twice = await ops.post('/operations/cost/save', { month: '2026-10', costKind: 'server', amount: 5 });
    expect(twice).toMatchObject({ code: 409, data: [{ field: 'costKind', message: 'This kind of cost is already recorded for the month' }] });
    // Its own row saved again is not a clash with itself.
    expect((await ops.post('/operations/cost/save', { id: first.id, updatedAt: first.updatedAt, month: '2026-10', costKind: 'server', amount: 1_300_000 })).code).toBe(200);
    expect(await ops.post('/operations/cost/save', { month: '2026-13', costKind: 'sms', amount: 5 })).toMatchObject({ code: 400, data: [{ field: 'month' }] });
    const [platform] = await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'PLATFORM'));
    expect(platform).toBeDefined();
    expect((await kig1.post('/operations/cost/list', {})).code).toBe(403);
  });
});

describe('a popup', () => {
  const popup = { title: 'Welcome back', content: 'Term starts on Monday', beginDate: '2026-11-20', endDate: '2026-11-30' };

  it('refuses a priority beyond 0 to 10 and a period that ends before it begins', async () => {
    expect(await ops.post('/operations/popup/save', { ...popup, priority: 11 })).toMatchObject({ code: 400, data: [{ field: 'priority' }] });
    expect(await ops.post('/operations/popup/save', { ...popup, endDate: '2026-11-19' })).toMatchObject({
      code: 400,
      data: [{ field: 'endDate', message: 'The end must be after the beginning' }],
    });
  });

  it('is drafted, put on and taken off, by operations only', async () => {
    const saved = await ops.ok(ops.post<{ id: string; state: string; priority: number }>('/operations/popup/save', popup));
    expect(saved).toMatchObject({ state: 'draft', priority: 5 });
    await ops.ok(ops.post('/operations/popup/turnOn', { id: saved.id }));
    expect((await ops.ok(ops.get<{ state: string }>(`/operations/popup/get?id=${saved.id}`))).state).toBe('on');
    await ops.ok(ops.post('/operations/popup/turnOff', { id: saved.id }));
    expect((await ops.ok(ops.get<{ state: string }>(`/operations/popup/get?id=${saved.id}`))).state).toBe('off');
    expect((await kig1.post('/operations/popup/list', {})).code).toBe(403);
  });
});

describe("operations' menu", () => {
  it("reaches a kindergarten's card numbers (issue 18: card numbers from operations' menu)", async () => {
    const page = await ops.ok(ops.post<Page<{ cardNo: string | null }>>('/device/card/list', { kigId: orgId('KG0001'), personKind: 'student', pageSize: 5 }));
    expect(page.total).toBeGreaterThanOrEqual(0);
    expect((await ops.post('/device/card/bind', {})).code).toBe(403);
  });
});
