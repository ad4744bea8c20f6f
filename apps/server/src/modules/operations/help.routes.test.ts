import type { HelpArticleView, HelpItem } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** User help (issue 18): operations write articles in three languages; every system reads the published ones in its language, searchable. */
let t: TestApp;
let ops: ApiClient;
let kig: ApiClient;
let agent: ApiClient;
const RUN = Math.random().toString(36).slice(2, 7);

const article = (over: object = {}) => ({
  title: { 'zh-CN': `如何导出考勤 ${RUN}`, 'zh-TW': `如何匯出考勤 ${RUN}`, en: `Exporting attendance ${RUN}` },
  category: 'attendance',
  bodyZhCN: '<p>在<strong>考勤日报</strong>页面点击导出按钮。</p>',
  bodyZhTW: '<p>在<strong>考勤日報</strong>頁面點擊匯出按鈕。</p>',
  bodyEn: '<p>Open the <strong>daily report</strong> and click Export.</p>',
  sort: 1,
  published: true,
  ...over,
});

/** The client's session, asking in another language. */
const inLang = (client: ApiClient, lang: string) => new ApiClient(t.app, client.token, lang);
const list = async (client: ApiClient, body: object, lang = 'en_US') => {
  const asker = inLang(client, lang);
  return (await asker.ok(asker.post<{ records: HelpItem[] }>('/sys/help/list', body))).records;
};

let published: string;
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  published = (await ops.ok(ops.post<{ id: string }>('/operations/helpArticle/save', article()))).id;
  draft = (
    await ops.ok(
      ops.post<{ id: string }>(
        '/operations/helpArticle/save',
        article({ title: { 'zh-CN': `草稿 ${RUN}`, 'zh-TW': `草稿 ${RUN}`, en: `Draft ${RUN}` }, published: false, sort: 0 }),
      ),
    )
  ).id;
}, 60_000);
afterAll(() => t.close());

describe('operations', () => {
  it('write an article with a title and a body in each language; a missing language is refused with its field', async () => {
    const res = await ops.post('/operations/helpArticle/save', article({ title: { 'zh-CN': '标题', 'zh-TW': '', en: 'Title' }, bodyEn: '' }));
    expect(res.status).toBe(400);
    expect((res.data as unknown as { field: string }[]).map((e) => e.field).sort()).toEqual(['bodyEn', 'title.zh-TW']);
  });

  it('keep the body as cleaned HTML: no script survives', async () => {
    const saved = await ops.ok(ops.post<{ id: string }>('/operations/helpArticle/save', article({ bodyEn: '<p>Safe</p><script>alert(1)</script>', published: false })));
    const row = await ops.ok(ops.get<{ bodyEn: string }>(`/operations/helpArticle/get?id=${saved.id}`));
    expect(row.bodyEn).toBe('<p>Safe</p>');
  });

  it('alone manage the articles: a kindergarten is refused the list', async () => {
    expect((await kig.post('/operations/helpArticle/list', {})).status).toBe(403);
  });
});

describe('every signed-in user', () => {
  it('lists only the published articles, in the request’s language', async () => {
    for (const [lang, title] of [
      ['zh_CN', `如何导出考勤 ${RUN}`],
      ['zh_TW', `如何匯出考勤 ${RUN}`],
      ['en_US', `Exporting attendance ${RUN}`],
    ] as const) {
      const records = await list(kig, { keyword: RUN }, lang);
      expect(
        records.map((r) => [r.id, r.title]),
        lang,
      ).toEqual([[published, title]]);
    }
    const mine = (await list(agent, { keyword: RUN })).find((r) => r.id === published)!;
    expect(mine).toMatchObject({ category: 'attendance', excerpt: 'Open the daily report and click Export.' });
  });

  it('searches the title and the body’s text in the reader’s language only, whatever the case', async () => {
    expect((await list(kig, { keyword: '日报' }, 'zh_CN')).map((r) => r.id)).toContain(published);
    expect((await list(kig, { keyword: '日报' }, 'zh_TW')).map((r) => r.id)).not.toContain(published);
    expect((await list(kig, { keyword: '日報' }, 'zh_TW')).map((r) => r.id)).toContain(published);
    expect((await list(kig, { keyword: 'DAILY REPORT' }, 'en_US')).map((r) => r.id)).toContain(published);
    // Tags are not text: a search for one finds nothing of it.
    expect((await list(kig, { keyword: 'strong' }, 'en_US')).map((r) => r.id)).not.toContain(published);
    // A wildcard of LIKE is a plain character here.
    expect((await list(kig, { keyword: '%' }, 'en_US')).map((r) => r.id)).not.toContain(published);
  });

  it('filters by category', async () => {
    expect((await list(kig, { category: 'attendance' })).map((r) => r.id)).toContain(published);
    expect((await list(kig, { category: 'health' })).map((r) => r.id)).not.toContain(published);
  });

  it('reads a published article in full in its language; a draft answers as a random id', async () => {
    const zhTW = inLang(kig, 'zh_TW');
    const zh = await zhTW.ok(zhTW.get<HelpArticleView>(`/sys/help/get?id=${published}`));
    expect([zh.title, zh.body]).toEqual([`如何匯出考勤 ${RUN}`, '<p>在<strong>考勤日報</strong>頁面點擊匯出按鈕。</p>']);
    const hidden = await kig.raw('GET', `/sys/help/get?id=${draft}`);
    const random = await kig.raw('GET', `/sys/help/get?id=${crypto.randomUUID()}`);
    expect([hidden.statusCode, hidden.body]).toEqual([random.statusCode, random.body]);
    expect(hidden.statusCode).toBe(404);
  });

  it('no longer sees an article once unpublished', async () => {
    const row = await ops.ok(ops.get<{ updatedAt: string }>(`/operations/helpArticle/get?id=${published}`));
    await ops.ok(ops.post('/operations/helpArticle/save', { ...article(), id: published, updatedAt: row.updatedAt, published: false }));
    expect((await list(kig, { keyword: RUN })).map((r) => r.id)).toEqual([]);
    expect((await kig.raw('GET', `/sys/help/get?id=${published}`)).statusCode).toBe(404);
  });
});
