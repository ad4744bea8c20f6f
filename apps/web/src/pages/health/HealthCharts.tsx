import { ABNORMAL_KINDS, healthCheckEntity, type HealthCounts, TEMPERATURE_BANDS } from '@kg/domain';
import { Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/chart/ChartCard';
import { CountBarsChart } from '../../components/chart/CountBarsChart';
import { CHART_COLORS } from '../../components/chart/options';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';

/** Colours of the temperature bands, low to high: cold blue, normal greens, warm orange, hot red. */
const BAND_COLORS = [CHART_COLORS.blue, CHART_COLORS.good, CHART_COLORS.lime, CHART_COLORS.warn, CHART_COLORS.bad];

/** The day's abnormal checks by kind and the checks by temperature band, as two bar charts. */
export function HealthCharts({ counts }: { counts: HealthCounts }) {
  const { t } = useTranslation();
  const people = t('healthScreens.daily.people');
  const kinds = useMemo(() => ABNORMAL_KINDS.map((kind) => enumLabel(healthCheckEntity, 'reasons', kind)), []);
  const byKind = useMemo(() => ABNORMAL_KINDS.map((kind) => counts.byKind[kind] ?? 0), [counts.byKind]);
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  const bands = useMemo(() => TEMPERATURE_BANDS.map((band) => translateKey(`health.bands.${band.key}`)), []);
  const byBand = useMemo(() => TEMPERATURE_BANDS.map((_, i) => counts.temperatures[i] ?? 0), [counts.temperatures]);
  return (
    <Row gutter={[16, 16]}>
      <ChartCard title={t('healthScreens.daily.byKind')} from="lg" data-testid="health-chart-kinds">
        <CountBarsChart labels={kinds} values={byKind} colors={CHART_COLORS.bad} axisName={people} horizontal data-testid="health-chart-kinds-drawing" />
      </ChartCard>
      <ChartCard title={t('healthScreens.daily.temperatures')} from="lg" data-testid="health-chart-bands">
        <CountBarsChart labels={bands} values={byBand} colors={BAND_COLORS} axisName={people} data-testid="health-chart-bands-drawing" />
      </ChartCard>
    </Row>
  );
}
