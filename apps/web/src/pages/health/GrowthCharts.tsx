import { ABNORMAL_KINDS, type AbnormalKind, type GrowthReportContent, healthCheckEntity } from '@kg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBarsChart } from '../../components/chart/CountBarsChart';
import { LinesChart } from '../../components/chart/LinesChart';
import { CHART_COLORS } from '../../components/chart/options';
import { enumLabel } from '../../components/resource/labels';

/** A term's abnormal findings by kind, as a small horizontal bar chart. */
export function GrowthKindsChart({ byKind }: { byKind: Partial<Record<AbnormalKind, number>> }) {
  const { t } = useTranslation();
  const kinds = useMemo(() => ABNORMAL_KINDS.map((kind) => enumLabel(healthCheckEntity, 'reasons', kind)), []);
  const values = useMemo(() => ABNORMAL_KINDS.map((kind) => byKind[kind] ?? 0), [byKind]);
  return <CountBarsChart labels={kinds} values={values} colors={CHART_COLORS.bad} axisName={t('healthScreens.growth.times')} horizontal height={220} animate={false} />;
}

type Week = NonNullable<GrowthReportContent['checks']['temperatureByWeek']>[number];

/** A term's temperatures week by week: the average and the highest, in °C. */
export function GrowthTemperatureChart({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => weeks.map((w) => w.week.slice(5)), [weeks]);
  const series = useMemo(
    () => [
      { name: t('healthScreens.growth.average'), values: weeks.map((w) => w.average / 10), color: CHART_COLORS.blue },
      { name: t('healthScreens.growth.highest'), values: weeks.map((w) => w.max / 10), color: CHART_COLORS.bad },
    ],
    [weeks, t],
  );
  return <LinesChart labels={labels} series={series} decimals={1} unit="°C" height={220} animate={false} data-testid="growth-temperature-chart" />;
}
