import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbook } from './report-sheet.js';

const sheet = { name: '2026-11-10', title: 'A day', tables: [{ caption: 'By class', head: ['Class', 'Present'], rows: [['K1', 3]], total: ['Total', 3] }] };

describe('a report sheet', () => {
  it('is the same bytes whenever it is written (no clock inside), and still a sheet that reads back', async () => {
    const first = await reportWorkbook(sheet);
    // Past a zip's two-second resolution, where a written time would show.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const second = await reportWorkbook(sheet);
    expect(second.equals(first)).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(second as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect([1, 2, 3, 4, 5, 6].map((r) => (ws.getRow(r).values as unknown[]).slice(1))).toEqual([['A day'], [], ['By class'], ['Class', 'Present'], ['K1', 3], ['Total', 3]]);
    expect(ws.getRow(6).font?.bold).toBe(true);
  });
});
