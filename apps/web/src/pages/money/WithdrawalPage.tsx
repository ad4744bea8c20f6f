import { moneyEndpoints, withdrawalEntity } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyApi } from '../../api/money';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { ReasonModal } from '../../components/form/ReasonModal';
import { yuanToFen } from '../../components/resource/money';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { useActionKeys, useRowRun } from '../../components/resource/use-row-run';
import type { RowAction } from '../../components/resource/RowActions';
import { moneyKeys, OwnBalance } from './money-balance';

/**
 * Withdrawals (componentUrl 'money/withdrawal'): an agent asks to withdraw to its bank account (the
 * amount is held at once) and reads its balance above; finance approves, marks paid with the transfer's
 * reference, or rejects with a reason (the hold comes back).
 */
export function WithdrawalPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<ResourceRecord | null>(null);
  const [paying, setPaying] = useState<ResourceRecord | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(withdrawalEntity) });
    await queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
  };
  const run = useRowRun(refresh);
  const keys = useActionKeys();
  const rowActions = (record: ResourceRecord): RowAction[] => {
    const { id, state } = record;
    const actions: RowAction[] = [];
    if (state === 'toWithdraw' && canCall(moneyEndpoints.approveWithdrawal)) {
      actions.push({
        key: 'approve',
        label: t('moneyScreens.actions.approve'),
        confirm: t('moneyScreens.confirm.approveWithdrawal'),
        onClick: () => run(`approve:${id}`, (key) => moneyApi.approveWithdrawal(id, key)),
      });
    }
    if (state === 'withdrawing' && canCall(moneyEndpoints.payWithdrawal)) {
      actions.push({ key: 'pay', label: t('moneyScreens.actions.pay'), onClick: () => setPaying(record) });
    }
    if ((state === 'toWithdraw' || state === 'withdrawing') && canCall(moneyEndpoints.rejectWithdrawal)) {
      actions.push({ key: 'reject', label: t('moneyScreens.actions.reject'), danger: true, onClick: () => setRejecting(record) });
    }
    return actions;
  };
  return (
    <>
      <OwnBalance />
      <ResourcePage entity={withdrawalEntity} rowActions={rowActions} toolbarExtra={<RequestWithdrawal onDone={refresh} />} />
      <ReasonModal
        open={Boolean(rejecting)}
        texts={{
          title: t('moneyScreens.reject.title', { code: String(rejecting?.code ?? '') }),
          submit: t('moneyScreens.reject.submit'),
          reason: t('moneyScreens.reject.reason'),
          required: t('moneyScreens.reject.required'),
          tooLong: (max) => t('moneyScreens.reject.tooLong', { max }),
        }}
        testId="withdrawal-reject"
        submit={(reason) => keys.send(`reject:${rejecting!.id}`, (key) => moneyApi.rejectWithdrawal(rejecting!.id, reason, key))}
        onClose={() => setRejecting(null)}
        onDone={refresh}
      />
      <PayWithdrawal withdrawal={paying} onClose={() => setPaying(null)} onDone={refresh} />
    </>
  );
}

/** Finance marks a withdrawing withdrawal paid, with the bank transfer's reference. */
function PayWithdrawal({ withdrawal, onClose, onDone }: { withdrawal: ResourceRecord | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reference: string }>();
  const { saving, submit } = useFormSubmit(form);
  const keys = useActionKeys();
  const pay = ({ reference }: { reference: string }) =>
    submit(
      () => keys.send(`pay:${withdrawal!.id}`, (key) => moneyApi.payWithdrawal(withdrawal!.id, reference, key)),
      async () => {
        onClose();
        await onDone();
      },
    );
  return (
    <Modal
      open={Boolean(withdrawal)}
      title={t('moneyScreens.pay.title', { code: String(withdrawal?.code ?? '') })}
      okText={t('moneyScreens.pay.submit')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="withdrawalPay" layout="vertical" onFinish={pay} data-testid="withdrawal-pay-form">
        <Form.Item name="reference" label={t('moneyScreens.pay.reference')} rules={[{ required: true, whitespace: true, message: t('moneyScreens.pay.required') }]}>
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An agent asks to withdraw an amount (typed in yuan, sent in fen); the server's refusal shows on the field. */
function RequestWithdrawal({ onDone }: { onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [form] = Form.useForm<{ amount: number }>();
  const [open, setOpen] = useState(false);
  // Each opening of the dialog is one request: its retries keep its key, the next opening is another withdrawal.
  const [opening, setOpening] = useState(0);
  const { saving, submit } = useFormSubmit(form);
  const keys = useActionKeys();
  if (!canCall(moneyEndpoints.requestWithdrawal)) return null;
  const request = ({ amount }: { amount: number }) =>
    submit(
      () => keys.send(`request:${opening}`, (key) => moneyApi.requestWithdrawal(yuanToFen(amount), key)),
      async () => {
        setOpen(false);
        await onDone();
      },
    );
  return (
    <>
      <Button
        onClick={() => {
          form.resetFields();
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        data-testid="withdrawal-request"
      >
        {t('moneyScreens.request.button')}
      </Button>
      <Modal open={open} title={t('moneyScreens.request.title')} confirmLoading={saving} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} name="withdrawalRequest" layout="vertical" onFinish={request} data-testid="withdrawal-request-form">
          <Form.Item name="amount" label={t('moneyScreens.request.amount')} rules={[{ required: true, message: t('moneyScreens.request.required') }]}>
            <InputNumber style={{ width: '100%' }} precision={2} step={100} />
          </Form.Item>
          <Typography.Text type="secondary">{t('moneyScreens.request.hint')}</Typography.Text>
        </Form>
      </Modal>
    </>
  );
}
