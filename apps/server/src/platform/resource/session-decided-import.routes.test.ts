import { allows, ENTITIES, entityKeys, LOCALES, translate } from '@kg/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../modules/files/upload-fixtures.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Import templates and imports leave out what the session decides: a kindergarten is never asked
 * for its own name (in any template of its rows), a group still picks one of its kindergartens.
 */

let t: TestApp;
let kig: ApiClient;
let group: ApiClient;
let kig1Id: string;
let kig2Id: string;

/** Every importable entity whose rows belong to a kindergarten. */
const KINDERGARTEN_IMPORTS = ENTITIES.filter((e) => allows(e, 'import') && e.scope === 'kindergarten');

beforeAll(async () => {
  t = await createTestApp();
  const codes = allCodes(['campus:grade', 'campus:class', ...KINDERGARTEN_IMPORTS.map((e) => e.permission)]);
  kig1Id = await grantPermissions(t.database.db, 'KG0001', 3, codes);
  kig2Id = await grantPermissions(t.database.db, 'KG0002', 3, codes);
  await grantPermissions(t.database.db, 'GR0001', 4, codes);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  // A class of the same name in both kindergartens: the group's sheet names the kindergarten and the class.
  for (const kigId of [kig1Id, kig2Id]) {
    const grade = await group.ok(group.post<{ id: string }>('/campus/grade/save', { gradeName: '大班', kigId }));
    await group.ok(group.post('/campus/class/save', { className: kigId === kig1Id ? '大一班' : '大二班', kigId, gradeId: grade.id }));
  }
});
afterAll(() => t.close());

async function headers(client: ApiClient, path: string): Promise<string[]> {
  const res = await client.raw('GET', path);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
}

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(client: ApiClient, path: string, file: Buffer) {
  const form = multipart({}, file, 'rows.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return t.app.inject({ method: 'POST', url: `${path}?lang=en_US`, headers: { authorization: `Bearer ${client.token}`, 'content-type': form.contentType }, payload: form.body });
}

describe('import templates per session kind', () => {
  it.each(KINDERGARTEN_IMPORTS.map((e) => [e.name, e] as const))('%s: no kindergarten column for a kindergarten, a required one for a group', async (_name, entity) => {
    const path = `/${entity.area}/${entity.name}/importTemplate`;
    const kindergarten = translate('en', entityKeys.field(entity, 'kigId'));
    expect(await headers(kig, path)).not.toContain(`${kindergarten} *`);
    expect((await headers(kig, path)).some((h) => h.startsWith(kindergarten))).toBe(false);
    expect(await headers(group, path)).toContain(`${kindergarten} *`);
    // In every language the kindergarten's template leaves it out.
    for (const locale of LOCALES)
      expect((await headers(kig, `${path}?lang=${locale.replace('-', '_')}`)).join()).not.toContain(translate(locale, entityKeys.field(entity, 'kigId')));
  });
});

describe('imports per session kind', () => {
  it('imports a kindergarten’s own template into it, and ignores a kindergarten column of an older sheet', async () => {
    const h = await headers(kig, '/campus/student/importTemplate');
    expect(h).toEqual(['Name *', 'Student number *', 'Class *', 'Sign-in card', 'Gender', 'Birth date *', 'Enrolled on *', 'Service ends']);
    const own = await upload(kig, '/campus/student/import', await sheet([h, ['林一', 'K1', '大一班', null, null, '2021-03-01', '2024-09-01', null]]));
    expect(own.json()).toMatchObject({ code: 200, data: { count: 1 } });
    // An older template with the column, naming another kindergarten: the session decides, not the cell.
    const older = await upload(
      kig,
      '/campus/student/import',
      await sheet([
        ['Name *', 'Kindergarten *', 'Student number *', 'Class *', 'Birth date *', 'Enrolled on *'],
        ['林二', '阳光第二幼儿园', 'K2', '大一班', '2021-03-01', '2024-09-01'],
      ]),
    );
    expect(older.json()).toMatchObject({ code: 200, data: { count: 1 } });
    const page = await kig.ok(kig.post<Page<{ kigId: string }>>('/campus/student/list', { studentNumber: 'K' }));
    expect(page.records.map((r) => r.kigId)).toEqual([kig1Id, kig1Id]);

    const teacherHeaders = await headers(kig, '/campus/teacher/importTemplate');
    const teachers = await upload(
      kig,
      '/campus/teacher/import',
      await sheet([teacherHeaders, teacherHeaders.map((h2) => (h2.startsWith('Name') ? '赵老师' : h2.startsWith('Mobile') ? '13912345678' : null))]),
    );
    expect(teachers.json()).toMatchObject({ code: 200, data: { count: 1 } });
  });

  it('has a group name the kindergarten of each row, and refuses a row without one', async () => {
    const h = await headers(group, '/campus/student/importTemplate');
    const row = (name: string, number: string, kindergarten: string | null, cls: string) =>
      h.map(
        (c) =>
          ({ 'Name *': name, 'Kindergarten *': kindergarten, 'Student number *': number, 'Class *': cls, 'Birth date *': '2021-03-01', 'Enrolled on *': '2024-09-01' })[c] ?? null,
      );
    const missing = await upload(group, '/campus/student/import', await sheet([h, row('周一', 'G1', null, '大二班')]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ data: { row: number; column: string; message: string }[] }>().data).toEqual([
      expect.objectContaining({ row: 2, column: 'Kindergarten', message: 'This field is required' }),
    ]);
    const good = await upload(group, '/campus/student/import', await sheet([h, row('周一', 'G1', '阳光第二幼儿园', '大二班')]));
    expect(good.json()).toMatchObject({ code: 200, data: { count: 1 } });
    const page = await group.ok(group.post<Page<{ kigId: string }>>('/campus/student/list', { studentNumber: 'G1' }));
    expect(page.records.map((r) => r.kigId)).toEqual([kig2Id]);
  });
});
