import { organizationEntity } from '@kg/domain';
import { useUserInfo } from '../../api/auth';
import { ResourceTree } from '../../components/resource/ResourceTree';

/** What the server refuses on one's own organisation (it would cut the person off). */
const OWN_ORGANIZATION_REFUSED = ['delete', 'disable'];

/**
 * System management -> Organizations (componentUrl 'system/organization'): the part of the
 * organisation tree the user may see, with the generic form, import and export.
 */
export function OrganizationPage() {
  const { data: me } = useUserInfo();
  return <ResourceTree entity={organizationEntity} hideAction={(key, record) => record.id === me?.baseId && OWN_ORGANIZATION_REFUSED.includes(key)} />;
}
