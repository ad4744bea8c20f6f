import { describe, expect, it } from 'vitest';
import { barsOption, comboOption, countBarsOption, linesOption } from './options';

const LABELS = ['小一班', '小二班', '中一班'];
const SERIES = [
  { name: 'checked', values: [24, 27, 30], color: '#52c41a' },
  { name: 'abnormal', values: [2, 0, 3] },
];

describe('barsOption', () => {
  it('draws each series as bars side by side over every label, the value axis in whole numbers', () => {
    const o = barsOption({ labels: LABELS, series: SERIES, axisName: 'people' }, 600);
    expect(o.xAxis.data).toEqual(LABELS);
    expect(o.xAxis.axisLabel).toEqual({ interval: 0, rotate: 0 });
    expect(o.yAxis).toMatchObject({ type: 'value', name: 'people', minInterval: 1 });
    expect(o.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'checked', [24, 27, 30]],
      ['bar', 'abnormal', [2, 0, 3]],
    ]);
    expect(o.series[0]).toMatchObject({ itemStyle: { color: '#52c41a' } });
    expect(o.series[1]).not.toHaveProperty('itemStyle');
    expect(o.series[0]).not.toHaveProperty('stack');
    expect(o.series[0]).not.toHaveProperty('cursor');
  });

  it('stacks shares up to 100 % and writes them in %', () => {
    const o = barsOption({ labels: LABELS, series: SERIES, stacked: true, percent: true }, 600);
    expect(new Set(o.series.map((s) => s.stack))).toEqual(new Set(['one']));
    expect(o.yAxis).toMatchObject({ max: 100, axisLabel: { formatter: '{value}%' } });
    expect((o.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter(86)).toBe('86%');
  });

  it('turns labels that would touch in a narrow chart, and leaves many dates to echarts', () => {
    expect(barsOption({ labels: LABELS, series: SERIES }, 120).xAxis.axisLabel?.rotate).toBeGreaterThan(0);
    expect(barsOption({ labels: LABELS, series: SERIES, crowded: true }, 120).xAxis).not.toHaveProperty('axisLabel');
  });

  it('shows a pointer over bars that drill down', () => {
    expect(barsOption({ labels: LABELS, series: SERIES, clickable: true }, 600).series[0]).toMatchObject({ cursor: 'pointer' });
  });
});

describe('countBarsOption', () => {
  it('colours the bars in turn, numbers each, and names the value axis when upright', () => {
    const o = countBarsOption({ labels: ['a', 'b', 'c'], values: [1, 2, 3], colors: ['red', 'blue'], axisName: 'people' }, 600);
    expect(o.xAxis).toMatchObject({ type: 'category', data: ['a', 'b', 'c'] });
    expect(o.yAxis).toMatchObject({ type: 'value', name: 'people' });
    expect(o.series[0]!.data).toEqual([
      { value: 1, itemStyle: { color: 'red' } },
      { value: 2, itemStyle: { color: 'blue' } },
      { value: 3, itemStyle: { color: 'red' } },
    ]);
    expect(o.series[0]!.label).toEqual({ show: true, position: 'top' });
  });

  it('lays the bars down with every label on the left, first on top, the value axis unnamed', () => {
    const o = countBarsOption({ labels: ['a', 'b'], values: [1, 2], colors: 'red', axisName: 'times', horizontal: true }, 600);
    expect(o.yAxis).toMatchObject({ type: 'category', data: ['a', 'b'], inverse: true, axisLabel: { interval: 0 } });
    expect(o.xAxis).toMatchObject({ type: 'value', name: undefined });
    expect(o.series[0]!.label.position).toBe('right');
  });
});

describe('comboOption', () => {
  it('puts bars and lines on their axis, the left one unless said', () => {
    const o = comboOption(
      {
        labels: ['2026-10', '2026-11'],
        series: [
          { name: 'opened', type: 'bar', values: [1, 2] },
          { name: 'children', type: 'line', values: [100, 120], axis: 1 },
        ],
        axisNames: ['count', undefined],
      },
      600,
    );
    expect(o.yAxis.map((a) => a.name)).toEqual(['count', undefined]);
    expect(o.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
  });
});

describe('linesOption', () => {
  it('writes values to the decimals asked, with their unit in the tooltip, on an axis fitted to them', () => {
    const o = linesOption({ labels: ['09-07'], series: [{ name: 'average', values: [36.6] }], decimals: 1, unit: '°C' }, 600);
    expect(o.yAxis.scale).toBe(true);
    expect(o.yAxis.axisLabel.formatter(37)).toBe('37.0');
    expect(o.tooltip.valueFormatter(36.64)).toBe('36.6 °C');
    expect(o.series[0]).toMatchObject({ type: 'line', data: [36.6] });
  });
});
