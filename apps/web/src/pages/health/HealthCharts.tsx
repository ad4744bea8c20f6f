import { ABNORMAL_KINDS, healthCheckEntity, type HealthCounts, TEMPERATURE_BANDS } from '@kg/domain';
import { Card, Col, Row } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabelLayout } from '../../components/chart/axis-labels';
import { Chart } from '../../components/chart/Chart';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';

// Only what these charts use, so the chunk stays small (and only this page loads it). Drawn as SVG:
// a few bars read as sharply at any zoom, and their labels are elements a test can measure.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const ABNORMAL_COLOR = '#f5222d';
/** Colours of the temperature bands, low to high: cold blue, normal greens, warm orange, hot red. */
const BAND_COLORS = ['#1677ff', '#52c41a', '#a0d911', '#fa8c16', '#f5222d'];
const CHART_HEIGHT = 280;

interface BarSpec {
  labels: string[];
  values: number[];
  colors: string | string[];
  axisName: string;
  horizontal?: boolean;
}

function barOption({ labels, values, colors, axisName, horizontal }: BarSpec, width: number) {
  // Every label shown (a skipped band or kind would read as missing), turned where they would touch.
  const axisLabel = horizontal ? { interval: 0 } : categoryLabelLayout(labels, width);
  const category = { type: 'category' as const, data: labels, axisTick: { alignWithLabel: true }, axisLabel };
  // A horizontal chart's value axis is unnamed: its name would sit past the right edge.
  const value = { type: 'value' as const, name: horizontal ? undefined : axisName, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    grid: { left: 12, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [
      {
        type: 'bar' as const,
        barMaxWidth: 36,
        data: values.map((v, i) => ({ value: v, itemStyle: { color: Array.isArray(colors) ? colors[i % colors.length] : colors } })),
        label: { show: true, position: horizontal ? ('right' as const) : ('top' as const) },
      },
    ],
  };
}

/** The day's abnormal checks by kind and the checks by temperature band, as two bar charts. */
export function HealthCharts({ counts }: { counts: HealthCounts }) {
  const { t } = useTranslation();
  const people = t('healthScreens.daily.people');
  const byKind = useCallback(
    (width: number) =>
      barOption(
        {
          labels: ABNORMAL_KINDS.map((kind) => enumLabel(healthCheckEntity, 'reasons', kind)),
          values: ABNORMAL_KINDS.map((kind) => counts.byKind[kind] ?? 0),
          colors: ABNORMAL_COLOR,
          axisName: people,
          horizontal: true,
        },
        width,
      ),
    [counts.byKind, people],
  );
  const bands = useCallback(
    (width: number) =>
      barOption(
        {
          // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
          labels: TEMPERATURE_BANDS.map((band) => translateKey(`health.bands.${band.key}`)),
          values: TEMPERATURE_BANDS.map((_, i) => counts.temperatures[i] ?? 0),
          colors: BAND_COLORS,
          axisName: people,
        },
        width,
      ),
    [counts.temperatures, people],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('healthScreens.daily.byKind')} data-testid="health-chart-kinds">
          <Chart echarts={echarts} option={byKind} height={CHART_HEIGHT} renderer="svg" data-testid="health-chart-kinds-drawing" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('healthScreens.daily.temperatures')} data-testid="health-chart-bands">
          <Chart echarts={echarts} option={bands} height={CHART_HEIGHT} renderer="svg" data-testid="health-chart-bands-drawing" />
        </Card>
      </Col>
    </Row>
  );
}
