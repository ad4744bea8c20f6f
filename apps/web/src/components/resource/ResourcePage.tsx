import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { type AnyEntity, filterableFields } from '@kg/domain';
import { App, Button, Card, Empty, Flex, Space, Spin, Tooltip, Typography, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceRecord, resourceApi, resourceKeys, type SavedRecord } from '../../api/resource-api';
import { useCan, useReach } from '../access/access-context';
import { LoadError } from '../LoadError';
import { usePagedList } from '../report/usePagedList';
import { DataTable } from '../table/DataTable';
import { ACTIONS_COLUMN } from '../table/table-columns';
import { canWrite, eligibleForTransition, permittedTransitions } from './actions';
import { ColumnChooser } from './ColumnChooser';
import { visibleColumns } from './column-prefs';
import { resourceColumns } from './columns';
import { ExportButton } from './ExportButton';
import { secretFields } from './form-values';
import { genericRowActions } from './generic-row-actions';
import { ImportButton } from './ImportButton';
import { isKindergartenScoped } from './kindergarten-scope';
import { withinReach } from './within-reach';
import { actionLabel, entityTitle } from './labels';
import { buildExportRequest, buildListRequest, filtersFromValues } from './list-request';
import { ResourceDetail } from './ResourceDetail';
import { ResourceForm, type ResourceFormOptions } from './ResourceForm';
import { RowActions } from './RowActions';
import { SearchForm } from './SearchForm';
import { useColumnPrefs } from './useColumnPrefs';
import { useLinkColumns } from './useLinkColumns';
import { useResourceMutations } from './useResourceMutations';

import type { ResourcePageProps } from './resource-page-props';
export type { FormHostProps, ResourcePageProps } from './resource-page-props';

type FormState = { open: false } | { open: true; record?: ResourceRecord };

/**
 * The list screen of any entity: search form from its filterable fields, a server-sorted and paged
 * table of its listed fields with a column chooser, row and batch actions by permission, add,
 * export of the current filters and import where declared. An entity declared kindergarten-scoped
 * is listed within the session's reach: a group picks the kindergarten (`withinReach`).
 */
export function ResourcePage(props: ResourcePageProps) {
  const reach = useReach();
  if (!isKindergartenScoped(props.entity)) return <ListScreen {...props} />;
  if (!reach) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return <ListScreen {...withinReach(props, reach)} />;
}

function ListScreen(props: ResourcePageProps) {
  const { entity, fixedFilters, rowActions, hideAction, renderCell, filterInputs } = props;
  // Secrets (a camera's password) are never columns, whatever the column choice says.
  const hiddenColumns = [...(props.hiddenColumns ?? []), ...secretFields(entity)];
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useCan();
  const api = useMemo(() => resourceApi(entity), [entity]);
  const { remove, transition } = useResourceMutations(entity, props.form?.invalidates);

  const list = usePagedList({
    filters: props.initialSearch ? filtersFromValues(entity, props.initialSearch) : {},
    sort: entity.defaultSort,
    queryKey: (state) => resourceKeys.list(entity, buildListRequest(entity, state, fixedFilters)),
    fetch: (state, signal) => api.list(buildListRequest(entity, state, fixedFilters), signal),
  });
  const { state, query } = list;
  const [overrides, changeColumns] = useColumnPrefs(entity);
  const [selected, setSelected] = useState<ResourceRecord[]>([]);
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [detail, setDetail] = useState<ResourceRecord | null>(null);

  const { onFiltersChange, onRecords } = props;
  useEffect(() => onFiltersChange?.(state.filters), [onFiltersChange, state.filters]);
  const records = query.data?.records;
  useEffect(() => onRecords?.(records ?? []), [onRecords, records]);

  const fixedKeys = Object.keys(fixedFilters ?? {});
  const searchFields = filterableFields(entity).filter(([name]) => !fixedKeys.includes(name) && !props.hiddenFilters?.includes(name));
  const transitions = permittedTransitions(entity, can);
  const mayDelete = canWrite(entity, can, 'delete');
  const selectable = mayDelete || transitions.length > 0;
  const title = props.title ?? entityTitle(entity);

  const shownFields = visibleColumns(entity, overrides, props.listed).filter((f) => !hiddenColumns.includes(f));
  const linkColumns = useLinkColumns(entity, query.data?.records ?? [], can);
  const columns: TableProps<ResourceRecord>['columns'] = [
    ...resourceColumns({ entity, fields: shownFields, sort: state.sort, renderCell, titles: props.columnTitles }),
    ...linkColumns,
    ...(props.extraColumns ?? []),
    {
      key: ACTIONS_COLUMN,
      title: t('resource.table.actions'),
      render: (_: unknown, record: ResourceRecord) => (
        <RowActions
          actions={genericRowActions({
            entity,
            record,
            can,
            t,
            onDetail: setDetail,
            onEdit: (r) => setFormState({ open: true, record: r }),
            onTransition: (action, r) => transition.mutateAsync({ action, ids: [r.id] }).catch(() => undefined),
            onDelete: (r) => remove.mutateAsync([r.id]).catch(() => undefined),
            extra: rowActions?.(record),
          }).filter((action) => !hideAction?.(action.key, record))}
        />
      ),
    },
  ];

  const onTableChange: TableProps<ResourceRecord>['onChange'] = (...change) => {
    setSelected([]);
    list.onTableChange(...change);
  };

  const confirmBatchDelete = () => {
    const ids = selected.map((r) => r.id);
    modal.confirm({
      title: t('resource.batch.deleteTitle'),
      content: t('resource.batch.deleteConfirm', { count: ids.length }),
      okText: t('resource.actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'batch-delete-ok' },
      cancelText: t('common.actions.cancel'),
      onOk: () =>
        remove.mutateAsync(ids).then(
          () => setSelected([]),
          () => undefined,
        ),
    });
  };

  const confirmBatchTransition = (action: string, ids: string[]) => {
    const label = actionLabel(entity, action);
    modal.confirm({
      title: t('resource.batch.transitionTitle', { action: label }),
      content: t('resource.batch.transitionConfirm', { action: label, count: ids.length }),
      okText: label,
      cancelText: t('common.actions.cancel'),
      onOk: () =>
        transition.mutateAsync({ action, ids }).then(
          () => setSelected([]),
          () => undefined,
        ),
    });
  };

  const toolbar = (
    <Space wrap>
      {canWrite(entity, can, 'add') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ open: true })} data-testid="resource-add">
          {t('resource.actions.add')}
        </Button>
      )}
      {props.toolbarExtra}
      {canWrite(entity, can, 'import') && <ImportButton entity={entity} />}
      {canWrite(entity, can, 'export') && <ExportButton entity={entity} body={() => buildExportRequest(entity, state, fixedFilters)} />}
      <Tooltip title={t('resource.actions.reload')}>
        <Button icon={<ReloadOutlined />} aria-label={t('resource.actions.reload')} loading={query.isFetching} onClick={() => void query.refetch()} data-testid="resource-reload" />
      </Tooltip>
      <ColumnChooser entity={entity} overrides={overrides} onChange={changeColumns} exclude={hiddenColumns} listed={props.listed} />
    </Space>
  );

  const selectionBar = selected.length > 0 && (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }} data-testid="batch-bar">
      <Typography.Text>{t('resource.table.selected', { count: selected.length })}</Typography.Text>
      {transitions.map((action) => {
        const ids = eligibleForTransition(entity, selected, action);
        return (
          <Button key={action} size="small" disabled={ids.length === 0} onClick={() => confirmBatchTransition(action, ids)} data-testid={`batch-${action}`}>
            {t('resource.batch.transition', { action: actionLabel(entity, action) })} ({ids.length})
          </Button>
        );
      })}
      {mayDelete && (
        <Button size="small" danger onClick={confirmBatchDelete} data-testid="batch-delete">
          {t('resource.batch.delete')}
        </Button>
      )}
      <Button size="small" type="link" onClick={() => setSelected([])}>
        {t('resource.table.clearSelection')}
      </Button>
    </Flex>
  );

  const onSaved = (record: SavedRecord, created: boolean) => props.onSaved?.(record, created);
  const closeForm = () => setFormState({ open: false });
  const formRecord = formState.open ? formState.record : undefined;
  const formOptions: ResourceFormOptions = { ...props.form, fixed: { ...pick(fixedFilters, entity), ...props.form?.fixed } };

  return (
    <Flex vertical gap={16} data-testid={`resource-page-${entity.name}`}>
      {searchFields.length > 0 && (
        <Card size="small">
          <SearchForm
            entity={entity}
            fields={searchFields}
            inputs={filterInputs}
            initialValues={props.initialSearch}
            searching={query.isFetching}
            onSearch={(values) => {
              setSelected([]);
              list.search(filtersFromValues(entity, values));
            }}
            onReset={() => {
              setSelected([]);
              list.search({});
            }}
          />
        </Card>
      )}
      <Card title={title} extra={toolbar}>
        {selectionBar}
        <DataTable<ResourceRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.records ?? []}
          loading={query.isFetching}
          onChange={onTableChange}
          rowClassName={props.rowClassName}
          rowSelection={selectable ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows.filter(Boolean)) } : undefined}
          pagination={list.pagination}
          locale={{
            emptyText: query.isError ? (
              <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.table.empty')} />
            ),
          }}
          data-testid="resource-table"
        />
      </Card>
      {props.renderForm ? (
        props.renderForm({ open: formState.open, record: formRecord, onClose: closeForm, onSaved })
      ) : (
        <ResourceForm entity={entity} open={formState.open} record={formRecord} onClose={closeForm} onSaved={onSaved} {...formOptions} />
      )}
      <ResourceDetail entity={entity} record={detail} onClose={() => setDetail(null)} renderValue={renderCell} extra={props.detailExtra} />
    </Flex>
  );
}

/** The fixed filters that are also form fields (an organisation fixed in the list is the new row's too). */
function pick(values: Record<string, unknown> | undefined, entity: AnyEntity): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([name]) => name in entity.fields));
}
