import { packEndpoints, vipPackageEntity } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { packApi } from '../../api/pack';
import { useCanCall } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { formatMoney } from '../../components/resource/money';
import { RefSelect } from '../../components/resource/RefSelect';

/**
 * A kindergarten records a child's membership paid in cash: a package on the shelf, charged at the
 * kindergarten's price (the server's, never the page's); a renewal starts after the current end.
 */
export function SellMembershipButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ packageId: string }>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!canCall(packEndpoints.sellMembership)) return null;
  const sell = async ({ packageId }: { packageId: string }) => {
    setSaving(true);
    try {
      const answer = await packApi.sell(studentId, packageId);
      message.success(t('packScreens.sell.done', { name: studentName, end: answer.data.endDate, price: formatMoney(answer.data.pricePaid) }));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['pack'] });
    } catch (error) {
      if (!isApiError(error)) message.error(t('common.network.offline'));
      else if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
        data-testid="pack-sell"
      >
        {t('packScreens.sell.button')}
      </Button>
      <Modal
        open={open}
        title={t('packScreens.sell.title', { name: studentName })}
        okText={t('packScreens.sell.confirm')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="packSell" layout="vertical" onFinish={sell} data-testid="pack-sell-form">
          <Form.Item name="packageId" label={t('packScreens.sell.package')} rules={[{ required: true, message: t('packScreens.sell.packageRequired') }]}>
            <RefSelect target={vipPackageEntity} />
          </Form.Item>
          <Typography.Text type="secondary">{t('packScreens.sell.hint')}</Typography.Text>
        </Form>
      </Modal>
    </>
  );
}
