import path from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryText, readZipDirectory, type UnpackBudget, type ZipEntry, type ZipRefusal, ZipRefused } from './zip-archive.js';

/** A cell's value as the sheet stores it: dates are told apart by their number format. */
export type SheetCell = string | number | boolean | Date;

export interface SheetRow {
  rowNumber: number;
  cells: Map<number, SheetCell>;
}

export interface XlsxLimits {
  /** Entries of the archive (its central directory), refused before anything is unpacked. */
  maxEntries: number;
  /** Bytes unpacked from the parts read, counted as they are produced. */
  maxUnpackedBytes: number;
  /** Rows with a value below the header row. */
  maxRows: number;
}

export type XlsxRefusal = ZipRefusal | 'tooManyRows';

export class XlsxRefused extends Error {
  constructor(readonly reason: XlsxRefusal) {
    super(reason);
    this.name = 'XlsxRefused';
  }
}

// Excel's own bounds: no sheet it writes goes past them.
const MAX_CELL_TEXT = 32_767;
const MAX_COLUMN = 16_384;
const MAX_ROW = 1_048_576;
/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

const isDateFormat = (code: string) => /[ymdhs]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** An attribute by its local name, whatever prefix the writer chose (`r:id`, `ns0:id`). */
function attribute(tag: SaxesTagPlain, local: string): string | undefined {
  for (const [name, value] of Object.entries(tag.attributes)) if (name === local || name.endsWith(`:${local}`)) return value;
  return undefined;
}

/**
 * Feeds a part's text to a parser chunk by chunk, yielding after each so the caller can hand on what
 * the handlers collected. A part that declares a DOCTYPE is refused (OOXML parts never carry one, and
 * its entities are never resolved), as is any ill-formed XML.
 */
async function* parsePart(text: Readable, parser: SaxesParser): AsyncGenerator<void> {
  let broken = false;
  parser.on('error', () => (broken = true));
  parser.on('doctype', () => (broken = true));
  try {
    for await (const chunk of text) {
      parser.write(chunk as string);
      if (broken) throw new XlsxRefused('notXlsx');
      yield;
    }
    parser.close();
  } catch (error) {
    throw error instanceof ZipRefused ? new XlsxRefused(error.reason) : error instanceof XlsxRefused ? error : new XlsxRefused('notXlsx');
  } finally {
    text.destroy();
  }
  if (broken) throw new XlsxRefused('notXlsx');
}

/** Collects text inside the elements `capture` marks, refusing one cell's worth longer than Excel allows. */
class TextSink {
  value = '';
  on = false;
  add(text: string) {
    if (!this.on) return;
    this.value += text;
    if (this.value.length > MAX_CELL_TEXT) throw new XlsxRefused('notXlsx');
  }
  start() {
    this.on = true;
  }
  stop() {
    this.on = false;
  }
  /** The text with OOXML's `_xHHHH_` escapes decoded, as Excel means them (a control character stays one, for the text rule to refuse). */
  take(): string {
    const v = this.value.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    this.value = '';
    return v;
  }
}

class Workbook {
  private readonly entries: Map<string, ZipEntry>;
  private readonly budget: UnpackBudget;

  constructor(
    private readonly zip: Buffer,
    private readonly limits: XlsxLimits,
  ) {
    this.entries = readZipDirectory(zip, limits.maxEntries);
    this.budget = { left: limits.maxUnpackedBytes };
  }

  private part(name: string): Readable | undefined {
    const entry = this.entries.get(name);
    try {
      return entry ? entryText(this.zip, entry, this.budget) : undefined;
    } catch (error) {
      throw error instanceof ZipRefused ? new XlsxRefused(error.reason) : error;
    }
  }

  /** Runs a part through a parser to its end (for the small parts read whole). */
  private async read(name: string, setup: (parser: SaxesParser) => void): Promise<boolean> {
    const text = this.part(name);
    if (!text) return false;
    const parser = new SaxesParser();
    setup(parser);
    for await (const _ of parsePart(text, parser));
    return true;
  }

  /** Relationship targets of a part, by id and by type, as archive paths. */
  private async relationships(partName: string) {
    const dir = path.posix.dirname(partName);
    const relsName = path.posix.join(dir === '.' ? '' : dir, '_rels', `${path.posix.basename(partName)}.rels`);
    const byId = new Map<string, string>();
    const byType = new Map<string, string>();
    await this.read(relsName, (p) =>
      p.on('opentag', (tag) => {
        if (tag.name !== 'Relationship') return;
        const target = tag.attributes.Target ?? '';
        const resolved = target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(dir === '.' ? '' : dir, target));
        if (tag.attributes.Id) byId.set(tag.attributes.Id, resolved);
        const type = (tag.attributes.Type ?? '').split('/').pop();
        if (type && !byType.has(type)) byType.set(type, resolved);
      }),
    );
    return { byId, byType };
  }

  /** The rows of the workbook's first sheet, in order, as they are unpacked. */
  async *firstSheetRows(): AsyncGenerator<SheetRow> {
    const root = await this.relationships('');
    const workbookName = root.byType.get('officeDocument') ?? 'xl/workbook.xml';
    let firstSheetId: string | undefined;
    let date1904 = false;
    const found = await this.read(workbookName, (p) =>
      p.on('opentag', (tag) => {
        if (tag.name === 'workbookPr') date1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
        if (tag.name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(tag, 'id');
      }),
    );
    if (!found) throw new XlsxRefused('notXlsx');
    const rels = await this.relationships(workbookName);
    const sheetName = firstSheetId === undefined ? undefined : rels.byId.get(firstSheetId);
    if (!sheetName || !this.entries.has(sheetName)) return;
    const dateStyles = await this.dateStyles(rels.byType.get('styles'));
    const strings = await this.sharedStrings(rels.byType.get('sharedStrings'));
    yield* this.sheetRows(sheetName, { dateStyles, strings, date1904 });
  }

  /** Which cell styles (by index) show a date: their number format is a built-in or custom date format. */
  private async dateStyles(name: string | undefined): Promise<boolean[]> {
    const customDates = new Set<number>();
    const styles: boolean[] = [];
    let inCellXfs = false;
    if (name)
      await this.read(name, (p) => {
        p.on('opentag', (tag) => {
          if (tag.name === 'numFmt' && isDateFormat(tag.attributes.formatCode ?? '')) customDates.add(Number(tag.attributes.numFmtId));
          else if (tag.name === 'cellXfs') inCellXfs = true;
          else if (tag.name === 'xf' && inCellXfs) {
            const id = Number(tag.attributes.numFmtId ?? 0);
            styles.push(DATE_FORMAT_IDS.has(id) || customDates.has(id));
          }
        });
        p.on('closetag', (tag) => {
          if (tag.name === 'cellXfs') inCellXfs = false;
        });
      });
    return styles;
  }

  /** The shared strings, each the text of its runs (phonetic guides left out). */
  private async sharedStrings(name: string | undefined): Promise<string[]> {
    const strings: string[] = [];
    const sink = new TextSink();
    let phonetic = 0;
    if (name)
      await this.read(name, (p) => {
        p.on('opentag', (tag) => {
          if (tag.name === 'rPh') phonetic++;
          else if (tag.name === 't' && phonetic === 0) sink.start();
        });
        p.on('text', (text) => sink.add(text));
        p.on('cdata', (text) => sink.add(text));
        p.on('closetag', (tag) => {
          if (tag.name === 'rPh') phonetic--;
          else if (tag.name === 't') sink.stop();
          else if (tag.name === 'si') strings.push(sink.take());
        });
      });
    return strings;
  }

  private async *sheetRows(name: string, { dateStyles, strings, date1904 }: { dateStyles: boolean[]; strings: string[]; date1904: boolean }): AsyncGenerator<SheetRow> {
    const ready: SheetRow[] = [];
    const sink = new TextSink();
    let row: SheetRow | undefined;
    let lastRow = 0;
    let nextColumn = 1;
    let cell: { column: number; type: string; style: number } | undefined;
    let dataRows = 0;

    const valueOf = (c: NonNullable<typeof cell>, text: string): SheetCell | undefined => {
      switch (c.type) {
        case 's':
          return strings[Number(text)];
        case 'str':
        case 'inlineStr':
        case 'e':
          return text === '' ? undefined : text;
        case 'b':
          return text === '1' || text === 'true';
        case 'd': {
          const d = new Date(text);
          return Number.isNaN(d.getTime()) ? text : d;
        }
        default: {
          if (text === '') return undefined;
          const n = Number(text);
          if (!Number.isFinite(n)) return text;
          return dateStyles[c.style] ? new Date(Math.round((n - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)) : n;
        }
      }
    };

    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      switch (tag.name) {
        case 'row': {
          const r = tag.attributes.r === undefined ? lastRow + 1 : Number(tag.attributes.r);
          if (!Number.isInteger(r) || r <= lastRow || r > MAX_ROW) throw new XlsxRefused('notXlsx');
          row = { rowNumber: r, cells: new Map() };
          lastRow = r;
          nextColumn = 1;
          break;
        }
        case 'c': {
          const ref = tag.attributes.r;
          const column = ref === undefined ? nextColumn : columnOf(ref);
          if (!row || column < 1 || column > MAX_COLUMN) throw new XlsxRefused('notXlsx');
          cell = { column, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0) };
          sink.take();
          break;
        }
        case 'v':
        case 't':
          if (cell) sink.start();
          break;
      }
    });
    parser.on('text', (text) => sink.add(text));
    parser.on('cdata', (text) => sink.add(text));
    parser.on('closetag', (tag) => {
      switch (tag.name) {
        case 'v':
        case 't':
          sink.stop();
          break;
        case 'c': {
          if (!cell || !row) break;
          const value = valueOf(cell, sink.take());
          if (value !== undefined) row.cells.set(cell.column, value);
          nextColumn = cell.column + 1;
          cell = undefined;
          break;
        }
        case 'row':
          if (row && row.cells.size > 0) {
            // Refused as the rows stream in: a long sheet is never read to its end.
            if (row.rowNumber > 1 && ++dataRows > this.limits.maxRows) throw new XlsxRefused('tooManyRows');
            ready.push(row);
          }
          row = undefined;
          break;
      }
    });

    const text = this.part(name)!;
    try {
      for await (const _ of parsePart(text, parser)) yield* ready.splice(0);
    } catch (error) {
      throw error instanceof XlsxRefused ? error : new XlsxRefused('notXlsx');
    }
    yield* ready.splice(0);
  }
}

/** The column number of a cell reference: `B7` is 2. */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else break;
    if (column > MAX_COLUMN) return -1;
  }
  return column;
}

/**
 * The rows of an xlsx file's first sheet, read as a stream with every bound checked while reading:
 * the archive's entry count before anything is unpacked, the bytes really unpacked (never the sizes
 * the archive declares) and the rows as they arrive. Only the parts a sheet needs are unpacked.
 */
export function readFirstSheet(file: Buffer, limits: XlsxLimits): AsyncGenerator<SheetRow> {
  let workbook: Workbook;
  try {
    workbook = new Workbook(file, limits);
  } catch (error) {
    throw error instanceof ZipRefused ? new XlsxRefused(error.reason) : error;
  }
  return workbook.firstSheetRows();
}
