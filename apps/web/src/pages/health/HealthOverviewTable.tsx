import { type CheckSession, healthCheckEntity, type HealthOverview } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { LoadError } from '../../components/LoadError';
import { enumLabel } from '../../components/resource/labels';
import { translateKey } from '../../i18n';
import { isToday, LIVE_REFRESH_MS } from '../attendance/attendance-format';
import { LoadingCard } from '../attendance/attendance-parts';

type KigRow = HealthOverview['kindergartens'][number];
type CountKey = 'expected' | 'checked' | 'notChecked' | 'abnormal' | 'pendingReview';
const COUNT_KEYS: readonly CountKey[] = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'];
const COUNT_COLORS: Partial<Record<CountKey, string>> = { notChecked: '#fa8c16', abnormal: '#f5222d', pendingReview: '#1677ff' };

function countLabel(key: CountKey): string {
  // translateKey: a computed key on the typed `t` gives up on the grown dictionary (TS2589).
  return translateKey(`health.counts.${key}`);
}

/**
 * A group's kindergartens on a day and session, before one is chosen: a row (or its "view" link)
 * chooses the kindergarten, whose classes the daily page then shows.
 */
export function HealthOverviewTable({ date, session, onChoose }: { date: string; session: CheckSession; onChoose: (kigId: string) => void }) {
  const { t } = useTranslation();
  const query = { date, session };
  const overview = useQuery({
    queryKey: healthKeys.overview(query),
    staleTime: 0,
    queryFn: ({ signal }) => healthApi.overview(query, signal),
    refetchInterval: isToday(date) ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  if (overview.isPending) return <LoadingCard />;
  if (overview.isError)
    return (
      <Card>
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      </Card>
    );
  const data = overview.data;
  const columns: ColumnsType<KigRow> = [
    { key: 'kigName', title: t('healthScreens.overview.kindergarten'), dataIndex: 'kigName', fixed: 'left', width: 200 },
    ...COUNT_KEYS.map((key) => ({
      key,
      title: countLabel(key),
      dataIndex: key,
      align: 'right' as const,
      width: 96,
      sorter: (a: KigRow, b: KigRow) => a[key] - b[key],
      render: (value: number) => (value > 0 && COUNT_COLORS[key] ? <Typography.Text style={{ color: COUNT_COLORS[key] }}>{value}</Typography.Text> : value),
    })),
    {
      key: 'actions',
      title: t('resource.table.actions'),
      fixed: 'right',
      width: 90,
      render: (_: unknown, row: KigRow) => (
        <Button
          type="link"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            onChoose(row.kigId);
          }}
          data-testid={`health-overview-view-${row.kigId}`}
        >
          {t('healthScreens.overview.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('healthScreens.overview.title', { session: enumLabel(healthCheckEntity, 'session', data.session) })}
      extra={<Typography.Text type="secondary">{t('healthScreens.overview.hint')}</Typography.Text>}
    >
      <Table<KigRow>
        rowKey="kigId"
        size="small"
        loading={overview.isPlaceholderData}
        columns={columns}
        dataSource={data.kindergartens}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('healthScreens.overview.empty') }}
        data-testid="health-overview-table"
        onRow={(row) =>
          ({
            'data-testid': `health-overview-row-${row.kigId}`,
            style: { cursor: 'pointer' },
            onClick: () => onChoose(row.kigId),
          }) as HTMLAttributes<HTMLElement>
        }
        summary={() =>
          data.kindergartens.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="health-overview-total-row">
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('healthScreens.overview.total')}</Typography.Text>
                </Table.Summary.Cell>
                {COUNT_KEYS.map((key, i) => (
                  <Table.Summary.Cell key={key} index={i + 1} align="right">
                    <Typography.Text strong>{data.totals[key]}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={COUNT_KEYS.length + 1} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}
