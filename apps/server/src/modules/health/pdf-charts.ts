/** Charts of the growth report drawn with pdfkit's own lines and text (vector, no image, no extra dependency). */
import { barThickness, bands, type Box, formatTick, labelEvery, labelledIndices, niceScale, plotArea, project, type Scale } from './pdf-chart-geometry.js';

type Doc = PDFKit.PDFDocument;

const FRAME = '#d9d9d9';
const GRID = '#f0f0f0';
const AXIS = '#8c8c8c';
const TEXT = '#595959';
const TITLE_SIZE = 10;
const LABEL_SIZE = 7.5;
/** Room above the plot for the title row. */
const TITLE_ROOM = 22;
/** The height of a chart box that only says there is nothing to draw. */
export const EMPTY_CHART_HEIGHT = 46;

export interface ChartText {
  title: string;
  /** Said in the box instead of the chart when there is nothing to draw. */
  empty: string;
}

export interface Bar {
  label: string;
  value: number;
  color: string;
}

export interface Series {
  name: string;
  color: string;
  /** One value per category; null where there is none. */
  values: (number | null)[];
}

type Align = 'left' | 'center' | 'right';

/** One line of text at a point, aligned by its own width, never wrapped (so it can't start a page). */
function label(doc: Doc, text: string, x: number, y: number, align: Align = 'left') {
  const width = doc.widthOfString(text);
  const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  doc.text(text, left, y, { lineBreak: false });
}

/** The frame and title every chart has; leaves the font at label size for what follows. */
function frame(doc: Doc, box: Box, title: string) {
  doc.lineWidth(0.5).strokeColor(FRAME).rect(box.x, box.y, box.width, box.height).stroke();
  doc.fontSize(TITLE_SIZE).fillColor('#1f1f1f');
  label(doc, title, box.x + 8, box.y + 6);
  doc.fontSize(LABEL_SIZE).fillColor(TEXT);
}

/** What a box says instead of a chart, centred below the title. */
function emptyNote(doc: Doc, box: Box, text: string) {
  doc.fontSize(LABEL_SIZE + 1).fillColor('#8c8c8c');
  const inner = { top: box.y + TITLE_ROOM, bottom: box.y + box.height };
  label(doc, text, box.x + box.width / 2, (inner.top + inner.bottom) / 2 - doc.currentLineHeight() / 2 - 2, 'center');
}

/** Leaves the document as the report's text expects it: black, body size, at the left margin below the chart. */
function finish(doc: Doc, box: Box) {
  doc.fillColor('#000').strokeColor('#000').lineWidth(1).fontSize(10.5);
  doc.x = doc.page.margins.left;
  doc.y = box.y + box.height;
}

/** The widest of the tick labels of a scale, at label size. */
function tickWidth(doc: Doc, scale: Scale): number {
  doc.fontSize(LABEL_SIZE);
  return Math.max(...scale.ticks.map((t) => doc.widthOfString(formatTick(t, scale))));
}

/** Value grid lines and their labels along a vertical axis. */
function valueAxisY(doc: Doc, plot: Box, scale: Scale) {
  const half = doc.currentLineHeight() / 2;
  for (const tick of scale.ticks) {
    const y = project(tick, scale, plot.y + plot.height, plot.y);
    doc
      .lineWidth(0.5)
      .strokeColor(GRID)
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    label(doc, formatTick(tick, scale), plot.x - 4, y - half, 'right');
  }
  doc
    .lineWidth(0.75)
    .strokeColor(AXIS)
    .moveTo(plot.x, plot.y + plot.height)
    .lineTo(plot.x + plot.width, plot.y + plot.height)
    .stroke();
}

/**
 * Bars of counts: upright with labels below, or lying (`horizontal`) with labels on the left, as the
 * browser's abnormal-kinds chart does. Each bar carries its value; all zero means nothing to draw.
 */
export function drawBarChart(doc: Doc, box: Box, text: ChartText, bars: Bar[], options: { horizontal?: boolean } = {}) {
  frame(doc, box, text.title);
  const scale = bars.some((b) => b.value > 0)
    ? niceScale(
        bars.map((b) => b.value),
        { includeZero: true, integer: true },
      )
    : null;
  if (!scale) {
    emptyNote(doc, box, text.empty);
    return finish(doc, box);
  }
  const lineHeight = doc.currentLineHeight();
  if (options.horizontal) {
    const names = Math.max(...bars.map((b) => doc.widthOfString(b.label)));
    const plot = plotArea(box, { top: TITLE_ROOM, right: 28, bottom: lineHeight + 10, left: names + 16 });
    const rows = bands(bars.length, plot.y, plot.y + plot.height);
    const thick = barThickness(rows.width, 12);
    for (const tick of scale.ticks) {
      const x = project(tick, scale, plot.x, plot.x + plot.width);
      doc
        .lineWidth(0.5)
        .strokeColor(GRID)
        .moveTo(x, plot.y)
        .lineTo(x, plot.y + plot.height)
        .stroke();
      label(doc, formatTick(tick, scale), x, plot.y + plot.height + 4, 'center');
    }
    doc
      .lineWidth(0.75)
      .strokeColor(AXIS)
      .moveTo(plot.x, plot.y)
      .lineTo(plot.x, plot.y + plot.height)
      .stroke();
    bars.forEach((bar, i) => {
      const cy = rows.centers[i]!;
      const end = project(bar.value, scale, plot.x, plot.x + plot.width);
      doc.fillColor(TEXT);
      label(doc, bar.label, plot.x - 6, cy - lineHeight / 2, 'right');
      if (bar.value > 0) doc.rect(plot.x, cy - thick / 2, end - plot.x, thick).fill(bar.color);
      doc.fillColor(TEXT);
      label(doc, String(bar.value), end + 4, cy - lineHeight / 2);
    });
    return finish(doc, box);
  }
  const plot = plotArea(box, { top: TITLE_ROOM + lineHeight, right: 12, bottom: lineHeight + 10, left: tickWidth(doc, scale) + 14 });
  valueAxisY(doc, plot, scale);
  const columns = bands(bars.length, plot.x, plot.x + plot.width);
  const thick = barThickness(columns.width, 36);
  const base = plot.y + plot.height;
  bars.forEach((bar, i) => {
    const cx = columns.centers[i]!;
    const top = project(bar.value, scale, base, plot.y);
    if (bar.value > 0) doc.rect(cx - thick / 2, top, thick, base - top).fill(bar.color);
    doc.fillColor(TEXT);
    label(doc, String(bar.value), cx, top - lineHeight - 1, 'center');
    label(doc, bar.label, cx, base + 4, 'center');
  });
  return finish(doc, box);
}

/** Values over dated categories as lines with points (one line per series, a legend when there are several). */
export function drawLineChart(doc: Doc, box: Box, text: ChartText, categories: string[], series: Series[], decimals = 1) {
  frame(doc, box, text.title);
  const scale = niceScale(series.flatMap((s) => s.values));
  if (!scale || categories.length === 0) {
    emptyNote(doc, box, text.empty);
    return finish(doc, box);
  }
  const lineHeight = doc.currentLineHeight();
  if (series.length > 1) {
    // The legend on the title row, right-aligned: a swatch and the series' name each.
    let right = box.x + box.width - 8;
    for (const s of [...series].reverse()) {
      const width = doc.widthOfString(s.name);
      doc.fillColor(TEXT);
      label(doc, s.name, right - width, box.y + 8);
      doc.rect(right - width - 14, box.y + 8 + lineHeight / 2 - 2.5, 10, 5).fill(s.color);
      right -= width + 24;
    }
  }
  const plot = plotArea(box, { top: TITLE_ROOM + lineHeight / 2, right: 12, bottom: lineHeight + 10, left: tickWidth(doc, scale) + 14 });
  doc.fillColor(TEXT);
  valueAxisY(doc, plot, scale);
  const columns = bands(categories.length, plot.x, plot.x + plot.width);
  const every = labelEvery(columns.width, Math.max(...categories.map((c) => doc.widthOfString(c))));
  for (const i of labelledIndices(categories.length, every)) label(doc, categories[i]!, columns.centers[i]!, plot.y + plot.height + 4, 'center');
  // Few readings: each point carries its value, the first series' above and the second's below (they often match).
  const showValues = categories.length <= 8;
  series.forEach((s, index) => {
    const points = s.values.map((v, i) => (v === null ? null : { x: columns.centers[i]!, y: project(v, scale, plot.y + plot.height, plot.y), v }));
    // Lines join neighbouring readings only; a gap (null) breaks the line.
    doc.lineWidth(1.5).strokeColor(s.color);
    points.forEach((p, i) => {
      const prev = points[i - 1];
      if (p && prev) doc.moveTo(prev.x, prev.y).lineTo(p.x, p.y).stroke();
    });
    for (const p of points) {
      if (!p) continue;
      doc.circle(p.x, p.y, 2.5).fill(s.color);
      if (showValues) {
        doc.fillColor(s.color);
        label(doc, p.v.toFixed(decimals), p.x + 4, index === 0 ? p.y - lineHeight - 1 : p.y + 2);
      }
    }
  });
  return finish(doc, box);
}
