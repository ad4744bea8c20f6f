import { type ReconciliationDifference, statementEndpoints } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementApi } from '../../api/statement';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { formatMoney } from '../../components/resource/money';
import type { statementTextZhCN } from '@kg/domain/i18n/money/statement.zh-CN';
import { DataTable } from '../../components/table/DataTable';

/**
 * The reconciliation report (componentUrl 'money/reconciliation', finance): every account's balance
 * against the sum of its entries, every transaction's entries against zero (and the checks added to
 * them); "no difference" or each difference, with the time the run took; exported as a spreadsheet.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const report = useQuery({ queryKey: ['money', 'reconciliation'], queryFn: () => statementApi.reconcile(), refetchOnWindowFocus: false });
  const r = report.data;
  const w = (key: Exclude<keyof typeof statementTextZhCN.reconciliation, 'checks'>) => t(`reconciliation.${key}`);
  // A check's name is its words' key (a check added later brings its words).
  const checkName = (name: string) => t(`reconciliation.checks.${name as keyof typeof statementTextZhCN.reconciliation.checks}`);
  return (
    <Card
      size="small"
      title={w('title')}
      extra={
        <Space>
          <Button onClick={() => void report.refetch()} loading={report.isFetching} data-testid="reconciliation-run">
            {t('statementScreens.runAgain')}
          </Button>
          {canCall(statementEndpoints.exportReconciliation) ? (
            <DownloadButton
              testId="reconciliation-export"
              label={t('statementScreens.exportReport')}
              fallbackName={`${w('title')}.xlsx`}
              fetch={(p) => statementApi.exportReconciliation(p)}
            />
          ) : null}
        </Space>
      }
    >
      {r ? (
        <>
          {r.differences.length === 0 ? (
            <Alert type="success" showIcon title={w('noDifference')} data-testid="reconciliation-result" style={{ marginBottom: 16 }} />
          ) : (
            <Alert
              type="error"
              showIcon
              title={t('statementScreens.differencesFound', { count: r.differences.length })}
              data-testid="reconciliation-result"
              style={{ marginBottom: 16 }}
            />
          )}
          <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={w('at')}>{new Date(r.at).toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={w('took')}>
              <span data-testid="reconciliation-took">{r.tookMs}</span>
            </Descriptions.Item>
            <Descriptions.Item label={w('accounts')}>{r.accounts}</Descriptions.Item>
            <Descriptions.Item label={w('transactions')}>{r.transactions}</Descriptions.Item>
          </Descriptions>
          <DataTable
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={r.checks}
            style={{ marginBottom: 16 }}
            data-testid="reconciliation-checks"
            columns={[
              { key: 'name', dataIndex: 'name', title: w('check'), render: checkName },
              { key: 'differences', dataIndex: 'differences', title: w('differences'), align: 'right' },
              { key: 'tookMs', dataIndex: 'tookMs', title: w('took'), align: 'right' },
            ]}
          />
          {r.differences.length ? (
            <DataTable<ReconciliationDifference>
              rowKey={(d) => `${d.check}-${d.subject}`}
              size="small"
              dataSource={r.differences}
              data-testid="reconciliation-differences"
              columns={[
                { key: 'check', dataIndex: 'check', title: w('check'), render: checkName },
                { key: 'subject', dataIndex: 'subjectName', title: w('subject') },
                { key: 'expected', dataIndex: 'expected', title: w('expected'), align: 'right', render: (fen: number) => formatMoney(fen) },
                { key: 'actual', dataIndex: 'actual', title: w('actual'), align: 'right', render: (fen: number) => formatMoney(fen) },
              ]}
            />
          ) : null}
        </>
      ) : (
        <DataTable loading size="small" dataSource={[]} columns={[]} />
      )}
    </Card>
  );
}
