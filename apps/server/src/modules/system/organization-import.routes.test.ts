import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
});
afterAll(() => t.close());

async function sheet(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(file: Buffer, lang = 'en_US') {
  const boundary = '----kgtest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orgs.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/system/organization/import?lang=${lang}`,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('xlsx import (organizations)', () => {
  it('gives a template headed in the reader language, with choices for enum columns', async () => {
    const res = await admin.raw('GET', '/system/organization/importTemplate');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['Name *', 'Code *', 'Kind *', 'Parent organization', 'Category']));
    const kindColumn = (ws.getRow(1).values as string[]).indexOf('Kind *');
    expect(ws.getRow(2).getCell(kindColumn).dataValidation?.formulae?.[0]).toContain('Kindergarten');
  });

  it('reports every bad row with its row, column and reason, and writes nothing', async () => {
    const file = await sheet([
      ['名称', '编码', '类型', '上级组织', '类别', '联系电话'],
      ['阳光第三幼儿园', 'KG0003', '幼儿园', '阳光幼教集团', '公办', '13800001111'],
      ['阳光第四幼儿园', 'KG0004', 'Kindergarten', '阳光幼教集团', 'Private', '12345'],
      ['无名', 'KG0001', '火星', '不存在的集团', '', ''],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ txt: string; data: { row: number; column: string; message: string }[] }>();
    expect(body.txt).toBe('Import failed and nothing was written; correct the rows and import again');
    expect(body.data.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, 'Contact phone', 'Enter a valid mobile or landline number'],
      [4, '类型', 'Not one of the choices'],
      [4, '上级组织', 'Not one of the choices'],
    ]);
    const page = await admin.ok(admin.post<Page<unknown>>('/system/organization/list', { code: 'KG000' }));
    expect(page.total).toBe(2);
  });

  it('reports rule failures found while writing (a taken code), and still writes nothing', async () => {
    const file = await sheet([
      ['Name', 'Code', 'Kind', 'Parent organization'],
      ['阳光第三幼儿园', 'KG0003', 'Kindergarten', '阳光幼教集团'],
      ['重复编码', 'KG0001', 'Kindergarten', '阳光幼教集团'],
    ]);
    const res = await upload(file, 'zh_CN');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { row: number; message: string }[] }>().data).toEqual([expect.objectContaining({ row: 3, message: '已被使用' })]);
    expect((await admin.ok(admin.post<Page<unknown>>('/system/organization/list', { code: 'KG0003' }))).total).toBe(0);
  });

  it('imports a clean sheet in one go, and audits each row', async () => {
    const file = await sheet([
      ['Name *', 'Code *', 'Kind *', 'Parent organization', 'Category', 'Area'],
      ['阳光第三幼儿园', 'KG0003', 'Kindergarten', '阳光幼教集团', '普惠性民办', '310104'],
      ['阳光第四幼儿园', 'KG0004', '幼兒園', '阳光幼教集团', 'public', null],
    ]);
    const res = await upload(file);
    expect(res.json()).toMatchObject({ code: 200, txt: '2 rows imported', data: { count: 2 } });
    const page = await admin.ok(admin.post<Page<{ code: string; category: string }>>('/system/organization/list', { code: 'KG000', sort: { field: 'code', order: 'asc' } }));
    expect(page.records.map((o) => [o.code, o.category])).toEqual([
      ['KG0001', 'public'],
      ['KG0002', 'inclusive'],
      ['KG0003', 'inclusive'],
      ['KG0004', 'public'],
    ]);
    const logs = await admin.ok(admin.post<Page<unknown>>('/system/auditLog/list', { action: 'import' }));
    expect(logs.total).toBe(2);
  });

  it('refuses what is not an xlsx, and users without the import permission', async () => {
    const res = await upload(Buffer.from('not a spreadsheet'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ txt: 'The file is not a valid xlsx sheet', data: [{ field: 'file', message: 'The file is not a valid xlsx sheet' }] });
    const kig = await ApiClient.as(t.app, 'demo-kig', 3);
    expect((await kig.raw('GET', '/system/organization/importTemplate')).statusCode).toBe(403);
  });
});
