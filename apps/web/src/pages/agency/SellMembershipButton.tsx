import { packEndpoints, vipPackageEntity } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { packApi } from '../../api/pack';
import { useCanCall } from '../../components/access/declared-access';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { formatMoney } from '../../components/resource/money';
import { RefSelect } from '../../components/resource/RefSelect';

/**
 * A kindergarten records a child's membership paid in cash: a package on the shelf, charged at the
 * kindergarten's price (the server's, never the page's); a renewal starts after the current end.
 */
export function SellMembershipButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ packageId: string }>();
  const [open, setOpen] = useState(false);
  const { saving, submit } = useFormSubmit(form);
  if (!canCall(packEndpoints.sellMembership)) return null;
  const sell = ({ packageId }: { packageId: string }) =>
    submit(
      () => packApi.sell(studentId, packageId),
      async () => {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: ['pack'] });
      },
      (answer) => t('packScreens.sell.done', { name: studentName, end: answer.data.endDate, price: formatMoney(answer.data.pricePaid) }),
    );
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
