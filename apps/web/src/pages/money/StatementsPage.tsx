import { type Statement, statementEndpoints, type StatementLine, type StatementSource, type StatementSummary, type TransactionCause } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { statementApi } from '../../api/statement';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { formatMoney } from '../../components/resource/money';
import type { statementScreens } from '../../i18n/zh-CN/statement';
import { useAccounts } from './money-balance';
import { DataTable } from '../../components/table/DataTable';

const PAGE_SIZE = 20;
const statementKeys = { all: ['money', 'statements'] as const };

/**
 * Statements (componentUrl 'money/statements'): the statements kept (each account's month: opening
 * balance, every transaction, closing balance), latest month first, for the account and month picked;
 * finance picks any account, an agent or a kindergarten reads its own. The current month's is made on
 * demand; each opens with its lines and downloads as a spreadsheet or a PDF in the reader's language.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const records = accounts.data?.records ?? [];
  const single = records.length === 1 ? records[0] : undefined;
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const f = (key: keyof typeof statementScreens) => t(`statementScreens.${key}`);
  const query = { accountId, month: month?.format('YYYY-MM'), pageNumber: page, pageSize: PAGE_SIZE };
  const list = useQuery({ queryKey: [...statementKeys.all, query], queryFn: () => statementApi.list(query), placeholderData: (previous) => previous });
  const target = single?.id ?? accountId;

  const generate = async () => {
    if (!target) return;
    setMaking(true);
    try {
      const answer = await statementApi.generate(target);
      message.success(answer.txt || t('resource.done'));
      setOpen(answer.data.id);
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
    setMaking(false);
    await queryClient.invalidateQueries({ queryKey: statementKeys.all });
  };

  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          {single ? null : (
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 260 }}
              placeholder={f('account')}
              aria-label={f('account')}
              loading={accounts.isLoading}
              value={accountId}
              onChange={(value?: string) => {
                setAccountId(value);
                setPage(1);
              }}
              options={records.map((a) => ({ value: a.id, label: a.name }))}
              data-testid="statement-account"
            />
          )}
          <DatePicker
            picker="month"
            placeholder={f('month')}
            aria-label={f('month')}
            value={month}
            onChange={(value) => {
              setMonth(value);
              setPage(1);
            }}
            data-testid="statement-month"
          />
          {canCall(statementEndpoints.generate) ? (
            <Button type="primary" disabled={!target} loading={making} onClick={() => void generate()} data-testid="statement-generate">
              {f('generate')}
            </Button>
          ) : null}
        </Space>
        {!single && !accountId && canCall(statementEndpoints.generate) ? <div style={{ marginTop: 8, color: '#595959' }}>{f('pickToGenerate')}</div> : null}
      </Card>
      <Card size="small" title={f('list')}>
        <DataTable<StatementSummary>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data?.records ?? []}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          data-testid="statement-list"
          columns={[
            { key: 'month', dataIndex: 'month', title: f('month') },
            { key: 'account', dataIndex: 'accountName', title: f('account') },
            { key: 'opening', dataIndex: 'opening', title: f('opening'), align: 'right', render: (fen: number) => formatMoney(fen) },
            { key: 'closing', dataIndex: 'closing', title: f('closing'), align: 'right', render: (fen: number) => formatMoney(fen) },
            { key: 'lineCount', dataIndex: 'lineCount', title: f('lineCount'), align: 'right' },
            { key: 'source', dataIndex: 'source', title: f('source'), render: (source: StatementSource) => t(`statement.source.${source}`) },
            { key: 'generatedAt', dataIndex: 'generatedAt', title: f('generatedAt'), render: (at: string) => new Date(at).toLocaleString() },
            {
              key: 'actions',
              title: f('actions'),
              render: (_: unknown, s: StatementSummary) => (
                <Button type="link" size="small" onClick={() => setOpen(s.id)} data-testid="statement-open">
                  {f('open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {open ? <StatementModal id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** One statement: its balances and every line, with its two downloads. */
function StatementModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const statement = useQuery({ queryKey: [...statementKeys.all, 'one', id], queryFn: () => statementApi.get(id) });
  const s: Statement | undefined = statement.data;
  const f = (key: keyof typeof statementScreens) => t(`statementScreens.${key}`);
  return (
    <Modal open width={960} title={s ? t('statement.title', { name: s.accountName, month: s.month }) : f('list')} onCancel={onClose} footer={null} destroyOnHidden>
      {s ? (
        <>
          <Space wrap style={{ marginBottom: 12 }} data-testid="statement-balances">
            <span>{t('punctuation.labelled', { label: f('opening'), value: formatMoney(s.opening) })}</span>
            <span>{t('punctuation.labelled', { label: f('credits'), value: formatMoney(s.credits) })}</span>
            <span>{t('punctuation.labelled', { label: f('debits'), value: formatMoney(s.debits) })}</span>
            <strong data-testid="statement-closing">{t('punctuation.labelled', { label: f('closing'), value: formatMoney(s.closing) })}</strong>
            <span>{t('punctuation.labelled', { label: f('zone'), value: s.timeZone })}</span>
            {canCall(statementEndpoints.xlsx) ? (
              <DownloadButton testId="statement-xlsx" label={f('xlsx')} fallbackName={`${s.accountName}-${s.month}.xlsx`} fetch={(p) => statementApi.xlsx(s.id, p)} />
            ) : null}
            {canCall(statementEndpoints.pdf) ? (
              <DownloadButton testId="statement-pdf" label={f('pdf')} fallbackName={`${s.accountName}-${s.month}.pdf`} fetch={(p) => statementApi.pdf(s.id, p)} />
            ) : null}
          </Space>
          <DataTable<StatementLine>
            rowKey={(l) => `${l.transactionId}-${l.at}`}
            size="small"
            dataSource={s.lines}
            pagination={s.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            data-testid="statement-lines"
            columns={[
              { key: 'localAt', dataIndex: 'localAt', title: f('at') },
              { key: 'cause', dataIndex: 'cause', title: f('cause'), render: (cause: TransactionCause) => t(`money.cause.${cause}`) },
              { key: 'counterparty', dataIndex: 'counterparty', title: f('counterparty') },
              { key: 'memo', dataIndex: 'memo', title: f('memo') },
              { key: 'amount', dataIndex: 'amount', title: f('amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
              { key: 'balanceAfter', dataIndex: 'balanceAfter', title: f('balanceAfter'), align: 'right', render: (fen: number) => formatMoney(fen) },
            ]}
          />
        </>
      ) : (
        <DataTable loading size="small" dataSource={[]} columns={[]} />
      )}
    </Modal>
  );
}
