/** What a category axis's labels need to be read side by side: all shown, turned when they would touch. */
export interface CategoryLabelLayout {
  interval: 0;
  rotate: 0 | 30 | 45 | 90;
}

/** Room a chart's value axis and margins take from its width (grid margins and the value labels). */
export const AXIS_ALLOWANCE = 72;
/** The height of a label line at 12 px: a turned label needs that much room across its slot. */
const LINE = 14;
/** Space kept between two labels. */
const GAP = 8;

/**
 * The width a label takes at 12 px, estimated: a Chinese character is square, a Latin letter or a
 * digit a little over half as wide. Close enough to tell whether labels touch.
 */
export function labelWidth(label: string, fontSize = 12): number {
  let width = 0;
  for (const char of label) width += char.charCodeAt(0) > 0x2e7f ? fontSize : fontSize * 0.62;
  return width;
}

/**
 * How a category axis of these labels lays them out in a chart this wide: level while each fits its
 * slot, turned 30° or 45° when they would overlap but the slot still holds a line, upright when even
 * that is too narrow. Never skipped: a missing band or kind would read as nothing there.
 */
export function categoryLabelLayout(labels: readonly string[], chartWidth: number, fontSize = 12): CategoryLabelLayout {
  if (labels.length === 0 || chartWidth <= 0) return { interval: 0, rotate: 0 };
  const slot = Math.max(0, chartWidth - AXIS_ALLOWANCE) / labels.length;
  const widest = Math.max(...labels.map((l) => labelWidth(l, fontSize)));
  if (widest + GAP <= slot) return { interval: 0, rotate: 0 };
  if (slot >= 2 * LINE) return { interval: 0, rotate: 30 };
  if (slot >= LINE * Math.SQRT2) return { interval: 0, rotate: 45 };
  return { interval: 0, rotate: 90 };
}
