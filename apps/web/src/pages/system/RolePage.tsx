import { roleEntity, systemEndpoints } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceRecord } from '../../api/resource-api';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';

/** System management -> Roles (componentUrl 'system/role'), with a way to the role's authorization. */
export function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCall = useCanCall();
  // The Authorization screen lives wherever the user's menu puts it; no menu entry, no link.
  const authorizationPath = useMenuEntries().find((e) => !e.external && e.item.componentUrl === 'system/authorization')?.path;

  const rowActions = (record: ResourceRecord): RowAction[] =>
    authorizationPath && canCall(systemEndpoints.roleAuthorization) && canCall(systemEndpoints.authorizeRole)
      ? [
          {
            key: 'authorize',
            label: t('system.role.authorize'),
            onClick: () => navigate(`${authorizationPath}?roleId=${encodeURIComponent(record.id)}`),
          },
        ]
      : [];

  return <ResourcePage entity={roleEntity} rowActions={rowActions} />;
}
