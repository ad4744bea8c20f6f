import { readFileSync } from 'node:fs';
import { allows, apiPath, ENTITIES } from '@kg/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../../modules/files/upload-fixtures.js';
import { deflateRepeated, peakGrowth, SHEET_HEAD, SHEET_TAIL, workbookEntries, zipArchive } from '../xlsx/xlsx-fixtures.js';

const MIB = 1024 * 1024;
/** The ceiling any refused file may add to the server's memory. */
const CEILING = 50 * MIB;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: ApiClient;
let kig: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  await grantPermissions(t.database.db, 'KG0001', 3, ['campus:student:import', 'campus:teacher:import']);
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});
afterAll(() => t.close());

function importSheet(file: Buffer, url = '/system/organization/import', token = admin.token, lang = 'en_US') {
  const form = multipart({}, file, 'sheet.xlsx', XLSX);
  return t.app.inject({
    method: 'POST',
    url: `${url}?lang=${lang}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.body,
  });
}

/** Imports `file` and answers the response with the peak memory the server grew by meanwhile. */
async function measuredImport(file: Buffer, url?: string, token?: string) {
  const started = performance.now();
  const { result, peakBytes } = await peakGrowth(() => importSheet(file, url, token));
  if (process.env.REPORT_IMPORT_COST)
    console.log(`${file.length} bytes -> ${result.statusCode} in ${Math.round(performance.now() - started)} ms, peak +${(peakBytes / MIB).toFixed(1)} MiB`);
  return { status: result.statusCode, body: result.json<{ txt: string; data: { field: string; message: string }[] }>(), peakBytes };
}

async function organisations(): Promise<number> {
  return (await admin.ok(admin.post<Page<unknown>>('/system/organization/list', {}))).total;
}

const inlineRow = (i: number) => `<row r="${i}"><c r="A${i}" t="inlineStr"><is><t>幼儿园${i}</t></is></c></row>`;

describe('xlsx import within limits (every bound checked while the file streams)', () => {
  it('still imports a normal sheet', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('s');
    ws.addRow(['Name *', 'Code *', 'Kind *', 'Parent organization']);
    ws.addRow(['阳光第五幼儿园', 'KG0005', 'Kindergarten', '阳光幼教集团']);
    const res = await importSheet(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.json()).toMatchObject({ code: 200, data: { count: 1 } });
  });

  it('refuses a zip bomb (1 MB that unpacks to 1 GiB, its headers claiming 2 KB) with 413, within the memory ceiling', async () => {
    // One text run of a gibibyte of spaces: no row ever ends, so only the unpacked-bytes bound can stop it.
    const bomb = zipArchive(
      workbookEntries({
        deflated: await deflateRepeated(`${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`, ' ', 1024 * MIB, '</t></is></c></row>' + SHEET_TAIL),
        claimedSize: 2048,
      }),
    );
    expect(bomb.length).toBeLessThan(1.2 * MIB);
    const before = await organisations();
    const { status, body, peakBytes } = await measuredImport(bomb);
    expect(status).toBe(413);
    expect(body.txt).toBe('The sheet is too large once unpacked (at most 16 MB): import fewer rows at a time');
    expect(body.data).toEqual([{ field: 'file', message: body.txt }]);
    expect(peakBytes).toBeLessThan(CEILING);
    expect(await organisations()).toBe(before);
  });

  it('refuses a bomb of shared strings (4,000,000 strings in 570 KB) within the memory ceiling', async () => {
    const strings = await deflateRepeated(
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      '<si><t>阳光幼教集团第一幼儿园</t></si>',
      4_000_000,
      '</sst>',
    );
    const sheet = `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`;
    const { status, body, peakBytes } = await measuredImport(zipArchive(workbookEntries({ text: sheet }, { deflated: strings })));
    expect(status).toBe(413);
    expect(body.txt).toContain('too large once unpacked');
    expect(peakBytes).toBeLessThan(CEILING);
  });

  it('refuses an over-long sheet (520,000 rows in 2 MB, as the attack sent) at its 5,001st row with 413, within the memory ceiling', async () => {
    const rows = Array.from({ length: 520_000 }, (_, i) => inlineRow(i + 2)).join('');
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>';
    const file = zipArchive(workbookEntries({ text: SHEET_HEAD + header + rows + SHEET_TAIL }));
    const { status, body, peakBytes } = await measuredImport(file);
    expect(status).toBe(413);
    expect(body.txt).toBe('The sheet has more than 5000 rows: import at most 5000 rows at a time');
    expect(peakBytes).toBeLessThan(CEILING);
    // In the reader's language too.
    const zh = await importSheet(file, undefined, admin.token, 'zh_CN');
    expect(zh.json()).toMatchObject({ code: 413, txt: '表格超过 5000 行：一次最多导入 5000 行' });
  });

  it('counts rows with a value: 5,000 of them (and empty rows between) are read, 5,001 are refused', async () => {
    const sheet = (n: number) =>
      SHEET_HEAD +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Name *</t></is></c></row>' +
      Array.from({ length: n }, (_, i) => `<row r="${2 * i + 2}"><c r="B${2 * i + 2}" s="0"/></row>${inlineRow(2 * i + 3)}`).join('') +
      SHEET_TAIL;
    const within = await importSheet(zipArchive(workbookEntries({ text: sheet(5_000) })));
    // Read to the end: what it says is about the rows (a missing column), not the sheet's size.
    expect(within.statusCode).toBe(400);
    expect(within.json<{ data: { message: string }[] }>().data[0]!.message).toBe('A required column is missing');
    expect((await importSheet(zipArchive(workbookEntries({ text: sheet(5_001) })))).statusCode).toBe(413);
  });

  it('refuses an archive of too many entries before unpacking any, with 413', async () => {
    const entries = [...workbookEntries({ text: SHEET_HEAD + SHEET_TAIL }), ...Array.from({ length: 600 }, (_, i) => ({ name: `xl/media/${i}.bin`, text: '' }))];
    const { status, body, peakBytes } = await measuredImport(zipArchive(entries));
    expect(status).toBe(413);
    expect(body.txt).toBe('The file has too many parts to be a sheet (at most 500)');
    expect(peakBytes).toBeLessThan(CEILING);
  });

  it('never resolves an external entity (XXE): a part with a DOCTYPE is refused with 422', async () => {
    const secret = readFileSync('/etc/hostname', 'utf8').trim();
    const doctype = '<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/hostname">]>';
    const sheet = `<?xml version="1.0"?>${doctype}${SHEET_HEAD.replace('<?xml version="1.0"?>', '')}<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>&xxe;</t></is></c></row>${SHEET_TAIL}`;
    const { status, body, peakBytes } = await measuredImport(zipArchive(workbookEntries({ text: sheet })));
    expect(status).toBe(422);
    expect(body).toMatchObject({ txt: 'The file is not a valid xlsx sheet', data: [{ field: 'file' }] });
    expect(JSON.stringify(body)).not.toContain(secret);
    expect(peakBytes).toBeLessThan(CEILING);
  });

  it('refuses entity expansion (a billion laughs in the shared strings) with 422, within the memory ceiling', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const strings = `<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY lol0 "lol">${lol}]><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&lol9;</t></si></sst>`;
    const sheet = `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`;
    const { status, peakBytes } = await measuredImport(zipArchive(workbookEntries({ text: sheet }, { text: strings })));
    expect(status).toBe(422);
    expect(peakBytes).toBeLessThan(CEILING);
  });

  it('refuses what is not a sheet with 422: a truncated archive, a broken deflate stream', async () => {
    const good = zipArchive(workbookEntries({ text: SHEET_HEAD + SHEET_TAIL }));
    expect((await importSheet(good.subarray(0, good.length - 30))).statusCode).toBe(422);
    const broken = zipArchive(workbookEntries({ deflated: Buffer.from('this is not deflate data at all'), claimedSize: 10 }));
    expect((await importSheet(broken)).statusCode).toBe(422);
  });

  it('refuses a file over the upload size with 413 and the limit', async () => {
    const res = await importSheet(Buffer.alloc(5 * MIB + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().txt).toBe('The file is too large (at most 5 MB)');
  });

  it('applies the same bounds on every import route', async () => {
    const importers = ENTITIES.filter((e) => allows(e, 'import'));
    expect(importers.map((e) => e.name).sort()).toEqual(['organization', 'student', 'teacher']);
    const bomb = zipArchive(workbookEntries({ deflated: await deflateRepeated(`${SHEET_HEAD}<row r="1"><c r="A1"><v>`, '1', 200 * MIB, '</v></c></row>' + SHEET_TAIL) }));
    for (const entity of importers) {
      const url = apiPath(entity, 'import');
      const { status, peakBytes } = await measuredImport(bomb, url, (entity.area === 'system' ? admin : kig).token);
      expect(status, url).toBe(413);
      expect(peakBytes, url).toBeLessThan(CEILING);
    }
  });
});
