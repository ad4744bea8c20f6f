import { type DailyAttendance, type HealthDaily, type HomeFigure, type HomeFigureKey, type KigHome, type KigHomeCardData, MEALS, mealFields } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, seedActivities, seedDemoTeacher } from '../../db/seed/activity-seed.js';
import { seedAttendance } from '../../db/seed/attendance-seed.js';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { seedFamilies } from '../../db/seed/families-seed.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { seedMailbox } from '../../db/seed/mailbox-seed.js';
import { seedSchoolMeals } from '../../db/seed/school-meals-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { simulate } from '../../simulator/simulate.js';
import { injectTransport } from '../../simulator/transport.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { lastFridayBefore, shanghaiAt } from '../../test/school-day.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * kigHome's figures against the screens they open, on a known day: the server's clock at 15:00 of
 * the last Friday before the real day; KG0001 has its gate machine and the day played by the
 * simulator, both demo kindergartens a month of activities, letters and recipes.
 */
const today = lastFridayBefore();
const now = shanghaiAt(today, 15);
let t: TestApp;
const ids: Record<string, string> = {};
const client: Record<string, ApiClient> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  const both = ['KG0001', 'KG0002'];
  await seedCampus(db, both);
  await seedFamilies(db);
  await seedMailbox(db, both, now);
  await seedAttendance(db, both);
  await seedHealth(db, 'KG0001', 'IN0001');
  await seedSchoolMeals(db, both);
  await seedDemoTeacher(db);
  await seedActivities(db, both, now);
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  await simulate({ transport: injectTransport(t.app), kigCode: 'KG0001', dates: [today], ops: { userName: 'demo-ops', password: DEMO_PASSWORD }, until: now });
  client.kig = await ApiClient.as(t.app, 'demo-kig', 3);
  client.easy = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  client.group = await ApiClient.as(t.app, 'demo-group', 4);
  client.teacher = await ApiClient.as(t.app, DEMO_TEACHER.userName, 3);
  client.agent = await ApiClient.as(t.app, 'demo-agent', 5);
  client.inst = await ApiClient.as(t.app, 'demo-inst', 6);
});
afterAll(() => t.close());

const kigHome = (who: string) => client[who]!.ok(client[who]!.get<KigHome>('/sys/home/kig'));
const cardOf = (cards: KigHomeCardData[] | undefined, key: KigHomeCardData['key']) => cards?.find((c) => c.key === key);
function valueOf(card: KigHomeCardData | undefined, key: HomeFigureKey): HomeFigure {
  const found = card?.figures.find((f) => f.key === key);
  expect(found, `figure ${key}`).toBeDefined();
  return found!;
}
const total = (who: string, path: string, filters: object) => client[who]!.ok(client[who]!.post<Page<unknown>>(path, { pageSize: 1, ...filters })).then((p) => p.total);
const pending = (who: string, kigId?: string) => total(who, '/school/activity/list', { state: 'pending', ...(kigId ? { kigId } : {}) });
const unanswered = async (who: string, kigId?: string) =>
  (await total(who, '/school/mailboxLetter/list', { state: 'unread', ...(kigId ? { kigId } : {}) })) +
  (await total(who, '/school/mailboxLetter/list', { state: 'read', ...(kigId ? { kigId } : {}) }));
async function mealsOf(who: string, kigId?: string) {
  const page = await client[who]!.ok(client[who]!.post<Page<Record<string, unknown>>>('/school/recipe/list', { pageSize: 1, day: [today, today], ...(kigId ? { kigId } : {}) }));
  const row = page.records[0];
  return row ? MEALS.flatMap((meal) => (row[mealFields(meal).name] ? [{ meal, name: row[mealFields(meal).name] }] : [])) : [];
}

describe('GET /sys/home/kig', () => {
  it('requires authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sys/home/kig' })).statusCode).toBe(401);
  });

  it('is refused to a system whose menus do not hold it (an agent, an institution)', async () => {
    for (const who of ['agent', 'inst']) expect((await client[who]!.get('/sys/home/kig')).status).toBe(403);
  });

  it("gives a kindergarten today's figures as its screens count them, each card linked to its screen", async () => {
    const h = await kigHome('kig');
    expect(h.date).toBe(today);
    expect(h.total).toBeUndefined();
    expect(h.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0001]);
    const { cards } = h.kindergartens[0]!;
    expect(cards.map((c) => c.key)).toEqual(['attendance', 'checks', 'activities', 'letters', 'recipe']);

    const daily = await client.kig!.ok(client.kig!.get<DailyAttendance>(`/attendance/daily/byClass?date=${today}`));
    const attendance = cardOf(cards, 'attendance');
    expect(daily.students.present).toBeGreaterThan(0);
    expect(valueOf(attendance, 'present')).toMatchObject({
      value: daily.students.present,
      of: daily.students.expected,
      link: { page: 'attendance/daily', query: { date: today } },
    });
    expect(valueOf(attendance, 'notArrived')).toMatchObject({
      value: daily.students.absent + daily.students.pending,
      link: { page: 'attendance/noCheck', query: { date: today } },
    });

    const stats = await client.kig!.ok(client.kig!.get<HealthDaily>(`/health/stats/daily?date=${today}&session=morning`));
    const checks = cardOf(cards, 'checks');
    expect(stats.checked).toBeGreaterThan(0);
    expect(valueOf(checks, 'checked')).toMatchObject({ value: stats.checked, of: stats.expected, link: { page: 'health/daily', query: { date: today } } });
    expect(valueOf(checks, 'abnormal')).toMatchObject({ value: stats.abnormal, link: { page: 'health/check', query: { date: today, session: 'morning', abnormal: 'true' } } });

    // The demo's month has activities awaiting review and letters from the last days unanswered.
    expect(await pending('kig')).toBeGreaterThan(0);
    expect(valueOf(cardOf(cards, 'activities'), 'pendingActivities')).toMatchObject({ value: await pending('kig'), link: { page: 'school/activity' } });
    expect(await unanswered('kig')).toBeGreaterThan(0);
    expect(valueOf(cardOf(cards, 'letters'), 'unansweredLetters')).toMatchObject({ value: await unanswered('kig'), link: { page: 'school/mailbox' } });

    const meals = await mealsOf('kig');
    expect(meals.length).toBeGreaterThan(0);
    expect(cardOf(cards, 'recipe')).toEqual({ key: 'recipe', figures: [], meals, link: { page: 'school/addRecipe', query: { day: today } } });
  });

  it("counts only the kindergarten's own: another's new activity changes nothing", async () => {
    const before = cardOf((await kigHome('easy')).kindergartens[0]!.cards, 'activities');
    const kigBefore = valueOf(cardOf((await kigHome('kig')).kindergartens[0]!.cards, 'activities'), 'pendingActivities').value;
    await client.kig!.ok(
      client.kig!.post('/school/activity/save', {
        title: '新的活动',
        sender: '园务办公室',
        audience: 'school',
        content: '欢迎',
        beginDate: today,
        endDate: today,
        contactName: '王丽',
        contactPhone: '13800000003',
      }),
    );
    const easy = await kigHome('easy');
    expect(easy.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0002]);
    const cards = easy.kindergartens[0]!.cards;
    expect(cardOf(cards, 'activities')).toEqual(before);
    expect(valueOf(cardOf(cards, 'activities'), 'pendingActivities').value).toBe(await pending('easy'));
    expect(valueOf(cardOf(cards, 'letters'), 'unansweredLetters').value).toBe(await unanswered('easy'));
    // KG0002 has no machine: nobody arrived, nobody checked, and the cards say so.
    expect(valueOf(cardOf(cards, 'attendance'), 'present').value).toBe(0);
    expect(cardOf(cards, 'checks')?.note).toBe('noChecksYet');
    expect(valueOf(cardOf((await kigHome('kig')).kindergartens[0]!.cards, 'activities'), 'pendingActivities').value).toBe(kigBefore + 1);
  });

  it("shows a group each kindergarten's row, linked with the kindergarten, and the sums", async () => {
    const h = await kigHome('group');
    expect(h.kindergartens.map((k) => k.kigName)).toEqual(['阳光第一幼儿园', '阳光第二幼儿园']);
    for (const [who, code] of [
      ['kig', 'KG0001'],
      ['easy', 'KG0002'],
    ] as const) {
      const row = h.kindergartens.find((k) => k.kigId === ids[code])!;
      const own = (await kigHome(who)).kindergartens[0]!;
      expect(row.date).toBe(own.date);
      for (const card of own.cards) {
        const mine = cardOf(row.cards, card.key)!;
        expect(mine.figures.map((f) => [f.key, f.value, f.of])).toEqual(card.figures.map((f) => [f.key, f.value, f.of]));
        expect(mine.meals).toEqual(card.meals);
      }
      expect(valueOf(cardOf(row.cards, 'attendance'), 'present').link).toEqual({ page: 'attendance/daily', query: { kigId: ids[code], date: today } });
      expect(cardOf(row.cards, 'recipe')?.link).toEqual({ page: 'school/addRecipe', query: { kigId: ids[code], day: today } });
      expect(valueOf(cardOf(row.cards, 'letters'), 'unansweredLetters').value).toBe(await unanswered('group', ids[code]));
    }
    const sum = (card: KigHomeCardData['key'], key: HomeFigureKey) => h.kindergartens.reduce((n, k) => n + valueOf(cardOf(k.cards, card), key).value, 0);
    expect(h.total?.map((c) => c.key)).toEqual(['attendance', 'checks', 'activities', 'letters']);
    expect(valueOf(cardOf(h.total, 'attendance'), 'present').value).toBe(sum('attendance', 'present'));
    expect(valueOf(cardOf(h.total, 'checks'), 'checked').value).toBe(sum('checks', 'checked'));
    expect(valueOf(cardOf(h.total, 'activities'), 'pendingActivities').value).toBe(await pending('group'));
    expect(valueOf(cardOf(h.total, 'letters'), 'unansweredLetters').value).toBe(await unanswered('group'));
  });

  it('shows a teacher only the cards of the screens its role opens (activities; no letters)', async () => {
    const h = await kigHome('teacher');
    expect(h.kindergartens[0]!.cards.map((c) => c.key)).toEqual(['activities']);
    expect(valueOf(cardOf(h.kindergartens[0]!.cards, 'activities'), 'pendingActivities').value).toBe(await pending('kig'));
  });
});

it("reads a group's kigHome in as many statements whatever its number of kindergartens", async () => {
  const statements = async () => {
    const before = t.database.statements();
    await kigHome('group');
    return t.database.statements() - before;
  };
  await statements();
  const withTwo = await statements();
  const db = t.database.db;
  const [model] = await db.select().from(organisations).where(eq(organisations.code, 'KG0002'));
  await db.insert(organisations).values(Array.from({ length: 5 }, (_, i) => ({ ...model!, id: crypto.randomUUID(), code: `KG09${i}`, name: `分园${i}` })));
  expect((await kigHome('group')).kindergartens).toHaveLength(7);
  expect(await statements()).toBe(withTwo);
});
