import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, type SheetRow, type XlsxLimits, XlsxRefused } from './xlsx-sheet-reader.js';
import { SHEET_HEAD, SHEET_TAIL, workbookEntries, zipArchive } from './xlsx-fixtures.js';

const limits: XlsxLimits = { maxEntries: 500, maxUnpackedBytes: 16 * 1024 * 1024, maxRows: 5000 };

async function rows(file: Buffer, within = limits): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of readFirstSheet(file, within)) out.push(row);
  return out;
}

async function refusal(file: Buffer, within = limits): Promise<string> {
  try {
    await rows(file, within);
    return 'read';
  } catch (error) {
    return error instanceof XlsxRefused ? error.reason : String(error);
  }
}

describe('reading the first sheet of an xlsx as a stream', () => {
  it('reads what Excel stores: shared and rich text, numbers, dates by their format, flags, formula results', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('first');
    ws.addRow(['姓名', 'Born', 'Count', 'Flag', 'Sum', 'Rich']);
    ws.addRow(['张一诺', new Date(Date.UTC(2022, 4, 5)), 42, true, { formula: 'C2*2', result: 84 }, { richText: [{ text: '阳光' }, { text: '幼儿园', font: { bold: true } }] }]);
    ws.getCell('B2').numFmt = 'yyyy"年"m"月"d"日"';
    book.addWorksheet('second').addRow(['not read']);
    const [header, row] = await rows(Buffer.from(await book.xlsx.writeBuffer()));
    expect(header!.rowNumber).toBe(1);
    expect([...header!.cells.values()]).toEqual(['姓名', 'Born', 'Count', 'Flag', 'Sum', 'Rich']);
    expect(row!.rowNumber).toBe(2);
    expect([...row!.cells.values()]).toEqual(['张一诺', new Date(Date.UTC(2022, 4, 5)), 42, true, 84, '阳光幼儿园']);
  });

  it('keeps every Chinese character whole across the chunks the text is unpacked in', async () => {
    const names = Array.from({ length: 4000 }, (_, i) => `阳光第${i}幼儿园小朋友`);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('s');
    for (const name of names) ws.addRow([name]);
    const read = await rows(Buffer.from(await book.xlsx.writeBuffer()));
    expect(read.map((r) => r.cells.get(1))).toEqual(names);
  });

  it('refuses a DOCTYPE (no entity is ever resolved), ill-formed XML, and a part missing', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${SHEET_HEAD.replace('<?xml version="1.0"?>', '')}<row r="1"><c r="A1" t="inlineStr"><is><t>&e;</t></is></c></row>${SHEET_TAIL}`;
    expect(await refusal(zipArchive(workbookEntries({ text: doctype })))).toBe('notXlsx');
    expect(await refusal(zipArchive(workbookEntries({ text: `${SHEET_HEAD}<row r="1"><c>${SHEET_TAIL}` })))).toBe('notXlsx');
    expect(await refusal(zipArchive(workbookEntries({ text: SHEET_HEAD + SHEET_TAIL }).filter((e) => e.name !== 'xl/workbook.xml')))).toBe('notXlsx');
    expect(await refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('notXlsx');
  });

  it('counts the bytes really unpacked, whatever the archive claims', async () => {
    const text = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(20_000)}</t></is></c></row>${SHEET_TAIL}`;
    const file = zipArchive(workbookEntries({ text, claimedSize: 10 }));
    expect(await refusal(file, { ...limits, maxUnpackedBytes: 10_000 })).toBe('tooLargeUnpacked');
    expect(await refusal(file, { ...limits, maxUnpackedBytes: 30_000 })).toBe('read');
  });

  it('refuses a row past the limit as it arrives, and a cell longer than Excel allows', async () => {
    const sheet = (n: number) => SHEET_HEAD + Array.from({ length: n + 1 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('') + SHEET_TAIL;
    expect(await refusal(zipArchive(workbookEntries({ text: sheet(10) })), { ...limits, maxRows: 10 })).toBe('read');
    expect(await refusal(zipArchive(workbookEntries({ text: sheet(11) })), { ...limits, maxRows: 10 })).toBe('tooManyRows');
    const long = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(32_768)}</t></is></c></row>${SHEET_TAIL}`;
    expect(await refusal(zipArchive(workbookEntries({ text: long })))).toBe('notXlsx');
  });
});
