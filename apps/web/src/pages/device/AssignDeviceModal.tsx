import { deviceEntity, organizationEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { deviceApi } from '../../api/device';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { recordLabel } from '../../components/resource/labels';
import { RefSelect } from '../../components/resource/RefSelect';
import { KINDERGARTEN_OPTIONS } from '../../components/report/report-scope';

/** Operations install a machine at a kindergarten, or take it back (no kindergarten). */
export function AssignDeviceModal({ device, onClose }: { device: ResourceRecord | null; onClose: () => void }) {
  return device ? <AssignBody key={device.id} device={device} onClose={onClose} /> : null;
}

function AssignBody({ device, onClose }: { device: ResourceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [kigId, setKigId] = useState<string | null>(typeof device.kigId === 'string' ? device.kigId : null);
  const assign = useMutation({
    mutationFn: () => deviceApi.assign(device.id, kigId),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(deviceEntity) });
      onClose();
    },
    onError: (error) => void message.error(isApiError(error) ? (error.fieldErrors[0]?.message ?? error.txt) : t('common.network.offline')),
  });
  const labels = device._labels?.kigId;

  return (
    <Modal
      open
      title={t('device.device.assignTitle', { name: recordLabel(deviceEntity, device) })}
      onCancel={onClose}
      onOk={() => assign.mutate()}
      okText={t('resource.actions.confirm')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: assign.isPending, 'data-testid': 'device-assign-submit' }}
    >
      <Flex vertical gap={12} data-testid="device-assign-modal">
        <Typography.Text type="secondary">{t('device.device.assignIntro')}</Typography.Text>
        <Form layout="vertical">
          <Form.Item label={t('device.device.kindergarten')} extra={kigId ? undefined : t('device.device.unassign')}>
            <RefSelect
              target={organizationEntity}
              filters={KINDERGARTEN_OPTIONS}
              value={kigId}
              labels={kigId === device.kigId ? labels : undefined}
              onChange={(value) => setKigId(typeof value === 'string' && value ? value : null)}
              disabled={assign.isPending}
              data-testid="device-assign-kindergarten"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
