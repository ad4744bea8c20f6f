import { type KigGroupKig, type KigGroupMembership, type KigGroupRow, kigGroupEndpoints } from '@kg/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Card, Drawer, Flex, Input, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { kigGroupApi, kigGroupKeys } from '../../api/kig-group';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { LoadError } from '../../components/LoadError';
import { DownloadButton } from '../../components/report/DownloadButton';
import { useReportParam } from '../../components/report/useReportParams';
import { RowActions } from '../../components/resource/RowActions';
import { DataTable } from '../../components/table/DataTable';

/** The drawer's key for the kindergartens in no group. */
const NO_GROUP = 'none';
const day = (at: string | null) => (at ? at.slice(0, 10) : '');

/**
 * Operations -> Groups (componentUrl 'operations/group', issue 18): the kindergarten groups with their
 * agent and kindergartens; a group's kindergartens in a drawer, each moved to another group or out of
 * any (under its agent), and the group's memberships, past ones kept. The group opened is in the
 * address (`?groupId=`, `none` for the kindergartens in no group).
 */
export function GroupPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [name, setName] = useState('');
  const [opened, setOpened] = useReportParam('groupId');
  const list = useQuery({ queryKey: kigGroupKeys.list(name), queryFn: ({ signal }) => kigGroupApi.list(name, signal), placeholderData: keepPreviousData });
  const groups = list.data ?? [];
  const openedGroup = opened && opened !== NO_GROUP ? groups.find((g) => g.id === opened) : undefined;
  return (
    <Flex vertical gap={16} data-testid="ops-groups-page">
      <Card size="small">
        <Flex gap={16} wrap align="end" justify="space-between">
          <Flex gap={16} wrap align="end">
            <LabeledControl label={t('opsGroups.search')}>
              {(id) => <Input.Search id={id} allowClear onSearch={(v) => setName(v.trim())} style={{ width: 240 }} data-testid="ops-groups-search" />}
            </LabeledControl>
            <Button onClick={() => setOpened(NO_GROUP)} data-testid="ops-groups-none">
              {t('opsGroups.noGroupKigs')}
            </Button>
          </Flex>
          {canCall(kigGroupEndpoints.export) && (
            <DownloadButton fetch={(onProgress) => kigGroupApi.export(name, onProgress)} fallbackName={`${t('opsGroups.columns.group')}.xlsx`} testId="ops-groups-export" />
          )}
        </Flex>
      </Card>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable<KigGroupRow>
          rowKey="id"
          loading={list.isLoading}
          dataSource={groups}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="ops-groups-table"
          columns={[
            { key: 'code', title: t('opsGroups.columns.code'), dataIndex: 'code' },
            { key: 'name', title: t('opsGroups.columns.name'), dataIndex: 'name' },
            { key: 'agent', title: t('opsGroups.columns.agent'), render: (_, r) => r.agentName ?? '' },
            { key: 'kigCount', title: t('opsGroups.columns.kigCount'), render: (_, r) => <span data-testid="ops-groups-count">{r.kigCount}</span> },
            {
              key: 'actions',
              title: t('resource.table.actions'),
              render: (_, r) => <RowActions actions={[{ key: 'kigs', label: t('opsGroups.actions.kigs'), onClick: () => setOpened(r.id) }]} />,
            },
          ]}
        />
      )}
      <Drawer
        open={!!opened}
        onClose={() => setOpened(undefined)}
        size="large"
        title={opened === NO_GROUP ? t('opsGroups.noGroupKigs') : t('opsGroups.drawerTitle', { name: openedGroup?.name ?? '' })}
        destroyOnHidden
        data-testid="ops-group-kigs"
      >
        {opened && <GroupKigs groupId={opened === NO_GROUP ? null : opened} groups={groups} />}
      </Drawer>
    </Flex>
  );
}

/** A group's kindergartens now (or those in none), each movable, and the group's memberships. */
function GroupKigs({ groupId, groups }: { groupId: string | null; groups: KigGroupRow[] }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [moving, setMoving] = useState<KigGroupKig | null>(null);
  const kigs = useQuery({ queryKey: kigGroupKeys.kigs(groupId), queryFn: ({ signal }) => kigGroupApi.kigs(groupId, signal) });
  const historyQuery = groupId ? { groupId } : {};
  const history = useQuery({ queryKey: kigGroupKeys.history(historyQuery), queryFn: ({ signal }) => kigGroupApi.history(historyQuery, signal), enabled: !!groupId });
  const mayMove = canCall(kigGroupEndpoints.move);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('opsGroups.moveNote')}</Typography.Text>
      {kigs.isError ? (
        <LoadError error={kigs.error} onRetry={() => void kigs.refetch()} />
      ) : (
        <DataTable<KigGroupKig>
          rowKey="id"
          size="small"
          loading={kigs.isLoading}
          dataSource={kigs.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('opsGroups.empty') }}
          data-testid="ops-group-kigs-table"
          columns={[
            { key: 'code', title: t('opsGroups.columns.kigCode'), dataIndex: 'code' },
            { key: 'name', title: t('opsGroups.columns.kigName'), dataIndex: 'name' },
            { key: 'since', title: t('opsGroups.columns.since'), render: (_, r) => day(r.since) },
            {
              key: 'actions',
              title: t('resource.table.actions'),
              render: (_, r) => (mayMove ? <RowActions actions={[{ key: 'move', label: t('opsGroups.actions.move'), onClick: () => setMoving(r) }]} /> : null),
            },
          ]}
        />
      )}
      {groupId && (
        <>
          <Typography.Title level={5}>{t('opsGroups.history')}</Typography.Title>
          <History rows={history.data ?? []} loading={history.isLoading} />
        </>
      )}
      <MoveModal kig={moving} from={groupId} groups={groups} onClose={() => setMoving(null)} />
    </Flex>
  );
}

function History({ rows, loading }: { rows: KigGroupMembership[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable<KigGroupMembership>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('opsGroups.noHistory') }}
      data-testid="ops-group-history"
      columns={[
        { key: 'kigName', title: t('opsGroups.columns.kigName'), dataIndex: 'kigName' },
        { key: 'fromAt', title: t('opsGroups.columns.fromAt'), render: (_, r) => day(r.fromAt) },
        { key: 'toAt', title: t('opsGroups.columns.toAt'), render: (_, r) => (r.toAt ? day(r.toAt) : <Tag color="green">{t('opsGroups.current')}</Tag>) },
        { key: 'movedInBy', title: t('opsGroups.columns.movedInBy'), render: (_, r) => r.movedInBy ?? '' },
        { key: 'movedOutBy', title: t('opsGroups.columns.movedOutBy'), render: (_, r) => r.movedOutBy ?? '' },
      ]}
    />
  );
}

/** Moves a kindergarten to another group, or out of any; the lists read again once it is done. */
function MoveModal({ kig, from, groups, onClose }: { kig: KigGroupKig | null; from: string | null; groups: KigGroupRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | undefined>(undefined);
  const move = useMutation({
    mutationFn: () => kigGroupApi.move(kig!.id, target === NO_GROUP ? null : target!),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      setTarget(undefined);
      onClose();
      void queryClient.invalidateQueries({ queryKey: kigGroupKeys.all });
    },
    onError: (error) => void message.error(isApiError(error) ? (error.fieldErrors[0]?.message ?? error.txt) : t('common.network.offline')),
  });
  const options = [...(from ? [{ value: NO_GROUP, label: t('opsGroups.noGroup') }] : []), ...groups.filter((g) => g.id !== from).map((g) => ({ value: g.id, label: g.name }))];
  return (
    <Modal
      open={kig !== null}
      data-testid="ops-group-move"
      title={t('opsGroups.moveTitle', { name: kig?.name ?? '' })}
      onCancel={() => {
        setTarget(undefined);
        onClose();
      }}
      onOk={() => move.mutate()}
      okButtonProps={{ disabled: !target, loading: move.isPending, 'data-testid': 'ops-group-move-submit' } as ButtonProps}
      destroyOnHidden
    >
      <LabeledControl label={t('opsGroups.target')}>
        {(id) => (
          <Select
            id={id}
            style={{ width: '100%' }}
            value={target}
            onChange={setTarget}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="ops-group-move-target"
          />
        )}
      </LabeledControl>
    </Modal>
  );
}
