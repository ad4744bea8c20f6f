import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documents } from '../agency/advert.tables.js';

/** Documents by type (issue 18): operations publish the platform's downloads by type; every system that may see them lists them filtered by type. */
let t: TestApp;
let ops: ApiClient;
let agent: ApiClient;
let kig: ApiClient;
type Doc = { id: string; docName: string; docType: string };

const save = (client: ApiClient, docName: string, docType: string) =>
  client.ok(client.post<{ id: string }>('/agency/document/save', { docName, docType, address: `https://example.com/${encodeURIComponent(docName)}` }));
const listed = async (client: ApiClient, docType?: string) =>
  (await client.ok(client.post<Page<Doc>>('/agency/document/list', { pageSize: 100, ...(docType ? { docType } : {}) }))).records.map((d) => d.docName).sort();

beforeAll(async () => {
  t = await createTestApp();
  // The demo's documents are set aside: the test counts its own.
  await t.database.db.update(documents).set({ deleted: true });
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  await save(ops, 'Brochure', 'promotion');
  await save(ops, 'Parents app guide', 'appDescription');
  await save(ops, 'Check machine manual', 'morningCheck');
  await save(ops, 'Gate machine manual', 'signInMachine');
  await save(ops, 'Price list', 'other');
  await save(agent, 'Agent flyer', 'promotion');
}, 60_000);
afterAll(() => t.close());

describe('documents by type', () => {
  it('operations list the platform’s (and every agent’s, below them) of each type', async () => {
    expect(await listed(ops, 'morningCheck')).toEqual(['Check machine manual']);
    expect(await listed(ops, 'promotion')).toEqual(['Agent flyer', 'Brochure']);
  });

  it('an agent lists the platform’s and its own of a type', async () => {
    expect(await listed(agent, 'promotion')).toEqual(['Agent flyer', 'Brochure']);
    expect(await listed(agent, 'signInMachine')).toEqual(['Gate machine manual']);
  });

  it('a kindergarten lists the platform’s of a type (not its agent’s own), and may not change them', async () => {
    expect(await listed(kig)).toEqual(['Brochure', 'Check machine manual', 'Gate machine manual', 'Parents app guide', 'Price list']);
    expect(await listed(kig, 'promotion')).toEqual(['Brochure']);
    expect(await listed(kig, 'appDescription')).toEqual(['Parents app guide']);
    expect((await kig.post('/agency/document/save', { docName: 'Mine', docType: 'other', address: 'https://example.com/x' })).status).toBe(403);
  });

  it('an unknown type is refused with the field', async () => {
    const res = await kig.post('/agency/document/list', { docType: 'poster' });
    expect([res.status, (res.data as unknown as { field: string }[]).map((e) => e.field)]).toEqual([400, ['docType']]);
  });
});
