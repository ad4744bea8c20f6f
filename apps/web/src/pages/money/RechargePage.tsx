import { type AccountKind, moneyEndpoints, rechargeEntity } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyApi } from '../../api/money';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ReasonModal } from '../../components/form/ReasonModal';
import { formatMoney } from '../../components/resource/money';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { useActionKeys, useRowRun } from '../../components/resource/use-row-run';
import type { moneyScreens } from '../../i18n/zh-CN/money';
import type { RowAction } from '../../components/resource/RowActions';
import { moneyKeys, OwnBalance } from './money-balance';
import { DataTable } from '../../components/table/DataTable';

/**
 * Recharges (componentUrl 'money/recharge'; the spec's `addRechargeCash`, `addRechargeVideo` and
 * `recharge-details` open it): a kindergarten or an agent files one with its credential and reads its
 * balance above; finance approves (the ledger moves) or rejects with a reason. Each row's details show
 * the ledger lines its approval wrote.
 */
export function RechargePage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<ResourceRecord | null>(null);
  const [details, setDetails] = useState<ResourceRecord | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(rechargeEntity) });
    await queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
  };
  const run = useRowRun(refresh);
  const keys = useActionKeys();
  const rowActions = (record: ResourceRecord): RowAction[] => {
    const { id, state } = record;
    const actions: RowAction[] = [{ key: 'details', label: t('moneyScreens.actions.details'), onClick: () => setDetails(record) }];
    if (state === 'pending' && canCall(moneyEndpoints.approveRecharge)) {
      actions.push({
        key: 'approve',
        label: t('moneyScreens.actions.approve'),
        confirm: t('moneyScreens.confirm.approve'),
        onClick: () => run(`approve:${id}`, (key) => moneyApi.approveRecharge(id, key)),
      });
    }
    if (state === 'pending' && canCall(moneyEndpoints.rejectRecharge)) {
      actions.push({ key: 'reject', label: t('moneyScreens.actions.reject'), danger: true, onClick: () => setRejecting(record) });
    }
    return actions;
  };
  return (
    <>
      <OwnBalance />
      <ResourcePage entity={rechargeEntity} rowActions={rowActions} hideAction={(key, record) => key === 'edit' && record.state !== 'pending'} />
      <ReasonModal
        open={Boolean(rejecting)}
        texts={{
          title: t('moneyScreens.reject.title', { code: String(rejecting?.code ?? '') }),
          submit: t('moneyScreens.reject.submit'),
          reason: t('moneyScreens.reject.reason'),
          required: t('moneyScreens.reject.required'),
          tooLong: (max) => t('moneyScreens.reject.tooLong', { max }),
        }}
        testId="recharge-reject"
        submit={(reason) => keys.send(`reject:${rejecting!.id}`, (key) => moneyApi.rejectRecharge(rejecting!.id, reason, key))}
        onClose={() => setRejecting(null)}
        onDone={refresh}
      />
      <RechargeLines recharge={details} onClose={() => setDetails(null)} />
    </>
  );
}

/** `recharge-details`: a recharge's ledger lines, every account its approval moved. */
function RechargeLines({ recharge, onClose }: { recharge: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = recharge?.id;
  const details = useQuery({ queryKey: ['money', 'recharge', id], queryFn: () => moneyApi.rechargeDetails(id!), enabled: Boolean(id) });
  const f = (key: keyof typeof moneyScreens.details) => t(`moneyScreens.details.${key}`);
  return (
    <Drawer open={Boolean(recharge)} onClose={onClose} size="large" title={t('moneyScreens.details.title', { code: String(recharge?.code ?? '') })} destroyOnHidden>
      {details.data && details.data.lines.length === 0 ? (
        <Empty description={f('none')} />
      ) : (
        <DataTable
          rowKey="id"
          size="small"
          pagination={false}
          loading={details.isLoading}
          dataSource={details.data?.lines ?? []}
          data-testid="recharge-lines"
          columns={[
            { key: 'account', dataIndex: 'accountName', title: f('account') },
            { key: 'kind', dataIndex: 'accountKind', title: f('kind'), render: (kind: AccountKind) => t(`money.kind.${kind}`) },
            { key: 'amount', dataIndex: 'amount', title: f('amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
            { key: 'balanceAfter', dataIndex: 'balanceAfter', title: f('balanceAfter'), align: 'right', render: (fen: number) => formatMoney(fen) },
          ]}
        />
      )}
    </Drawer>
  );
}
