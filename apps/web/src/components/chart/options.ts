import { categoryLabelLayout } from './axis-labels';

/**
 * The ECharts options of every chart the product draws, from plain data: one style (margins, legend,
 * tooltip, bar widths, label layout) for every area. Pure: no ECharts here, so they are tested without it
 * and the shell never loads it; the chart components (BarsChart, CountBarsChart, ComboChart, LinesChart)
 * draw them.
 */

/** The product's chart colours, by what they mean. */
export const CHART_COLORS = {
  good: '#52c41a',
  bad: '#f5222d',
  blue: '#1677ff',
  warn: '#fa8c16',
  purple: '#722ed1',
  cyan: '#13c2c2',
  lime: '#a0d911',
} as const;

/** One series of values, a value a label. */
export interface ChartSeries {
  name: string;
  values: readonly number[];
  color?: string;
}

const GRID = { left: 12, right: 24, top: 40, bottom: 8, containLabel: true } as const;
const AXIS_TOOLTIP = { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } };
const percent = (v: unknown) => `${String(v)}%`;

/** Every label shown, turned where they would touch; or, for many dates, every few (they read fine so). */
function categoryAxis(labels: readonly string[], width: number, crowded?: boolean) {
  return {
    type: 'category' as const,
    data: [...labels],
    axisTick: { alignWithLabel: true },
    ...(crowded ? {} : { axisLabel: categoryLabelLayout(labels, width) }),
  };
}

export interface BarsSpec {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The series stacked in one bar a label (a day's shares). */
  stacked?: boolean;
  /** Values are percentages: the axis ends at 100 and reads in %. */
  percent?: boolean;
  /** The value axis's name (people, times). */
  axisName?: string;
  /** Many labels (the days of a month): echarts shows every few rather than turning them all. */
  crowded?: boolean;
  /** A bar may be clicked (it drills down). */
  clickable?: boolean;
}

/** Bars side by side (or stacked) of some series over categories, with a legend. */
export function barsOption(spec: BarsSpec, width: number) {
  return {
    tooltip: spec.percent ? { ...AXIS_TOOLTIP, valueFormatter: percent } : AXIS_TOOLTIP,
    legend: { top: 0 },
    grid: GRID,
    xAxis: categoryAxis(spec.labels, width, spec.crowded),
    yAxis: {
      type: 'value' as const,
      name: spec.axisName,
      minInterval: 1,
      ...(spec.percent ? { max: 100, axisLabel: { formatter: '{value}%' } } : {}),
    },
    series: spec.series.map((s) => ({
      name: s.name,
      type: 'bar' as const,
      data: [...s.values],
      barMaxWidth: spec.crowded ? 24 : 32,
      ...(spec.stacked ? { stack: 'one' } : {}),
      ...(s.color ? { itemStyle: { color: s.color } } : {}),
      ...(spec.clickable ? { cursor: 'pointer' } : {}),
    })),
  };
}

export interface CountBarsSpec {
  labels: readonly string[];
  values: readonly number[];
  /** One colour for all, or a colour a bar in turn (the temperature bands, cold to hot). */
  colors: string | readonly string[];
  /** What the bars count: the value axis's name, and the tooltip's. */
  axisName: string;
  /** Bars lying, their labels down the left: for long labels (the kinds of finding). */
  horizontal?: boolean;
}

/** One count a label, each bar with its number: every label shown, none skipped (a missing one would read as nothing). */
export function countBarsOption({ labels, values, colors, axisName, horizontal }: CountBarsSpec, width: number) {
  const category = { ...categoryAxis(labels, width), ...(horizontal ? { axisLabel: { interval: 0 }, inverse: true } : {}) };
  // A horizontal chart's value axis is unnamed: its name would sit past the right edge.
  const value = { type: 'value' as const, name: horizontal ? undefined : axisName, minInterval: 1 };
  return {
    tooltip: AXIS_TOOLTIP,
    grid: { ...GRID, top: horizontal ? 8 : 36, right: horizontal ? 32 : GRID.right },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: [
      {
        type: 'bar' as const,
        name: axisName,
        barMaxWidth: horizontal ? 20 : 36,
        data: values.map((v, i) => ({ value: v, itemStyle: { color: typeof colors === 'string' ? colors : colors[i % colors.length] } })),
        label: { show: true, position: horizontal ? ('right' as const) : ('top' as const) },
      },
    ],
  };
}

/** A series of a combined chart: bars or a line, on the left axis (0) or the right (1). */
export interface ComboSeries extends ChartSeries {
  type: 'bar' | 'line';
  axis?: 0 | 1;
}

export interface ComboSpec {
  labels: readonly string[];
  series: readonly ComboSeries[];
  /** The two value axes' names, where they have one. */
  axisNames?: readonly [string | undefined, string | undefined];
}

/** Bars and lines over the same categories (months, kindergartens), on two value axes: counts of a month beside sizes at its end. */
export function comboOption({ labels, series, axisNames }: ComboSpec, width: number) {
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: GRID,
    xAxis: categoryAxis(labels, width),
    yAxis: [0, 1].map((i) => ({ type: 'value' as const, name: axisNames?.[i], minInterval: 1 })),
    series: series.map((s) => ({
      type: s.type,
      name: s.name,
      data: [...s.values],
      yAxisIndex: s.axis ?? 0,
      barMaxWidth: 32,
      ...(s.color ? { itemStyle: { color: s.color } } : {}),
    })),
  };
}

export interface LinesSpec {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Values to this many decimals, on the axis and in the tooltip. */
  decimals?: number;
  /** Written after a value in the tooltip (°C). */
  unit?: string;
}

/** Lines of measures over time (temperatures week by week): the axis fitted to the values, not from zero. */
export function linesOption({ labels, series, decimals = 0, unit }: LinesSpec, width: number) {
  const format = (v: unknown) => Number(v).toFixed(decimals);
  return {
    tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => (unit ? `${format(v)} ${unit}` : format(v)) },
    legend: { top: 0 },
    grid: { ...GRID, top: 32 },
    xAxis: categoryAxis(labels, width),
    yAxis: { type: 'value' as const, scale: true, axisLabel: { formatter: (v: number) => format(v) } },
    series: series.map((s) => ({ type: 'line' as const, name: s.name, data: [...s.values], ...(s.color ? { itemStyle: { color: s.color } } : {}) })),
  };
}
