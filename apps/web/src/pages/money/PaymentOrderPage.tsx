import { type AccountKind, type NotificationOutcome, paymentEndpoints, paymentOrderEntity, type TransactionCause } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Drawer, Empty, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { paymentApi } from '../../api/payment';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { formatMoney, yuanToFen } from '../../components/resource/money';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { formatDateValue } from '../../components/resource/dates';
import { useActionKeys } from '../../components/resource/use-row-run';
import { DataTable } from '../../components/table/DataTable';

/**
 * Finance's online payments (componentUrl 'money/paymentOrder'; spec section 2, "online pay"): the
 * families' orders with their filters and export; each row's details show the ledger lines its payment
 * wrote and every notification its channel sent. An unpaid order may be closed by hand; a paid one's refund
 * asked for (another finance person decides it on the refunds' page).
 */
export function PaymentOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<ResourceRecord | null>(null);
  const [refunding, setRefunding] = useState<ResourceRecord | null>(null);
  const close = async (id: string) => {
    try {
      const answer = await paymentApi.closeOrder(id);
      message.success(answer.txt || t('resource.done'));
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(paymentOrderEntity) });
  };
  const rowActions = (record: ResourceRecord): RowAction[] => {
    const actions: RowAction[] = [{ key: 'details', label: t('paymentScreens.details'), onClick: () => setDetails(record) }];
    if (record.payFlag === 'unpaid' && canCall(paymentEndpoints.closeOrder)) {
      actions.push({ key: 'close', label: t('paymentScreens.close'), danger: true, confirm: t('paymentScreens.confirmClose'), onClick: () => close(record.id) });
    }
    const left = Number(record.amount ?? 0) - Number(record.refunded ?? 0);
    if (record.payFlag === 'paid' && left > 0 && canCall(paymentEndpoints.requestRefund)) {
      actions.push({ key: 'refund', label: t('paymentScreens.refund.request'), onClick: () => setRefunding(record) });
    }
    return actions;
  };
  return (
    <>
      <ResourcePage entity={paymentOrderEntity} rowActions={rowActions} />
      <OrderDetails order={details} onClose={() => setDetails(null)} />
      <RequestRefund order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

function OrderDetails({ order, onClose }: { order: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = order?.id;
  const details = useQuery({ queryKey: ['money', 'paymentOrder', id], queryFn: () => paymentApi.orderDetails(id!), enabled: Boolean(id) });
  const lines = details.data?.lines ?? [];
  const notifications = details.data?.notifications ?? [];
  return (
    <Drawer open={Boolean(order)} onClose={onClose} size="large" title={t('paymentScreens.title', { code: String(order?.code ?? '') })} destroyOnHidden>
      <Typography.Title level={5}>{t('paymentScreens.lines')}</Typography.Title>
      {details.data && lines.length === 0 ? (
        <Empty description={t('paymentScreens.noLines')} />
      ) : (
        <DataTable
          rowKey={(l) => `${l.transactionId}-${l.accountName}`}
          size="small"
          pagination={false}
          loading={details.isLoading}
          dataSource={lines}
          data-testid="order-lines"
          columns={[
            { key: 'cause', dataIndex: 'cause', title: t('paymentScreens.cause'), render: (cause: TransactionCause) => t(`money.cause.${cause}`) },
            { key: 'account', dataIndex: 'accountName', title: t('paymentScreens.account') },
            { key: 'kind', dataIndex: 'accountKind', title: t('paymentScreens.kind'), render: (kind: AccountKind) => t(`money.kind.${kind}`) },
            { key: 'amount', dataIndex: 'amount', title: t('paymentScreens.amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('paymentScreens.notifications')}
      </Typography.Title>
      {details.data && notifications.length === 0 ? (
        <Empty description={t('paymentScreens.noNotifications')} />
      ) : (
        <DataTable
          rowKey="id"
          size="small"
          pagination={false}
          loading={details.isLoading}
          dataSource={notifications}
          data-testid="order-notifications"
          columns={[
            { key: 'at', dataIndex: 'at', title: t('paymentScreens.at'), render: (at: string) => formatDateValue(at, 'datetime') },
            { key: 'verified', dataIndex: 'verified', title: t('paymentScreens.verified'), render: (v: boolean) => t(v ? 'flag.yes' : 'flag.no') },
            { key: 'outcome', dataIndex: 'outcome', title: t('paymentScreens.outcome'), render: (o: NotificationOutcome) => t(`paymentScreens.outcomes.${o}`) },
            { key: 'amount', dataIndex: 'amount', title: t('paymentScreens.amount'), align: 'right', render: (fen: number | null) => (fen === null ? '' : formatMoney(fen)) },
          ]}
        />
      )}
    </Drawer>
  );
}

/** Finance asks to refund a paid order: an amount (typed in yuan, sent in fen) up to what is left, and a reason; the server's refusal shows on its field. */
function RequestRefund({ order, onClose }: { order: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const { saving, submit } = useFormSubmit(form);
  const keys = useActionKeys();
  const left = Number(order?.amount ?? 0) - Number(order?.refunded ?? 0);
  const request = ({ amount, reason }: { amount: number; reason: string }) =>
    submit(
      () => keys.send(`refund:${order!.id}:${amount}:${reason}`, (key) => paymentApi.requestRefund({ orderId: order!.id, amount: yuanToFen(amount), reason }, key)),
      async () => {
        onClose();
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(paymentOrderEntity) });
      },
    );
  return (
    <Modal
      open={Boolean(order)}
      title={t('paymentScreens.refund.title', { code: String(order?.code ?? '') })}
      okText={t('paymentScreens.refund.submit')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="refundRequest" layout="vertical" onFinish={request} initialValues={{ amount: left / 100 }} data-testid="refund-request-form">
        <Form.Item
          name="amount"
          label={t('paymentScreens.refund.amount')}
          extra={t('paymentScreens.refund.left', { amount: formatMoney(left) })}
          rules={[{ required: true, message: t('paymentScreens.refund.amountRequired') }]}
        >
          <InputNumber style={{ width: '100%' }} precision={2} min={0.01} max={left / 100} />
        </Form.Item>
        <Form.Item name="reason" label={t('paymentScreens.refund.reason')} rules={[{ required: true, whitespace: true, message: t('paymentScreens.refund.reasonRequired') }]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
