import { PlusSquareOutlined } from '@ant-design/icons';
import { deviceEndpoints, deviceEntity } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useUserInfo } from '../../api/auth';
import { deviceApi } from '../../api/device';
import type { ResourceRecord, SavedRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { type OnceSecret, OnceSecretModal } from '../../components/OnceSecretModal';
import { recordLabel } from '../../components/resource/labels';
import { ResourcePage, type ResourcePageProps } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { kindergartenScope } from '../../components/report/report-scope';
import { AssignDeviceModal } from './AssignDeviceModal';
import { OnlineStatus } from './OnlineStatus';
import { RegisterDeviceModal } from './RegisterDeviceModal';

/** What both audiences share: the last heartbeat shown as online / offline with when it was last seen. */
function useCommonProps(): Pick<ResourcePageProps, 'entity' | 'renderCell' | 'columnTitles'> {
  const { t } = useTranslation();
  return {
    entity: deviceEntity,
    renderCell: { lastOnlineAt: (record) => <OnlineStatus lastOnlineAt={record.lastOnlineAt} /> },
    columnTitles: { lastOnlineAt: t('device.device.online') },
  };
}

/**
 * Device management -> Machines, one page for two audiences: operations provision machines (each new
 * one and each new code shows its verification code once), assign them to kindergartens and switch
 * them on and off; a kindergarten registers the machines at its gate with serial number and code.
 */
export function DevicePage() {
  const { data: user } = useUserInfo();
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (user.orgKind === 'platform') return <OperationsDevicePage />;
  // The server registers a machine to the session's own kindergarten: a group account cannot.
  return <KindergartenDevicePage mayRegister={kindergartenScope(user)?.kind === 'own'} />;
}

function OperationsDevicePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const common = useCommonProps();
  const [secret, setSecret] = useState<OnceSecret | null>(null);
  const [assigning, setAssigning] = useState<ResourceRecord | null>(null);

  const showCode = (title: string, serialNo: unknown, verifyCode: unknown) => {
    if (typeof verifyCode !== 'string') return;
    setSecret({
      title,
      label: t('device.device.codeOf', { serialNo: String(serialNo ?? '') }),
      secret: verifyCode,
      warning: t('device.device.codeWarning'),
      testId: 'device-verify-code',
    });
  };

  const resetCode = useMutation({
    mutationFn: (record: ResourceRecord) => deviceApi.resetCode(record.id),
    onSuccess: ({ data }, record) => showCode(t('device.device.resetTitle'), record.serialNo, data.verifyCode),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });

  const rowActions = (record: ResourceRecord): RowAction[] => [
    ...(canCall(deviceEndpoints.resetCode)
      ? [
          {
            key: 'resetCode',
            label: t('device.device.resetCode'),
            confirm: t('device.device.resetConfirm', { name: recordLabel(deviceEntity, record) }),
            onClick: () => resetCode.mutateAsync(record).catch(() => undefined),
          },
        ]
      : []),
    ...(canCall(deviceEndpoints.assign) ? [{ key: 'assign', label: t('device.device.assign'), onClick: () => setAssigning(record) }] : []),
  ];

  const onSaved = (record: SavedRecord, created: boolean) => {
    if (created) showCode(t('device.device.createdTitle'), record.serialNo, record._once?.verifyCode);
  };

  return (
    <>
      <ResourcePage {...common} rowActions={rowActions} onSaved={onSaved} />
      <OnceSecretModal value={secret} onClose={() => setSecret(null)} />
      <AssignDeviceModal device={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}

function KindergartenDevicePage({ mayRegister }: { mayRegister: boolean }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const common = useCommonProps();
  const [registering, setRegistering] = useState(false);
  const register = mayRegister && canCall(deviceEndpoints.register) && (
    <Button type="primary" icon={<PlusSquareOutlined />} onClick={() => setRegistering(true)} data-testid="device-register">
      {t('device.device.register')}
    </Button>
  );
  return (
    <>
      <ResourcePage {...common} toolbarExtra={register} />
      <RegisterDeviceModal open={registering} onClose={() => setRegistering(false)} />
    </>
  );
}
