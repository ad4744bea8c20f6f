import { type Statement, translate, type Locale } from '@kg/domain';
import PDFDocument from 'pdfkit';
import { cjkFont } from '../../platform/pdf-font.js';
import { localDateTime } from '../../platform/dates.js';
import { reportWorkbook, type ReportFile } from '../../platform/xlsx/report-sheet.js';

const yuan = (fen: number) => (fen / 100).toFixed(2);

function words(locale: Locale) {
  const w = (key: string, params?: Record<string, string | number>) => translate(locale, `statement.${key}`, params);
  return { w, cause: (cause: string) => translate(locale, `money.cause.${cause}`) };
}

/** The file's name: the account, the month, "statement" in the reader's language. */
const fileName = (s: Statement, locale: Locale, ext: string) => `${words(locale).w('title', { name: s.accountName, month: s.month })}.${ext}`;

/** A statement as a sheet in the reader's language: its head (account, month, zone, balances), then every line. */
export async function statementXlsx(s: Statement, locale: Locale): Promise<ReportFile> {
  const { w, cause } = words(locale);
  const buffer = await reportWorkbook({
    name: s.month,
    title: w('title', { name: s.accountName, month: s.month }),
    firstWidth: 22,
    tables: [
      {
        head: [w('account'), w('month'), w('zone'), w('generatedAt'), w('opening'), w('credits'), w('debits'), w('closing')],
        rows: [[s.accountName, s.month, s.timeZone, localDateTime(new Date(s.generatedAt), s.timeZone), yuan(s.opening), yuan(s.credits), yuan(s.debits), yuan(s.closing)]],
      },
      {
        head: [w('at'), w('cause'), w('counterparty'), w('memo'), w('amount'), w('balanceAfter')],
        rows: s.lines.length ? s.lines.map((l) => [l.localAt, cause(l.cause), l.counterparty, l.memo, yuan(l.amount), yuan(l.balanceAfter)]) : [[w('none')]],
        total: [w('closing'), '', '', '', '', yuan(s.closing)],
      },
    ],
  });
  return { buffer, fileName: fileName(s, locale, 'xlsx') };
}

/** The columns of the lines' table: their share of the width and alignment. */
const COLUMNS = [
  { share: 0.2, align: 'left' },
  { share: 0.14, align: 'left' },
  { share: 0.22, align: 'left' },
  { share: 0.16, align: 'left' },
  { share: 0.14, align: 'right' },
  { share: 0.14, align: 'right' },
] as const;

/**
 * A statement as an A4 PDF in the reader's language (pdfkit, already the growth report's: Chinese in the
 * CJK font fonts-noto-cjk installs, embedded as a subset of the glyphs used). No clock inside: the same
 * statement is the same bytes.
 */
export function statementPdf(s: Statement, locale: Locale): Promise<ReportFile> {
  const { w, cause } = words(locale);
  const font = cjkFont();
  const title = w('title', { name: s.accountName, month: s.month });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, CreationDate: new Date(Date.UTC(1980, 0, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (font.family) doc.registerFont('cjk', font.path, font.family);
  else doc.registerFont('cjk', font.path);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.fontSize(15).text(title, { align: 'center' }).moveDown(0.6);
  doc.fontSize(9.5);
  const facts: [string, string][] = [
    [w('account'), s.accountName],
    [w('month'), s.month],
    [w('zone'), s.timeZone],
    [w('generatedAt'), localDateTime(new Date(s.generatedAt), s.timeZone)],
    [w('opening'), yuan(s.opening)],
    [w('credits'), yuan(s.credits)],
    [w('debits'), yuan(s.debits)],
    [w('closing'), yuan(s.closing)],
  ];
  for (const [label, value] of facts) doc.text(translate(locale, 'punctuation.labelled', { label, value }));
  doc.moveDown(0.6);

  const row = (cells: string[], bold = false) => {
    const heights = cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.share * width - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      const col = COLUMNS[i]!;
      doc.text(text, x + 2, y + 2, { width: col.share * width - 4, align: col.align });
      x += col.share * width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke('#999');
    doc.x = left;
    doc.y = y + height;
  };
  row([w('at'), w('cause'), w('counterparty'), w('memo'), w('amount'), w('balanceAfter')], true);
  if (!s.lines.length) row([w('none'), '', '', '', '', '']);
  for (const l of s.lines) row([l.localAt, cause(l.cause), l.counterparty, l.memo, yuan(l.amount), yuan(l.balanceAfter)]);
  row([w('closing'), '', '', '', '', yuan(s.closing)], true);
  doc.end();
  return done.then((buffer) => ({ buffer, fileName: fileName(s, locale, 'pdf') }));
}
