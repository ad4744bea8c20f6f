import { existsSync } from 'node:fs';
import { entityKeys, eyeTestEntity, type GrowthReportContent, healthCheckEntity, type Locale, termEntity, translate } from '@kg/domain';
import PDFDocument from 'pdfkit';
import { AppError } from '../../platform/errors.js';

/** Where a CJK font usually is: CJK_FONT first, then Debian's fonts-noto-cjk and other common places. */
const FONT_CANDIDATES = [
  { path: process.env.CJK_FONT, family: process.env.CJK_FONT_FAMILY },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
];

function cjkFont(): { path: string; family?: string } {
  const found = FONT_CANDIDATES.find((f) => f.path && existsSync(f.path));
  if (!found?.path) throw new AppError(503, 'error.pdfFont');
  return { path: found.path, family: found.family || undefined };
}

const tenth = (v: number | null) => (v === null ? '-' : (v / 10).toFixed(1));

/** A growth report as a PDF in the reader's language, with Chinese text in a CJK font. */
export function growthReportPdf(content: GrowthReportContent, locale: Locale): Promise<Buffer> {
  const font = cjkFont();
  const tr = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: tr('health.pdf.title', { name: content.student.name }) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (font.family) doc.registerFont('cjk', font.path, font.family);
  else doc.registerFont('cjk', font.path);
  doc.font('cjk');

  const heading = (text: string) => doc.moveDown(0.8).fontSize(14).fillColor('#1677ff').text(text).fillColor('#000').fontSize(10.5).moveDown(0.3);
  const line = (label: string, value: string | number) => doc.text(`${label}：${value}`);

  doc.fontSize(20).text(tr('health.pdf.title', { name: content.student.name }), { align: 'center' });
  const semester = tr(entityKeys.value(termEntity, 'semester', content.term.semester));
  doc.fontSize(11).text(`${content.kindergarten} · ${content.student.className ?? ''} · ${tr('health.pdf.term', { year: content.term.schoolYear, semester })}`, { align: 'center' });
  doc.fontSize(9).fillColor('#888').text(`${content.term.beginDate} – ${content.term.endDate}`, { align: 'center' }).fillColor('#000');

  const a = content.attendance;
  heading(tr('health.pdf.attendance'));
  line(tr('health.pdf.schoolDays'), a.schoolDays);
  line(tr('attendance.counts.present'), a.present);
  line(tr('attendance.counts.late'), a.late);
  line(tr('attendance.counts.leftEarly'), a.leftEarly);
  line(tr('attendance.counts.absent'), a.absent);
  line(tr('attendance.counts.leave'), a.leave);
  line(tr('attendance.counts.rate'), `${a.rate}%`);

  const c = content.checks;
  heading(tr('health.pdf.checks'));
  line(tr('health.pdf.checkCount'), c.count);
  line(tr('health.pdf.abnormal'), c.abnormal);
  line(tr('health.pdf.maxTemperature'), c.maxTemperature === null ? '-' : `${tenth(c.maxTemperature)} °C`);
  const kinds = Object.entries(c.byKind).filter(([, n]) => n > 0);
  if (kinds.length) doc.text(kinds.map(([k, n]) => `${tr(entityKeys.value(healthCheckEntity, 'reasons', k))} ${n}`).join('  ·  '));
  for (const item of c.abnormalList) {
    const reasons = item.reasons.map((r) => tr(entityKeys.value(healthCheckEntity, 'reasons', r))).join('、');
    doc.text(`${item.date} ${tr(entityKeys.value(healthCheckEntity, 'session', item.session))}  ${tenth(item.temperature)} °C  ${reasons}`);
  }

  heading(tr('health.pdf.messages'));
  if (content.messages.length === 0) doc.text(tr('health.pdf.none'));
  for (const m of content.messages) {
    doc.text(`${m.sentAt.slice(0, 10)}  ${m.content}`);
    if (m.reply) doc.fillColor('#555').text(`${tr('health.pdf.reply')}：${m.reply}`).fillColor('#000');
  }

  heading(tr('health.pdf.eyeTests'));
  if (content.eyeTests.length === 0) doc.text(tr('health.pdf.none'));
  for (const e of content.eyeTests) {
    doc.text(`${e.testDate}  ${tr(entityKeys.field(eyeTestEntity, 'leftEye'))} ${tenth(e.leftEye)}  ${tr(entityKeys.field(eyeTestEntity, 'rightEye'))} ${tenth(e.rightEye)}`);
  }

  heading(tr('health.pdf.measurements'));
  if (content.measurements.length === 0) doc.text(tr('health.pdf.none'));
  for (const m of content.measurements) doc.text(`${m.measuredOn}  ${tenth(m.height)} cm  ${tenth(m.weight)} kg`);

  doc.moveDown(1.5).fontSize(8).fillColor('#888').text(tr('health.pdf.generatedAt', { time: content.generatedAt.slice(0, 16).replace('T', ' ') }));
  doc.end();
  return done;
}
