import { familyEndpoints, parentEntity } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { familiesApi } from '../../api/families';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { type OnceSecret, OnceSecretModal } from '../../components/OnceSecretModal';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';

/**
 * Campus management -> Parents: each parent's children and relationship (the parentStudent link, in the
 * list and the detail), and a password for the parents' app, shown once (the family changes it at its
 * first sign-in).
 */
export function ParentPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const [secret, setSecret] = useState<OnceSecret | null>(null);
  const issue = useMutation({
    mutationFn: (record: ResourceRecord) => familiesApi.issuePassword(record.id),
    onSuccess: ({ data }, record) =>
      setSecret({
        title: t('campus.parent.familyPasswordTitle'),
        label: t('campus.parent.familyPasswordOf', { name: String(record.name ?? ''), phone: data.phone }),
        secret: data.password,
      }),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });
  const rowActions = (record: ResourceRecord): RowAction[] =>
    canCall(familyEndpoints.issuePassword)
      ? [
          {
            key: 'familyPassword',
            label: t('campus.parent.familyPassword'),
            confirm: t('campus.parent.familyPasswordConfirm', { name: String(record.name ?? '') }),
            onClick: () => issue.mutateAsync(record).catch(() => undefined),
          },
        ]
      : [];
  return (
    <>
      <ResourcePage entity={parentEntity} rowActions={rowActions} />
      <OnceSecretModal value={secret} onClose={() => setSecret(null)} />
    </>
  );
}
