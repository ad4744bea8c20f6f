import type * as echarts from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo, useRef } from 'react';
import { useReducedMotion } from '../motion/useReducedMotion';
import { useElementWidth } from './useElementWidth';

export interface ChartProps {
  /** The echarts core with what the chart uses registered (each chart module registers its own parts). */
  echarts: typeof echarts;
  /** The chart's option for the width it has now: labels are laid out for that width (axis-labels). */
  option: (width: number) => object;
  height: number;
  /** The renderer the chart module registered (canvas unless it says svg). */
  renderer?: 'canvas' | 'svg';
  onEvents?: Record<string, (event: never) => void>;
  /** False: drawn at once, without growing bars (a report to read or print). */
  animate?: boolean;
  'data-testid'?: string;
}

/**
 * Every chart: as wide as its container, redrawn when that changes (the window, the side menu
 * folding, a phone turned), its option rebuilt for the new width. The box may shrink below the
 * canvas drawn before (minWidth 0), or a chart in a flex row would hold its row wide. Drawn at once,
 * without growing bars, when the person asked for reduced motion.
 */
export function Chart({ echarts, option, height, renderer = 'canvas', onEvents, animate = true, 'data-testid': testId }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const reducedMotion = useReducedMotion();
  const still = reducedMotion || !animate;
  const built = useMemo(() => (still ? { ...option(width), animation: false } : option(width)), [option, width, still]);
  const opts = useMemo(() => ({ renderer }), [renderer]);
  return (
    <div ref={box} style={{ width: '100%', minWidth: 0, height }} data-testid={testId} data-chart-width={width}>
      {width > 0 && <ReactEChartsCore echarts={echarts} option={built} opts={opts} notMerge onEvents={onEvents} style={{ height, width: '100%' }} />}
    </div>
  );
}
