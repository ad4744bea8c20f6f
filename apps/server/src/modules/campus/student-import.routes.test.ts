import type { OssAuth } from '@kg/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart, PNG_1x1 } from '../files/upload-fixtures.js';

let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let kigId: string;
let classId: string;

beforeAll(async () => {
  t = await createTestApp();
  const codes = allCodes(['campus:grade', 'campus:class', 'campus:student']);
  kigId = await grantPermissions(t.database.db, 'KG0001', 3, codes);
  const otherKig = await grantPermissions(t.database.db, 'KG0002', 3, codes);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  const grade = await kig.ok(kig.post<{ id: string }>('/campus/grade/save', { gradeName: '中班', kigId }));
  classId = (await kig.ok(kig.post<{ id: string }>('/campus/class/save', { className: '中二班', kigId, gradeId: grade.id }))).id;
  // A class of the same name elsewhere must not make the import ambiguous.
  const otherGrade = await other.ok(other.post<{ id: string }>('/campus/grade/save', { gradeName: '中班', kigId: otherKig }));
  await other.ok(other.post('/campus/class/save', { className: '中二班', kigId: otherKig, gradeId: otherGrade.id }));
});
afterAll(() => t.close());

function upload(
  url: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'students.xlsx',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const form = multipart(fields, file, name, type);
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${kig.token}`, 'content-type': form.contentType }, payload: form.body });
}

async function sheetFromTemplate(rows: (string | Date)[][]): Promise<Buffer> {
  const template = await kig.raw('GET', '/campus/student/importTemplate');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0]!;
  const headers = (ws.getRow(1).values as string[]).slice(1);
  // A kindergarten's template has no kindergarten column: the session decides it.
  const order = ['Name *', 'Student number *', 'Class *', 'Birth date *', 'Enrolled on *'];
  // As a person fills the template: from the second row down.
  rows.forEach((r, i) => {
    ws.getRow(i + 2).values = headers.map((h) => r[order.indexOf(h)] ?? null);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('student import', () => {
  it('refuses an implausible birth date, a control character and a lone surrogate in a cell', async () => {
    const rows = [
      ['Old Timer', 'P900', '中二班', '1900-01-01', '2025-09-01'],
      // Sheets escape characters XML cannot hold as _xHHHH_, and the reader turns them back.
      ['Bell_x0007_', 'P901', '中二班', '2022-01-05', '2025-09-01'],
      ['Half_xD800_', 'P903', '中二班', '2022-01-05', '2025-09-01'],
    ];
    const bad = await upload('/campus/student/import?lang=en_US', await sheetFromTemplate(rows));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ data: { row: number; column: string; message: string }[] }>().data).toEqual([
      expect.objectContaining({ row: 2, column: 'Birth date', message: "A child's date of birth must be within the last 8 years and not after today" }),
      expect.objectContaining({ row: 3, column: 'Name', message: 'Contains a control character that is not allowed here' }),
      expect.objectContaining({ row: 4, column: 'Name', message: 'Contains an invalid character (broken Unicode)' }),
    ]);
    expect((await kig.ok(kig.post<Page<unknown>>('/campus/student/list', { studentNumber: 'P9' }))).total).toBe(0);
  });

  it('reports the one bad row of ten and writes none; the corrected sheet imports all ten', async () => {
    const names = ['张一诺', '李子轩', '王可欣', '赵若汐', '刘浩然', 'Lucas Wang', '陈思彤', '杨梓涵', '黄宇航', '周雨桐'];
    const rows = names.map((name, i) => [name, `M${100 + i}`, '中二班', new Date(Date.UTC(2022, i % 12, 5)), '2025-09-01']);
    rows[6]![3] = '2022-02-30';
    const bad = await upload('/campus/student/import?lang=en_US', await sheetFromTemplate(rows));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ data: { row: number; column: string; message: string }[] }>().data).toEqual([
      expect.objectContaining({ row: 8, column: 'Birth date', message: 'Invalid date' }),
    ]);
    expect((await kig.ok(kig.post<Page<unknown>>('/campus/student/list', {}))).total).toBe(0);

    rows[6]![3] = '2022-02-28';
    const good = await upload('/campus/student/import?lang=en_US', await sheetFromTemplate(rows));
    expect(good.json()).toMatchObject({ code: 200, data: { count: 10 } });
    const page = await kig.ok(kig.post<Page<{ classId: string; birthDate: string }>>('/campus/student/list', { pageSize: 100 }));
    expect(page.total).toBe(10);
    expect(page.records.every((s) => s.classId === classId)).toBe(true);
    expect(page.records[0]!.birthDate).toBe('2022-01-05');
  });

  it('saves a face photo only from a confirmed upload of the same kindergarten', async () => {
    const auth = await kig.ok(
      kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'student', kind: 'face', fileName: 'face.png', size: PNG_1x1.length, contentType: 'image/png' }),
    );
    expect((await upload(auth.url, PNG_1x1, auth.fields, 'face.png', 'image/png')).statusCode).toBe(200);
    const student = { name: '照片宝宝', kigId, studentNumber: 'P1', classId, birthDate: '2022-01-01', enrolDate: '2025-09-01' };
    const saved = await kig.ok(kig.post<{ facePhoto: string }>('/campus/student/save', { ...student, facePhoto: auth.path }));
    expect(saved.facePhoto).toBe(auth.path);
    expect(await kig.post('/campus/student/save', { ...student, studentNumber: 'P2', facePhoto: 'KG0002/20260101/student/1790000000000-0123456789abcdef.png' })).toMatchObject({
      status: 400,
      data: [{ field: 'facePhoto', message: 'The file does not exist or has not finished uploading' }],
    });
  });
});
