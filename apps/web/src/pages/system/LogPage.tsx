import { AUDITED_BEYOND_ENTITIES, auditLogEntity, ENTITY_INDEX, LINKS } from '@kg/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { translateKey } from '../../i18n';

/** An audited resource by its name in the reader's language: an entity's or a link's title, or one of the others. */
function resourceName(resource: string): string {
  return translateKey(`entity.${resource}.title`, translateKey(`link.${resource}.title`, translateKey(`system.log.resources.${resource}`, resource)));
}

const RESOURCES = [...ENTITY_INDEX.map((e) => e.name), ...LINKS.map((l) => l.name), ...AUDITED_BEYOND_ENTITIES];

/** System management -> Logs (componentUrl 'system/log'): the audit, read-only, filtered and exported. */
export function LogPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={auditLogEntity}
      renderCell={{ resource: (record: ResourceRecord) => resourceName(String(record.resource ?? '')) }}
      filterInputs={{
        resource: (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('resource.search.selectPlaceholder')}
            options={RESOURCES.map((name) => ({ value: name, label: resourceName(name) }))}
            style={{ width: '100%' }}
          />
        ),
      }}
    />
  );
}
