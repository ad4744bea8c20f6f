import { type AnyEntity, entityKeys, type FieldDef, inForm, LOCALES, type Locale, textProblem, translate } from '@kg/domain';
import ExcelJS from 'exceljs';
import { readFirstSheet, type SheetCell, type XlsxLimits } from '../xlsx/xlsx-sheet-reader.js';

/** A problem with one cell (or the sheet, row 0), as the person who filled the sheet reads it. */
export interface ImportProblem {
  row: number;
  column: string;
  field: string;
  message: string;
  /** Values the message names (a range's bounds). */
  params?: Record<string, string | number>;
}

/** Turns the text of a reference or dictionary cell into a stored value; undefined when unknown. */
export interface CellResolvers {
  ref(entity: string, text: string, owner?: string): Promise<string | undefined | 'ambiguous'>;
  dict(type: string, text: string): Promise<string | undefined>;
}

/**
 * The fields an import fills: the create form's, except those no sheet can carry and those the
 * session decides (`decided`: a kindergarten is never asked for its own name).
 */
export function importFields(entity: AnyEntity, decided: readonly string[] = []): [string, FieldDef][] {
  const carried = (f: FieldDef) => !['i18nText', 'image', 'timeRanges', 'enums'].includes(f.kind) && !(f.kind === 'text' && f.secret);
  return Object.entries(entity.fields).filter(([name, f]) => inForm(f, true) && carried(f) && !decided.includes(name));
}

const headerOf = (entity: AnyEntity, name: string, f: FieldDef, locale: Locale) => `${translate(locale, entityKeys.field(entity, name))}${f.required ? ' *' : ''}`;

/** Every way a person may head a column: the label in any language (with or without the * mark) or the field name. */
function headerIndex(entity: AnyEntity, decided: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const [name] of importFields(entity, decided)) {
    index.set(name.toLowerCase(), name);
    for (const locale of LOCALES) index.set(translate(locale, entityKeys.field(entity, name)).toLowerCase(), name);
  }
  return index;
}

function enumLabels(entity: AnyEntity, name: string, value: string | number): string[] {
  return LOCALES.map((l) => translate(l, entityKeys.value(entity, name, value)));
}

/** An xlsx with one headed column per importable field; enum and flag columns offer their values. */
export async function importTemplate(entity: AnyEntity, locale: Locale, decided: readonly string[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, entityKeys.title(entity)).slice(0, 31));
  const fields = importFields(entity, decided);
  sheet.columns = fields.map(([name, f]) => ({ header: headerOf(entity, name, f, locale), key: name, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  fields.forEach(([name, f], i) => {
    const choices =
      f.kind === 'enum'
        ? f.values.map((v) => translate(locale, entityKeys.value(entity, name, v)))
        : f.kind === 'flag'
          ? [translate(locale, 'flag.yes'), translate(locale, 'flag.no')]
          : undefined;
    if (!choices) return;
    const column = sheet.getColumn(i + 1).letter;
    for (let row = 2; row <= 500; row++) {
      sheet.getCell(`${column}${row}`).dataValidation = {
        type: 'list',
        allowBlank: !f.required,
        formulae: [`"${choices.join(',')}"`],
      };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: SheetCell | undefined): string {
  if (value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the value its field takes, or a problem key. */
async function convert(entity: AnyEntity, name: string, f: FieldDef, raw: SheetCell | undefined, resolvers: CellResolvers): Promise<{ value: unknown } | { problem: string }> {
  const cell = cellText(raw);
  if (cell === '') return { value: null };
  // The same text rule as every request's strings, before a cell is looked up or stored.
  const problem = textProblem(cell, f.kind === 'textarea');
  if (problem) return { problem };
  const text = cell.normalize('NFC');
  switch (f.kind) {
    case 'int':
    case 'money': {
      const n = Number(text);
      if (!Number.isFinite(n)) return { problem: 'validation.mustBeNumber' };
      return { value: f.kind === 'money' ? Math.round(n * 100) : n };
    }
    case 'flag': {
      const t = text.toLowerCase();
      const yes = ['1', 'true', ...LOCALES.map((l) => translate(l, 'flag.yes').toLowerCase())];
      const no = ['0', 'false', ...LOCALES.map((l) => translate(l, 'flag.no').toLowerCase())];
      return yes.includes(t) ? { value: true } : no.includes(t) ? { value: false } : { problem: 'validation.invalidOption' };
    }
    case 'date': {
      if (raw instanceof Date) return { value: `${raw.getUTCFullYear()}-${pad(raw.getUTCMonth() + 1)}-${pad(raw.getUTCDate())}` };
      const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
      return m ? { value: `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` } : { problem: 'validation.format.date' };
    }
    case 'datetime': {
      const d = raw instanceof Date ? raw : new Date(text);
      return Number.isNaN(d.getTime()) ? { problem: 'validation.format.datetime' } : { value: d.toISOString() };
    }
    case 'enum': {
      const match = f.values.find((v) => String(v) === text || enumLabels(entity, name, v).includes(text));
      return match === undefined ? { problem: 'validation.invalidOption' } : { value: match };
    }
    case 'dict': {
      const code = await resolvers.dict(f.dictType, text);
      return code === undefined ? { problem: 'validation.invalidOption' } : { value: code };
    }
    case 'ref': {
      const id = await resolvers.ref(f.entity, text);
      if (id === 'ambiguous') return { problem: 'validation.ambiguous' };
      return id === undefined ? { problem: 'validation.invalidOption' } : { value: id };
    }
    case 'refs': {
      const ids: string[] = [];
      for (const part of text
        .split(/[,，、;；]/)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const id = await resolvers.ref(f.entity, part);
        if (!id || id === 'ambiguous') return { problem: id === 'ambiguous' ? 'validation.ambiguous' : 'validation.invalidOption' };
        ids.push(id);
      }
      return { value: ids };
    }
    default:
      return { value: text };
  }
}

/**
 * Reads the first sheet into field values by row number, with every problem of headers and cells.
 * The sheet is streamed within the limits (a refusal throws `XlsxRefused`); only the cells of known
 * columns are kept, and cells are converted once the whole sheet has been read within bounds.
 * `decided`: the values the session decides, set on every row whatever the sheet says (a column of
 * them, from an older template, is not read).
 */
export async function readImport(
  entity: AnyEntity,
  file: Buffer,
  resolvers: CellResolvers,
  limits: XlsxLimits,
  decided: Record<string, unknown> = {},
): Promise<{ rows: { rowNumber: number; input: Record<string, unknown> }[]; problems: ImportProblem[] }> {
  const decidedNames = Object.keys(decided);
  const index = headerIndex(entity, decidedNames);
  const columns = new Map<number, { field: string; header: string }>();
  const raw: { rowNumber: number; cells: Map<number, SheetCell> }[] = [];
  let sawHeader = false;
  for await (const row of readFirstSheet(file, limits)) {
    if (row.rowNumber === 1) {
      sawHeader = true;
      for (const [col, value] of row.cells) {
        const header = cellText(value).replace(/\s*\*\s*$/, '');
        const field = index.get(header.toLowerCase());
        if (field) columns.set(col, { field, header });
      }
      continue;
    }
    raw.push({ rowNumber: row.rowNumber, cells: new Map([...row.cells].filter(([col]) => columns.has(col))) });
  }
  if (!sawHeader && raw.length === 0) return { rows: [], problems: [{ row: 0, column: '', field: '', message: 'validation.import.empty' }] };

  const problems: ImportProblem[] = [];
  const present = new Set([...columns.values()].map((c) => c.field));
  for (const [name, f] of importFields(entity, decidedNames)) {
    if (f.required && !('default' in f) && !present.has(name)) {
      problems.push({ row: 1, column: '', field: name, message: 'validation.import.missingColumn' });
    }
  }
  const rows: { rowNumber: number; input: Record<string, unknown> }[] = [];
  for (const { rowNumber, cells } of raw) {
    const input: Record<string, unknown> = { ...decided };
    for (const [col, { field, header }] of columns) {
      const f = entity.fields[field]!;
      const result = await convert(entity, field, f, cells.get(col), resolvers);
      if ('problem' in result) problems.push({ row: rowNumber, column: header, field, message: result.problem });
      else input[field] = result.value;
    }
    rows.push({ rowNumber, input });
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, column: '', field: '', message: 'validation.import.empty' });
  return { rows, problems };
}
