import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The first sheet of an xlsx answer as rows of plain values (a blank row as []), after checking it is one. */
export async function sheetRows(res: LightMyRequestResponse): Promise<(string | number)[][]> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''.+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: (string | number)[][] = [];
  book.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as (string | number | null | undefined)[]).slice(1);
    rows.push(values.map((v) => v ?? ''));
  });
  return rows;
}
