import { type AccountKind, type LedgerAccount, type LedgerLine, moneyEndpoints, type TransactionCause } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyApi } from '../../api/money';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { formatMoney } from '../../components/resource/money';
import type { moneyScreens } from '../../i18n/zh-CN/money';
import { moneyKeys, useAccounts } from './money-balance';
import { DataTable } from '../../components/table/DataTable';

const PAGE_SIZE = 20;

/**
 * Balance and ledger (componentUrl 'money/ledger'): the accounts the session sees with their balances (a
 * party its own, finance every one), and the lines of the account picked, latest first, with the balance
 * after each; exported as a spreadsheet.
 */
export function LedgerPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const accounts = useAccounts();
  const records = accounts.data?.records ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const account = records.find((a) => a.id === picked) ?? (records.length === 1 ? records[0] : undefined);
  const [page, setPage] = useState(1);
  const lines = useQuery({
    queryKey: [...moneyKeys.lines(account?.id ?? ''), page],
    queryFn: () => moneyApi.lines(account!.id, page, PAGE_SIZE),
    enabled: Boolean(account),
    placeholderData: (previous) => previous,
  });
  const f = (key: keyof typeof moneyScreens.ledger) => t(`moneyScreens.ledger.${key}`);
  return (
    <>
      <Card title={f('accounts')} size="small" style={{ marginBottom: 16 }}>
        <DataTable<LedgerAccount>
          rowKey="id"
          size="small"
          loading={accounts.isLoading}
          dataSource={records}
          pagination={records.length > 20 ? { pageSize: 20 } : false}
          rowClassName={(a) => (a.id === account?.id ? 'ant-table-row-selected' : '')}
          data-testid="money-accounts"
          columns={[
            { key: 'name', dataIndex: 'name', title: f('name') },
            { key: 'kind', dataIndex: 'kind', title: f('kind'), render: (kind: AccountKind) => t(`money.kind.${kind}`) },
            { key: 'balance', dataIndex: 'balance', title: f('balance'), align: 'right', render: (fen: number) => formatMoney(fen) },
            {
              key: 'lines',
              title: f('linesColumn'),
              render: (_: unknown, a: LedgerAccount) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setPicked(a.id);
                    setPage(1);
                  }}
                  data-testid="money-account-lines"
                >
                  {t('moneyScreens.actions.details')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={account ? t('moneyScreens.ledger.lines', { name: account.name }) : f('pick')}
        extra={
          account && canCall(moneyEndpoints.exportLines) ? (
            <DownloadButton
              testId="money-lines-export"
              label={f('export')}
              fallbackName={`${account.name}.xlsx`}
              fetch={(onProgress) => moneyApi.exportLines(account.id, onProgress)}
            />
          ) : null
        }
      >
        {account ? (
          <DataTable<LedgerLine>
            rowKey="id"
            size="small"
            loading={lines.isLoading}
            dataSource={lines.data?.records ?? []}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: lines.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            data-testid="money-lines"
            columns={[
              { key: 'at', dataIndex: 'at', title: f('at'), render: (at: string) => new Date(at).toLocaleString() },
              { key: 'cause', dataIndex: 'cause', title: f('cause'), render: (cause: TransactionCause) => t(`money.cause.${cause}`) },
              { key: 'memo', dataIndex: 'memo', title: f('memo') },
              { key: 'amount', dataIndex: 'amount', title: f('amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
              { key: 'balanceAfter', dataIndex: 'balanceAfter', title: f('balanceAfter'), align: 'right', render: (fen: number) => formatMoney(fen) },
            ]}
          />
        ) : (
          <Empty description={f('pick')} />
        )}
      </Card>
    </>
  );
}
