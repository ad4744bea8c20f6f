import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ReportCell = string | number;

/** One table of a report sheet: its caption, its head, its rows and a totals row (in bold). */
export interface ReportTable {
  caption?: string;
  head: string[];
  rows: ReportCell[][];
  total?: ReportCell[];
}

export interface ReportSheet {
  /** The sheet's tab (at most 31 characters, as Excel allows). */
  name: string;
  /** The first row, in large bold type: what the report is of (kindergarten, period). */
  title: string;
  tables: ReportTable[];
  /** Width of the first column (names), in characters. */
  firstWidth?: number;
}

/** An exported file: its bytes and the name the browser saves it under. */
export interface ReportFile {
  buffer: Buffer;
  fileName: string;
}

/**
 * A report as one sheet in the reader's language: the title, then each table with its head in bold and
 * its totals row in bold, a blank row between tables. The one writer of the report exports.
 */
export async function reportWorkbook(sheet: ReportSheet): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow([sheet.title]).font = { bold: true, size: 14 };
  sheet.tables.forEach((table, i) => {
    if (i > 0 || table.caption) ws.addRow([]);
    if (table.caption) ws.addRow([table.caption]).font = { bold: true };
    ws.addRow(table.head).font = { bold: true };
    for (const row of table.rows) ws.addRow(row);
    if (table.total) ws.addRow(table.total).font = { bold: true };
  });
  ws.getColumn(1).width = sheet.firstWidth ?? 16;
  book.created = book.modified = STAMP;
  return stampEntries(Buffer.from(await book.xlsx.writeBuffer()));
}

/**
 * The one instant a report file carries (1980-01-01, the first a zip can say): the same report is the
 * same bytes whenever it is asked, so an answer about another tenant's class cannot be told from one
 * about no class by when it was written.
 */
const STAMP = new Date(Date.UTC(1980, 0, 1));
/** 1980-01-01 00:00 as a zip entry's DOS time (low half) and date (high half). */
const DOS_STAMP = (((0 << 9) | (1 << 5) | 1) << 16) >>> 0;

/** Sets every entry's time in the zip's central directory and local headers to DOS_STAMP. */
function stampEntries(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return zip;
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0 && zip.readUInt32LE(at) === 0x02014b50; n--) {
    zip.writeUInt32LE(DOS_STAMP, at + 12);
    zip.writeUInt32LE(DOS_STAMP, zip.readUInt32LE(at + 42) + 10);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

/** Sends a report file as a download, its name kept whatever its script (RFC 5987). */
export function sendXlsx(reply: FastifyReply, file: ReportFile): FastifyReply {
  reply.header('content-type', XLSX_TYPE);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  return reply.send(file.buffer);
}
