import { systemEndpoints, userEntity } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useUserInfo } from '../../api/auth';
import type { ResourceRecord, SavedRecord } from '../../api/resource-api';
import { systemApi } from '../../api/system';
import { useCanCall } from '../../components/access/declared-access';
import { type OnceSecret, OnceSecretModal } from '../../components/OnceSecretModal';
import type { ResourceFormOptions } from '../../components/resource/ResourceForm';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';

/** Roles offered to an account are those of its organisation and system (the server refuses others). */
const FORM: ResourceFormOptions = {
  dependencies: {
    roleIds: {
      on: ['orgId', 'appType'],
      filters: (values) => ({ orgId: values.orgId as string, appType: values.appType as number }),
    },
  },
};

/** What the server refuses on one's own account (it would lock the person out). */
const OWN_ACCOUNT_REFUSED = ['delete', 'disable'];

/**
 * Accounts (Users and Administrators screens): the generic list and form, the generated password of a
 * new account shown once, and a confirmed password reset whose new password is shown once the same way.
 */
export function UserManagement({ fixedOrgId, title }: { fixedOrgId?: string; title?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const { data: me } = useUserInfo();
  const [secret, setSecret] = useState<OnceSecret | null>(null);

  const showPassword = (titleText: string, userName: unknown, password: unknown) => {
    if (typeof password !== 'string') return;
    setSecret({ title: titleText, label: t('system.user.passwordOf', { name: String(userName ?? '') }), secret: password });
  };

  const reset = useMutation({
    mutationFn: (record: ResourceRecord) => systemApi.resetPassword(record.id),
    onSuccess: ({ data }, record) => showPassword(t('system.user.resetTitle'), record.userName, data.password),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });

  const rowActions = (record: ResourceRecord): RowAction[] =>
    canCall(systemEndpoints.resetPassword)
      ? [
          {
            key: 'resetPassword',
            label: t('system.user.resetPassword'),
            confirm: t('system.user.resetConfirm', { name: String(record.userName ?? '') }),
            onClick: () => reset.mutateAsync(record).catch(() => undefined),
          },
        ]
      : [];

  const onSaved = (record: SavedRecord, created: boolean) => {
    if (created) showPassword(t('system.user.createdTitle'), record.userName, record._once?.password);
  };

  return (
    <>
      <ResourcePage
        entity={userEntity}
        title={title}
        fixedFilters={fixedOrgId ? { orgId: fixedOrgId } : undefined}
        hiddenColumns={fixedOrgId ? ['orgId'] : undefined}
        form={FORM}
        rowActions={rowActions}
        hideAction={(key, record) => record.id === me?.id && OWN_ACCOUNT_REFUSED.includes(key)}
        onSaved={onSaved}
      />
      <OnceSecretModal value={secret} onClose={() => setSecret(null)} />
    </>
  );
}
