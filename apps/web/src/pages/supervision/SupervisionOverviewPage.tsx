import { type SupervisionKig, type SupervisionOverview, supervisionEndpoints } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type SupervisionPeriod, supervisionApi } from '../../api/supervision';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { useAreaName } from '../../components/resource/AreaName';
import type { supervisionScreens } from '../../i18n/zh-CN/supervision';
import { DataTable } from '../../components/table/DataTable';
import { TextDatePicker } from '../../components/TextDatePicker';

type KigRow = SupervisionOverview['kindergartens'][number];
type ClassRow = SupervisionKig['classes'][number];
const FIGURES = ['expected', 'present', 'sickLeave', 'checked', 'abnormal', 'fever'] as const;

/**
 * An authority's area (componentUrl 'supervision/overview'): every kindergarten of its area on a day or in
 * a month, those not checked today first marked, and a kindergarten's classes on a click (`?kigId`);
 * never a child's name. The period and the kindergarten are kept in the address.
 */
export function SupervisionOverviewPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const date = params.get('date');
  const kigId = params.get('kigId');
  const period: SupervisionPeriod = month ? { month } : { date: date ?? dayjs().format('YYYY-MM-DD') };
  const set = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const overview = useQuery({ queryKey: ['supervision', 'overview', period], queryFn: () => supervisionApi.overview(period), placeholderData: (p) => p });
  const areaName = useAreaName(overview.data?.areaCode);
  const kig = useQuery({
    queryKey: ['supervision', 'kindergarten', kigId, period],
    queryFn: () => supervisionApi.kindergarten(kigId!, period),
    enabled: Boolean(kigId),
    placeholderData: (p) => p,
  });
  const f = (key: keyof typeof supervisionScreens.overview, values?: Record<string, string | number>) => t(`supervisionScreens.overview.${key}`, values);
  const figure = (key: (typeof FIGURES)[number]) => ({ key, dataIndex: key, title: t(`supervision.figures.${key}`), align: 'right' as const });
  const rows = overview.data?.kindergartens ?? [];
  const notChecked = 'date' in period ? rows.filter((r) => r.expected > 0 && r.checked === 0) : [];

  const picker =
    'month' in period ? (
      <TextDatePicker picker="month" allowClear={false} value={period.month} onChange={(month) => month && set({ month, date: null })} />
    ) : (
      <TextDatePicker allowClear={false} value={period.date} onChange={(date) => date && set({ date, month: null })} />
    );
  const bar = (
    <Space wrap>
      <Segmented
        value={'month' in period ? 'month' : 'day'}
        options={[
          { value: 'day', label: f('day') },
          { value: 'month', label: f('month') },
        ]}
        onChange={(v) =>
          set(v === 'month' ? { month: dayjs('date' in period ? period.date : undefined).format('YYYY-MM'), date: null } : { date: dayjs().format('YYYY-MM-DD'), month: null })
        }
      />
      {picker}
      {canCall(supervisionEndpoints.overviewExport) ? (
        <DownloadButton testId="supervision-export" label={f('export')} fallbackName="supervision.xlsx" fetch={(onProgress) => supervisionApi.exportOverview(period, onProgress)} />
      ) : null}
    </Space>
  );

  if (kigId) {
    return (
      <Card
        size="small"
        data-testid="supervision-overview-page"
        title={kig.data ? f('kigTitle', { name: kig.data.kigName }) : ''}
        extra={
          <Button onClick={() => set({ kigId: null })} data-testid="supervision-back">
            {f('back')}
          </Button>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {bar}
          <Alert type="info" showIcon message={f('noNames')} />
          <DataTable<ClassRow>
            rowKey="classId"
            size="small"
            loading={kig.isLoading}
            dataSource={kig.data?.classes ?? []}
            pagination={false}
            data-testid="supervision-classes"
            columns={[
              {
                key: 'className',
                dataIndex: 'className',
                title: t('supervision.figures.className'),
                render: (name: string, row) => (
                  <Space>
                    {name}
                    {row.openAlert ? <Tag color="red">{f('alertOpen')}</Tag> : null}
                  </Space>
                ),
              },
              ...FIGURES.map(figure),
            ]}
          />
        </Space>
      </Card>
    );
  }
  return (
    <Card size="small" data-testid="supervision-overview-page" title={overview.data ? f('area', { name: areaName }) : ''} extra={bar}>
      {'date' in period && overview.data ? (
        <Alert
          style={{ marginBottom: 12 }}
          type={notChecked.length ? 'warning' : 'success'}
          showIcon
          data-testid="supervision-not-checked"
          message={notChecked.length ? f('notCheckedCount', { count: notChecked.length }) : f('allChecked')}
        />
      ) : null}
      <DataTable<KigRow>
        rowKey="kigId"
        size="small"
        loading={overview.isLoading}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50 } : false}
        data-testid="supervision-kindergartens"
        columns={[
          {
            key: 'kigName',
            dataIndex: 'kigName',
            title: t('supervision.figures.kigName'),
            render: (name: string, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => set({ kigId: row.kigId })} data-testid="supervision-drill">
                  {name}
                </Button>
                {notChecked.includes(row) ? <Tag color="orange">{f('notChecked')}</Tag> : null}
              </Space>
            ),
          },
          ...FIGURES.map(figure),
          { key: 'openAlerts', dataIndex: 'openAlerts', title: t('supervision.figures.openAlerts'), align: 'right' },
          { key: 'epidemicReports', dataIndex: 'epidemicReports', title: t('supervision.figures.epidemicReports'), align: 'right' },
        ]}
        summary={() =>
          overview.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('supervision.figures.total')}</Table.Summary.Cell>
              {FIGURES.map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 1} align="right">
                  {overview.data.totals[k]}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={FIGURES.length + 1} align="right">
                {rows.reduce((n, r) => n + r.openAlerts, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={FIGURES.length + 2} align="right">
                {rows.reduce((n, r) => n + r.epidemicReports, 0)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
