import { type AnyEntity, linksOf } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../api/resource-api';
import { formatDateValue } from './dates';
import { renderFieldValue } from './FieldValue';
import { isSecretField } from './form-values';
import { entityTitle, fieldLabel } from './labels';
import { LinkPanels } from './LinkPanel';

export interface ResourceDetailProps {
  entity: AnyEntity;
  /** The row to show (from the list); it is read again so the drawer shows the latest. */
  record: ResourceRecord | null;
  onClose: () => void;
  /** A screen's own rendering of some fields (the log's resource name). */
  renderValue?: Record<string, (record: ResourceRecord) => ReactNode>;
  /** A screen's own part below the fields (a child's consent). */
  extra?: (record: ResourceRecord) => ReactNode;
}

/** Every field of one row, rendered by kind, in a drawer. */
export function ResourceDetail({ entity, record, onClose, renderValue, extra }: ResourceDetailProps) {
  const { t } = useTranslation();
  const id = record?.id ?? '';
  const query = useQuery({
    queryKey: resourceKeys.get(entity, id),
    queryFn: ({ signal }) => resourceApi(entity).get(id, signal),
    enabled: Boolean(record),
    initialData: record ?? undefined,
    // The list's copy shows at once; the fresh read replaces it.
    initialDataUpdatedAt: 0,
  });
  const shown = query.data ?? record;

  let content: ReactNode;
  if (query.isError && !shown) {
    content = (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={isApiError(query.error) ? query.error.txt : t('common.network.offline')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  } else if (!shown) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const items = [
      ...Object.entries(entity.fields)
        .filter(([, field]) => !isSecretField(field))
        .map(([name, field]) => ({
          key: name,
          label: fieldLabel(entity, name),
          children: renderValue?.[name]?.(shown) ?? renderFieldValue(entity, name, field, shown, 'detail'),
        })),
      { key: 'createdAt', label: t('resource.detail.createdAt'), children: formatDateValue(shown.createdAt, 'datetime') || '-' },
      { key: 'updatedAt', label: t('resource.detail.updatedAt'), children: formatDateValue(shown.updatedAt, 'datetime') || '-' },
    ];
    content = (
      <>
        <Descriptions column={1} bordered size="small" items={items} styles={{ label: { width: 140 } }} />
        <LinkPanels entity={entity} record={shown} links={linksOf(entity.name)} />
        {extra?.(shown)}
      </>
    );
  }

  return (
    <Drawer open={Boolean(record)} title={t('resource.detail.title', { title: entityTitle(entity) })} size={560} onClose={onClose} destroyOnHidden data-testid="resource-detail">
      {content}
    </Drawer>
  );
}
