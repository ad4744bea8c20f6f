import { type ReachGroupBy, type ReachRows } from '@kg/domain';
import { Breadcrumb, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaTrail } from './reach-rows';
import type { ReachLayoutState } from './useReachLayout';

/** The switch between kindergartens and areas, and (by area) the breadcrumb of the drill-down. */
export function ReachLayoutBar({ layout, view }: { layout: ReachLayoutState; view: Pick<ReachRows<unknown>, 'areaPath'> | undefined }) {
  const { t } = useTranslation();
  const trail = areaTrail(view ?? { areaPath: [] }, layout.areaCode, { all: t('report.reach.allAreas'), unknown: t('report.reach.unknownArea') });
  return (
    <Flex wrap gap={16} align="center" style={{ marginBottom: 12 }}>
      <Segmented<ReachGroupBy>
        value={layout.groupBy}
        options={[
          { value: 'kindergarten', label: t('report.reach.byKindergarten') },
          { value: 'area', label: t('report.reach.byArea') },
        ]}
        onChange={layout.setGroupBy}
        data-testid="health-reach-groupby"
      />
      {layout.groupBy === 'area' && (
        <Breadcrumb
          data-testid="health-reach-breadcrumb"
          items={trail.map((step, i) => ({
            key: step.code ?? 'all',
            title:
              i < trail.length - 1 ? (
                <Typography.Link onClick={() => layout.drill(step.code)} data-testid={`health-reach-crumb-${step.code ?? 'all'}`}>
                  {step.title}
                </Typography.Link>
              ) : (
                <span data-testid={`health-reach-crumb-${step.code ?? 'all'}`}>{step.title}</span>
              ),
          }))}
        />
      )}
    </Flex>
  );
}
