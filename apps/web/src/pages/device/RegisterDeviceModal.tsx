import { deviceEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { deviceApi } from '../../api/device';
import { resourceKeys } from '../../api/resource-api';
import { fieldLabel } from '../../components/resource/labels';

interface RegisterValues {
  serialNo: string;
  verifyCode: string;
}

/**
 * A kindergarten registers a machine with the serial number and verification code of its label. The
 * server's refusal (wrong pair, registered elsewhere) shows in the modal, so the person can correct it.
 */
export function RegisterDeviceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegisterValues>();
  const register = useMutation({
    mutationFn: (values: RegisterValues) => deviceApi.register(values.serialNo.trim(), values.verifyCode.trim()),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(deviceEntity) });
      close();
    },
  });
  const close = () => {
    register.reset();
    form.resetFields();
    onClose();
  };
  const error = register.error ? (isApiError(register.error) ? register.error.txt : t('common.network.offline')) : null;

  return (
    <Modal
      open={open}
      title={t('device.device.registerTitle')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('device.device.registerSubmit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: register.isPending, 'data-testid': 'device-register-submit' }}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="device-register-modal">
        <Typography.Text type="secondary">{t('device.device.registerIntro')}</Typography.Text>
        {error && <Alert type="error" showIcon title={error} data-testid="device-register-error" />}
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          name="device-register"
          disabled={register.isPending}
          onValuesChange={() => register.error && register.reset()}
          onFinish={(values) => register.mutate(values)}
        >
          <Form.Item name="serialNo" label={fieldLabel(deviceEntity, 'serialNo')} rules={[{ required: true, whitespace: true, message: t('device.device.serialRequired') }]}>
            <Input maxLength={32} autoComplete="off" data-testid="device-register-serial" />
          </Form.Item>
          <Form.Item name="verifyCode" label={t('device.device.verifyCode')} rules={[{ required: true, whitespace: true, message: t('device.device.codeRequired') }]}>
            <Input maxLength={16} autoComplete="off" style={{ textTransform: 'uppercase' }} data-testid="device-register-code" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
