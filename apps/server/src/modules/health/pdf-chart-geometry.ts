/** Pure geometry of the growth report's charts: scales, bands and boxes, with no PDF in sight (so it can be tested). */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A value axis: its ends are ticks, and ticks are round numbers `step` apart. */
export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

export interface ScaleOptions {
  /** Bars start at zero; lines fit their values. */
  includeZero?: boolean;
  /** Counts: no ticks between whole numbers. */
  integer?: boolean;
  /** Roughly how many intervals between ticks (the result may have one or two fewer). */
  intervals?: number;
  /** Room left around the values, as a share of their range, so no point sits on the frame. */
  padding?: number;
}

/** The decimals a step needs: 0.2 -> 1, 0.25 -> 2, 5 -> 0. */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 10; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-9) return d;
  return 10;
}

/** The smallest of 1, 2, 2.5, 5 (times a power of ten) at least as large as `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = [1, 2, 2.5, 5, 10].find((f) => fraction <= f + 1e-9) ?? 10;
  return Number((nice * power).toPrecision(12));
}

/**
 * A value axis with round ticks that holds every value, or null when there is none.
 * One value (or all equal) gets room on both sides; with `includeZero`, zero is always on the axis.
 */
export function niceScale(values: readonly (number | null)[], options: ScaleOptions = {}): Scale | null {
  const { includeZero = false, integer = false, intervals = 4, padding = includeZero ? 0 : 0.1 } = options;
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return null;
  let lo = Math.min(...known);
  let hi = Math.max(...known);
  if (includeZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  if (lo === hi) {
    // Nothing to spread: zero counts show an axis up to one; a single value sits mid-axis.
    const spread = includeZero && lo === 0 ? 0 : Math.max(Math.abs(lo) * 0.05, integer ? 1 : 0.1);
    if (spread === 0) hi = 1;
    else {
      lo -= spread;
      hi += spread;
    }
  } else if (padding > 0) {
    const room = (hi - lo) * padding;
    if (!(includeZero && lo === 0)) lo -= room;
    if (!(includeZero && hi === 0)) hi += room;
  }
  let step = niceStep((hi - lo) / Math.max(1, intervals));
  if (integer) step = Math.max(1, Math.ceil(step));
  const decimals = stepDecimals(step);
  const round = (v: number) => Number(v.toFixed(decimals));
  const min = round(Math.floor(lo / step + 1e-9) * step);
  const max = round(Math.ceil(hi / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 2; i++) ticks.push(round(min + i * step));
  return { min, max, step, ticks };
}

/** A tick's label, with as many decimals as the step has. */
export function formatTick(value: number, scale: Scale): string {
  return value.toFixed(stepDecimals(scale.step));
}

/** Where a value falls between two coordinates (`from` is the scale's min, `to` its max); values outside are held at the ends. */
export function project(value: number, scale: Scale, from: number, to: number): number {
  const share = scale.max === scale.min ? 0.5 : (value - scale.min) / (scale.max - scale.min);
  return from + Math.min(1, Math.max(0, share)) * (to - from);
}

/** `count` equal bands between two coordinates: each band's centre and its width. */
export function bands(count: number, from: number, to: number): { centers: number[]; width: number } {
  if (count <= 0) return { centers: [], width: 0 };
  const width = (to - from) / count;
  return { centers: Array.from({ length: count }, (_, i) => from + width * (i + 0.5)), width };
}

/** A bar's thickness in its band: most of the band, never more than `max`. */
export function barThickness(bandWidth: number, max: number, share = 0.6): number {
  return Math.max(0, Math.min(max, bandWidth * share));
}

/** Label every n-th band so labels of this width (plus a gap) do not overlap: 1 labels all. */
export function labelEvery(bandWidth: number, labelWidth: number, gap = 6): number {
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth + gap) / bandWidth));
}

/**
 * Which of `count` bands get a label when only every `every`-th fits. The last one always does (it is
 * the latest reading), taking the place of the labelled one before it when the two would be too close.
 */
export function labelledIndices(count: number, every: number): number[] {
  const step = Math.max(1, Math.floor(every));
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  const last = count - 1;
  if (count > 0 && out[out.length - 1] !== last) {
    if (last - out[out.length - 1]! < step) out.pop();
    out.push(last);
  }
  return out;
}

/** The plot inside a chart's box once room is kept for the title, the axis labels and the value labels. */
export function plotArea(box: Box, insets: { top: number; right: number; bottom: number; left: number }): Box {
  const x = box.x + insets.left;
  const y = box.y + insets.top;
  return { x, y, width: Math.max(0, box.width - insets.left - insets.right), height: Math.max(0, box.height - insets.top - insets.bottom) };
}

/** Splits a row into `count` boxes of equal width with `gap` between them. */
export function splitRow(x: number, width: number, count: number, gap: number): { x: number; width: number }[] {
  const each = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ x: x + i * (each + gap), width: each }));
}

/** Whether a block of this height still fits above the page's bottom margin. */
export function fitsOnPage(y: number, height: number, bottom: number): boolean {
  return y + height <= bottom;
}
