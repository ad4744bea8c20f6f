import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AnyEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Space, Tooltip, type TableProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceRecord, resourceApi, resourceKeys, type SavedRecord, type TreeRecord } from '../../api/resource-api';
import { useCan } from '../access/access-context';
import { LoadError } from '../LoadError';
import { DataTable } from '../table/DataTable';
import { ACTIONS_COLUMN } from '../table/table-columns';
import { canWrite } from './actions';
import { ColumnChooser } from './ColumnChooser';
import { visibleColumns } from './column-prefs';
import { useColumnPrefs } from './useColumnPrefs';
import { type CellRenderers, resourceColumns } from './columns';
import { ExportButton } from './ExportButton';
import { genericRowActions } from './generic-row-actions';
import { ImportButton } from './ImportButton';
import { entityTitle, recordLabel } from './labels';
import { ResourceDetail } from './ResourceDetail';
import { ResourceForm, type ResourceFormOptions } from './ResourceForm';
import { type RowAction, RowActions } from './RowActions';
import { filterTree, parentIds } from './tree-data';
import { useResourceMutations } from './useResourceMutations';

export interface ResourceTreeProps {
  entity: AnyEntity;
  /** Which rows the screen shows (one system's menus); ancestors of shown rows stay. */
  filter?: (record: TreeRecord) => boolean;
  /** Whether a row may get children here, and the label of that action. */
  canAddChild?: (record: TreeRecord) => boolean;
  addChildLabel?: string;
  /** The root Add button's label, and whether it is offered. */
  addLabel?: string;
  canAddRoot?: boolean;
  rowActions?: (record: TreeRecord) => RowAction[];
  /** Hides a row's action the server would refuse for that row (one's own organisation cannot be deleted). */
  hideAction?: (key: string, record: TreeRecord) => boolean;
  renderCell?: CellRenderers;
  /** The form of this screen; a child added on a row gets that row as its fixed parent. */
  form?: ResourceFormOptions;
  onSaved?: (record: SavedRecord, created: boolean) => void;
  /** Offer status transitions as row actions (off where the screen has its own switch). */
  transitions?: boolean;
  hiddenColumns?: readonly string[];
  /** Controls above the tree (a system selector). */
  toolbarStart?: ReactNode;
  title?: ReactNode;
}

/** A child's parent is the row it was added on: fixed, shown but not editable. */
type FormState = { open: false } | { open: true; record?: ResourceRecord; parent?: string };

/**
 * A tree entity's screen: the nested rows of `.../tree` as an expandable table, with a name filter,
 * add (root and child), edit, delete, transitions, detail, export and import where declared.
 */
export function ResourceTree(props: ResourceTreeProps) {
  const { entity, filter, canAddChild, rowActions, hideAction, renderCell, hiddenColumns = [] } = props;
  const { t } = useTranslation();
  const can = useCan();
  const api = useMemo(() => resourceApi(entity), [entity]);
  const { remove, transition } = useResourceMutations(entity, props.form?.invalidates);
  const parentField = entity.tree?.parentField ?? 'parentId';

  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [overrides, changeColumns] = useColumnPrefs(entity);
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [detail, setDetail] = useState<ResourceRecord | null>(null);

  const query = useQuery({ queryKey: resourceKeys.tree(entity), queryFn: ({ signal }) => api.tree(signal) });

  const rows = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    const shown = filter ? filterTree(query.data ?? [], filter) : (query.data ?? []);
    // A name search shows the matching rows with what lies below them (a type with its values).
    return needle ? filterTree(shown, (node) => recordLabel(entity, node).toLowerCase().includes(needle), true) : filterTree(shown, () => true);
  }, [query.data, filter, keyword, entity]);
  // Every branch starts open; the person closes what they do not need.
  const expanded = useMemo(() => parentIds(rows).filter((id) => !collapsed.has(id)), [rows, collapsed]);

  const mayAdd = canWrite(entity, can, 'add');
  const childLabel = props.addChildLabel ?? t('resource.actions.addChild');
  // The parent is shown by the tree itself.
  const shownFields = visibleColumns(entity, overrides).filter((f) => f !== parentField && !hiddenColumns.includes(f));
  const columns: TableProps<TreeRecord>['columns'] = [
    ...(resourceColumns({ entity, fields: shownFields, sortable: false, renderCell }) as TableProps<TreeRecord>['columns'] & object),
    {
      key: ACTIONS_COLUMN,
      title: t('resource.table.actions'),
      render: (_: unknown, record: TreeRecord) => {
        const extra: RowAction[] = [];
        if (mayAdd && (canAddChild?.(record) ?? true)) {
          extra.push({
            key: 'addChild',
            label: childLabel,
            onClick: () => setFormState({ open: true, parent: record.id }),
          });
        }
        extra.push(...(rowActions?.(record) ?? []));
        return (
          <RowActions
            actions={genericRowActions({
              entity,
              record,
              can,
              t,
              transitions: props.transitions,
              onDetail: setDetail,
              onEdit: (r) => setFormState({ open: true, record: r }),
              onTransition: (action, r) => transition.mutateAsync({ action, ids: [r.id] }).catch(() => undefined),
              onDelete: (r) => remove.mutateAsync([r.id]).catch(() => undefined),
              extra,
            }).filter((action) => !hideAction?.(action.key, record))}
          />
        );
      },
    },
  ];

  const toolbar = (
    <Space wrap>
      {mayAdd && props.canAddRoot !== false && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ open: true })} data-testid="resource-add">
          {props.addLabel ?? t('resource.actions.add')}
        </Button>
      )}
      {canWrite(entity, can, 'import') && <ImportButton entity={entity} />}
      {canWrite(entity, can, 'export') && <ExportButton entity={entity} body={() => ({})} />}
      <Button onClick={() => setCollapsed(new Set())} data-testid="tree-expand-all">
        {t('resource.actions.expandAll')}
      </Button>
      <Button onClick={() => setCollapsed(new Set(parentIds(rows)))} data-testid="tree-collapse-all">
        {t('resource.actions.collapseAll')}
      </Button>
      <Tooltip title={t('resource.actions.reload')}>
        <Button icon={<ReloadOutlined />} aria-label={t('resource.actions.reload')} loading={query.isFetching} onClick={() => void query.refetch()} data-testid="resource-reload" />
      </Tooltip>
      <ColumnChooser entity={entity} overrides={overrides} onChange={changeColumns} exclude={[parentField, ...hiddenColumns]} />
    </Space>
  );

  const closeForm = () => setFormState({ open: false });

  return (
    <Flex vertical gap={16} data-testid={`resource-tree-${entity.name}`}>
      <Card size="small">
        <Flex gap={16} wrap align="center">
          {props.toolbarStart}
          <Input.Search
            allowClear
            placeholder={t('resource.search.filterTree')}
            onSearch={setKeyword}
            onChange={(e) => !e.target.value && setKeyword('')}
            style={{ width: 280 }}
            data-testid="tree-filter"
          />
        </Flex>
      </Card>
      <Card title={props.title ?? entityTitle(entity)} extra={toolbar}>
        <DataTable<TreeRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          nested
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, record) =>
              setCollapsed((previous) => {
                const next = new Set(previous);
                if (open) next.delete(record.id);
                else next.add(record.id);
                return next;
              }),
          }}
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
      <ResourceForm
        entity={entity}
        open={formState.open}
        record={formState.open ? formState.record : undefined}
        onClose={closeForm}
        onSaved={props.onSaved}
        {...props.form}
        fixed={formState.open && formState.parent ? { ...props.form?.fixed, [parentField]: formState.parent } : props.form?.fixed}
      />
      <ResourceDetail entity={entity} record={detail} onClose={() => setDetail(null)} renderValue={renderCell} />
    </Flex>
  );
}
