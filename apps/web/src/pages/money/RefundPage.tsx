import { paymentEndpoints, paymentOrderEntity, paymentRefundEntity } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentApi } from '../../api/payment';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ReasonModal } from '../../components/form/ReasonModal';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { useActionKeys, useRowRun } from '../../components/resource/use-row-run';
import { moneyKeys } from './money-balance';

/**
 * Refunds (componentUrl 'money/refund'; README, "Refunds"): the refunds finance asked for on the orders'
 * rows; another finance person approves one (after a confirmation: the channel pays the family back, the
 * ledger reverses the shares, the membership is shortened or ended) or refuses it with a reason.
 */
export function RefundPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<ResourceRecord | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(paymentRefundEntity) });
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(paymentOrderEntity) });
    await queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
  };
  const run = useRowRun(refresh);
  const keys = useActionKeys();
  const rowActions = (record: ResourceRecord): RowAction[] => {
    const { id, state } = record;
    const actions: RowAction[] = [];
    if (state !== 'requested') return actions;
    if (canCall(paymentEndpoints.approveRefund)) {
      actions.push({
        key: 'approve',
        label: t('paymentScreens.refund.approve'),
        confirm: t('paymentScreens.refund.confirmApprove'),
        onClick: () => run(`approve:${id}`, (key) => paymentApi.approveRefund(id, key)),
      });
    }
    if (canCall(paymentEndpoints.refuseRefund)) {
      actions.push({ key: 'refuse', label: t('paymentScreens.refund.refuse'), danger: true, onClick: () => setRefusing(record) });
    }
    return actions;
  };
  return (
    <>
      <ResourcePage entity={paymentRefundEntity} rowActions={rowActions} />
      <ReasonModal
        open={Boolean(refusing)}
        texts={{
          title: t('paymentScreens.refund.refuseTitle', { code: String(refusing?.code ?? '') }),
          submit: t('paymentScreens.refund.refuse'),
          reason: t('paymentScreens.refund.refusal'),
          required: t('paymentScreens.refund.reasonRequired'),
          tooLong: (max) => t('paymentScreens.refund.tooLong', { max }),
        }}
        testId="refund-refuse"
        submit={(reason) => keys.send(`refuse:${refusing!.id}`, (key) => paymentApi.refuseRefund(refusing!.id, reason, key))}
        onClose={() => setRefusing(null)}
        onDone={refresh}
      />
    </>
  );
}
