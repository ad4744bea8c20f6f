import { ABNORMAL_KINDS, entityKeys, eyeTestEntity, type GrowthReportContent, healthCheckEntity, type Locale, termEntity, translate } from '@kg/domain';
import PDFDocument from 'pdfkit';
import { DEFAULT_TIME_ZONE, localDateTime } from '../../platform/dates.js';
import { cjkFont } from '../../platform/pdf-font.js';
import { type Box, fitsOnPage, splitRow } from './pdf-chart-geometry.js';
import { drawBarChart, drawLineChart, EMPTY_CHART_HEIGHT } from './pdf-charts.js';

const tenth = (v: number | null) => (v === null ? '-' : (v / 10).toFixed(1));

/** The colours of the browser's report (attendance figures, abnormal findings). */
const COLORS = { present: '#52c41a', late: '#fa8c16', leftEarly: '#faad14', absent: '#f5222d', leave: '#1677ff', abnormal: '#f5222d' } as const;
const CHART_HEIGHT = 150;
const KINDS_CHART_HEIGHT = 165;
const CHART_GAP = 12;
/** The width of the figures written beside a section's chart. */
const TEXT_COLUMN = 170;

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

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** Starts a page unless a block of this height still fits below what is written. */
  const room = (height: number) => {
    if (!fitsOnPage(doc.y, height, doc.page.height - doc.page.margins.bottom)) doc.addPage();
  };
  /** `count` chart boxes side by side across the text column, below the text (on a new page when they would not fit). */
  const chartRow = (height: number, count = 1): Box[] => {
    doc.moveDown(0.4);
    room(height);
    const y = doc.y;
    const boxes = splitRow(left, width, count, CHART_GAP).map((c) => ({ ...c, y, height }));
    doc.y = y + height;
    return boxes;
  };
  /** A section's figures on the left and a chart box on their right, together on one page; with no chart, a box as tall as the figures. */
  const figuresBesideChart = (lines: string[], chartHeight: number | null): Box => {
    doc.fontSize(10.5);
    const textHeight = lines.reduce((h, text) => h + doc.heightOfString(text, { width: TEXT_COLUMN }), 0);
    const height = Math.max(textHeight, chartHeight ?? EMPTY_CHART_HEIGHT);
    room(height);
    const y = doc.y;
    for (const text of lines) doc.text(text, left, doc.y, { width: TEXT_COLUMN });
    doc.x = left;
    doc.y = y + height;
    return { x: left + TEXT_COLUMN + CHART_GAP, y, width: width - TEXT_COLUMN - CHART_GAP, height };
  };
  const afterChart = () => doc.moveDown(0.4);
  const noData = tr('health.pdf.charts.noData');

  /** A section's title, kept on the same page as the first `keep` points of what follows it. */
  const heading = (text: string, keep = 0) => {
    room(40 + keep);
    doc.moveDown(0.8).fontSize(14).fillColor('#1677ff').text(text).fillColor('#000').fontSize(10.5).moveDown(0.3);
  };
  // Each language's own colon ('School days: 22', '在园日：22'), from the dictionaries.
  const figure = (label: string, value: string | number) => tr('punctuation.labelled', { label, value });

  doc.fontSize(20).text(tr('health.pdf.title', { name: content.student.name }), { align: 'center' });
  const semester = tr(entityKeys.value(termEntity, 'semester', content.term.semester));
  doc
    .fontSize(11)
    .text(`${content.kindergarten} · ${content.student.className ?? ''} · ${tr('health.pdf.term', { year: content.term.schoolYear, semester })}`, { align: 'center' });
  doc.fontSize(9).fillColor('#888').text(`${content.term.beginDate} – ${content.term.endDate}`, { align: 'center' }).fillColor('#000');

  const a = content.attendance;
  const attendance = (['present', 'late', 'leftEarly', 'absent', 'leave'] as const).map((k) => ({ label: tr(`attendance.counts.${k}`), value: a[k], color: COLORS[k] }));
  const attendanceHeight = attendance.some((b) => b.value > 0) ? CHART_HEIGHT : null;
  heading(tr('health.pdf.attendance'), (attendanceHeight ?? EMPTY_CHART_HEIGHT) + 14);
  // From when the days count (reports written before this was kept say nothing).
  if (a.countedFrom !== undefined) {
    const span = a.countedFrom ? tr('health.pdf.countedFrom', { date: a.countedFrom }) : tr('health.pdf.noAttendance');
    doc.fontSize(9).fillColor('#888').text(span).fillColor('#000').fontSize(10.5).moveDown(0.3);
  }
  const attendanceBox = figuresBesideChart(
    [figure(tr('health.pdf.schoolDays'), a.schoolDays), ...attendance.map((b) => figure(b.label, b.value)), figure(tr('attendance.counts.rate'), `${a.rate}%`)],
    attendanceHeight,
  );
  drawBarChart(doc, attendanceBox, { title: tr('health.pdf.charts.attendance'), empty: noData }, attendance);
  afterChart();

  const c = content.checks;
  // As in the browser: every kind, in the order of the checks' reasons, as lying bars.
  const kinds = ABNORMAL_KINDS.map((k) => ({ label: tr(entityKeys.value(healthCheckEntity, 'reasons', k)), value: c.byKind[k] ?? 0, color: COLORS.abnormal }));
  const kindsHeight = kinds.some((b) => b.value > 0) ? KINDS_CHART_HEIGHT : null;
  heading(tr('health.pdf.checks'), kindsHeight ?? EMPTY_CHART_HEIGHT);
  const kindsBox = figuresBesideChart(
    [
      figure(tr('health.pdf.checkCount'), c.count),
      figure(tr('health.pdf.abnormal'), c.abnormal),
      figure(tr('health.pdf.maxTemperature'), c.maxTemperature === null ? '-' : `${tenth(c.maxTemperature)} °C`),
    ],
    kindsHeight,
  );
  drawBarChart(doc, kindsBox, { title: tr('health.pdf.charts.byKind'), empty: tr(c.count === 0 ? 'health.pdf.charts.noData' : 'health.pdf.charts.noAbnormal') }, kinds, {
    horizontal: true,
  });
  afterChart();
  const weeks = c.temperatureByWeek ?? [];
  const [temperatureBox] = chartRow(weeks.length ? CHART_HEIGHT : EMPTY_CHART_HEIGHT);
  drawLineChart(
    doc,
    temperatureBox!,
    { title: tr('health.pdf.charts.temperature'), empty: noData },
    weeks.map((w) => w.week),
    [
      { name: tr('health.pdf.charts.average'), color: '#1677ff', values: weeks.map((w) => w.average / 10) },
      { name: tr('health.pdf.charts.highest'), color: COLORS.abnormal, values: weeks.map((w) => w.max / 10) },
    ],
  );
  afterChart();
  for (const item of c.abnormalList) {
    const reasons = item.reasons.map((r) => tr(entityKeys.value(healthCheckEntity, 'reasons', r))).join(tr('punctuation.listSeparator'));
    doc.text(`${item.date} ${tr(entityKeys.value(healthCheckEntity, 'session', item.session))}  ${tenth(item.temperature)} °C  ${reasons}`);
  }

  heading(tr('health.pdf.messages'));
  if (content.messages.length === 0) doc.text(tr('health.pdf.none'));
  for (const m of content.messages) {
    doc.text(`${m.sentAt.slice(0, 10)}  ${m.content}`);
    if (m.reply)
      doc
        .fillColor('#555')
        .text(figure(tr('health.pdf.reply'), m.reply))
        .fillColor('#000');
  }

  const eyes = content.eyeTests;
  const eyesHeight = eyes.length ? CHART_HEIGHT : EMPTY_CHART_HEIGHT;
  heading(tr('health.pdf.eyeTests'), eyesHeight);
  const [eyesBox] = chartRow(eyesHeight);
  drawLineChart(
    doc,
    eyesBox!,
    { title: tr('health.pdf.charts.eyeTests'), empty: noData },
    eyes.map((e) => e.testDate),
    [
      { name: tr(entityKeys.field(eyeTestEntity, 'leftEye')), color: '#1677ff', values: eyes.map((e) => e.leftEye / 10) },
      { name: tr(entityKeys.field(eyeTestEntity, 'rightEye')), color: '#13c2c2', values: eyes.map((e) => e.rightEye / 10) },
    ],
  );
  afterChart();
  for (const e of eyes) {
    doc.text(`${e.testDate}  ${tr(entityKeys.field(eyeTestEntity, 'leftEye'))} ${tenth(e.leftEye)}  ${tr(entityKeys.field(eyeTestEntity, 'rightEye'))} ${tenth(e.rightEye)}`);
  }

  const sizes = content.measurements;
  const sizesHeight = sizes.length ? CHART_HEIGHT : EMPTY_CHART_HEIGHT;
  heading(tr('health.pdf.measurements'), sizesHeight);
  const [heightBox, weightBox] = chartRow(sizesHeight, 2);
  const dates = sizes.map((m) => m.measuredOn);
  drawLineChart(doc, heightBox!, { title: tr('health.pdf.charts.height'), empty: noData }, dates, [{ name: '', color: '#1677ff', values: sizes.map((m) => m.height / 10) }]);
  drawLineChart(doc, weightBox!, { title: tr('health.pdf.charts.weight'), empty: noData }, dates, [{ name: '', color: '#fa8c16', values: sizes.map((m) => m.weight / 10) }]);
  afterChart();
  for (const m of sizes) doc.text(`${m.measuredOn}  ${tenth(m.height)} cm  ${tenth(m.weight)} kg`);

  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor('#888')
    .text(tr('health.pdf.generatedAt', { time: localDateTime(new Date(content.generatedAt), content.timeZone ?? DEFAULT_TIME_ZONE).slice(0, 16) }));
  doc.end();
  return done;
}
