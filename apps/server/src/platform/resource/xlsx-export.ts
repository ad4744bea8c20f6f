import { type AnyEntity, entityKeys, listedByDefault, type Locale, richTextExcerpt, translate } from '@kg/domain';
import ExcelJS from 'exceljs';
import { localDateTime } from '../dates.js';
import type { ResourceRecord } from './resource.types.js';

/** A cell's text as a person reads it: labels for enums, flags and references, local time for instants. */
export function cellText(entity: AnyEntity, field: string, record: ResourceRecord, locale: Locale, timeZone: string): string | number {
  const f = entity.fields[field];
  const v = record[field];
  if (!f || v === null || v === undefined) return '';
  switch (f.kind) {
    case 'enum':
      return translate(locale, entityKeys.value(entity, field, v as string | number));
    case 'flag':
      return translate(locale, v ? 'flag.yes' : 'flag.no');
    case 'ref':
    case 'refs': {
      const label = record._labels?.[field];
      return Array.isArray(label) ? label.join(', ') : (label ?? '');
    }
    case 'i18nText':
      return (v as Record<string, string>)[locale] ?? '';
    case 'richText':
      // Its text, as the list shows it, whole (a cell holds at most 32,767 characters).
      return richTextExcerpt(v as string, 32_767);
    case 'enums':
      return (v as (string | number)[]).map((one) => translate(locale, entityKeys.value(entity, field, one))).join(', ');
    case 'timeRanges':
      return (v as { start: string; end: string }[]).map((r) => `${r.start}-${r.end}`).join(', ');
    case 'datetime':
      return localDateTime(new Date(v as string), timeZone);
    case 'money':
      return Number(v) / 100;
    case 'int':
      return f.scale ? Number(v) / 10 ** f.scale : Number(v);
    default:
      return String(v);
  }
}

/** An xlsx of the listed fields, headed by their labels in the reader's language. */
export async function exportXlsx(entity: AnyEntity, records: ResourceRecord[], locale: Locale, timeZone = 'Asia/Shanghai'): Promise<Buffer> {
  const fields = Object.entries(entity.fields)
    .filter(([, f]) => listedByDefault(f))
    .map(([name]) => name);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, entityKeys.title(entity)).slice(0, 31));
  sheet.columns = fields.map((name) => ({
    header: translate(locale, entityKeys.field(entity, name)),
    key: name,
    width: Math.max(12, Math.round((entity.fields[name]?.width ?? 120) / 7)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const record of records) {
    sheet.addRow(Object.fromEntries(fields.map((name) => [name, cellText(entity, name, record, locale, timeZone)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
