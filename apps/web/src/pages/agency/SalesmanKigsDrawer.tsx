import { organizationEntity, salesmanEndpoints, type SalesmanKig, salesmanEntity } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salesmanApi, salesmanKeys } from '../../api/agency-salesman';
import { isApiError } from '../../api/api-error';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { KINDERGARTEN_OPTIONS } from '../../components/report/report-scope';
import { recordLabel } from '../../components/resource/labels';
import { RefSelect } from '../../components/resource/RefSelect';
import { RowActions } from '../../components/resource/RowActions';
import { DataTable } from '../../components/table/DataTable';

/** A salesman's kindergartens, current and past; one of the agent's kindergartens is given to it here (moved from its salesman, if any). */
export function SalesmanKigsDrawer({ salesman, onClose }: { salesman: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={salesman !== null}
      onClose={onClose}
      size="large"
      title={t('agentSalesman.drawerTitle', { name: salesman ? recordLabel(salesmanEntity, salesman) : '' })}
      destroyOnHidden
      data-testid="salesman-kigs"
    >
      {salesman && <DrawerBody salesman={salesman} />}
    </Drawer>
  );
}

function DrawerBody({ salesman }: { salesman: ResourceRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [kigId, setKigId] = useState<string | null>(null);
  const kigs = useQuery({ queryKey: salesmanKeys.kigs(salesman.id), queryFn: ({ signal }) => salesmanApi.kigs(salesman.id, signal) });
  const done = ({ txt }: { txt: string }) => {
    void message.success(txt || t('resource.done'));
    setKigId(null);
    void queryClient.invalidateQueries({ queryKey: salesmanKeys.all });
  };
  const failed = (error: unknown) => void message.error(isApiError(error) ? (error.fieldErrors[0]?.message ?? error.txt) : t('common.network.offline'));
  const assign = useMutation({ mutationFn: (kig: string) => salesmanApi.assign(salesman.id, kig), onSuccess: done, onError: failed });
  const release = useMutation({ mutationFn: (kig: string) => salesmanApi.release(kig), onSuccess: done, onError: failed });
  const mayAssign = canCall(salesmanEndpoints.assign) && salesman.state === 'onDuty';
  const when = (at: string | null) => (at ? at.slice(0, 10) : '');

  return (
    <Flex vertical gap={16}>
      {mayAssign && (
        <Flex gap={8} align="end" wrap>
          <LabeledControl label={t('agentSalesman.kindergarten')}>
            {(id) => (
              <div style={{ minWidth: 240 }}>
                <RefSelect
                  id={id}
                  target={organizationEntity}
                  filters={KINDERGARTEN_OPTIONS}
                  value={kigId}
                  onChange={(value) => setKigId(typeof value === 'string' && value ? value : null)}
                  disabled={assign.isPending}
                  data-testid="salesman-assign-kindergarten"
                />
              </div>
            )}
          </LabeledControl>
          <Button type="primary" disabled={!kigId} loading={assign.isPending} onClick={() => kigId && assign.mutate(kigId)} data-testid="salesman-assign-submit">
            {t('agentSalesman.actions.assign')}
          </Button>
        </Flex>
      )}
      <Typography.Text type="secondary">{t('agentSalesman.moveNote')}</Typography.Text>
      <DataTable<SalesmanKig>
        rowKey={(r) => `${r.kigId}-${r.assignedAt}`}
        size="small"
        loading={kigs.isLoading}
        dataSource={kigs.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('agentSalesman.empty') }}
        data-testid="salesman-kigs-table"
        columns={[
          { key: 'kigName', title: t('agentSalesman.kindergarten'), dataIndex: 'kigName' },
          { key: 'kigCode', title: t('agentSalesman.columns.kigCode'), dataIndex: 'kigCode' },
          { key: 'children', title: t('agentSalesman.columns.children'), dataIndex: 'children' },
          { key: 'assignedAt', title: t('agentSalesman.columns.assignedAt'), render: (_, r) => when(r.assignedAt) },
          {
            key: 'endedAt',
            title: t('agentSalesman.columns.state'),
            render: (_, r) => (r.endedAt ? <Tag>{t('agentSalesman.ended', { date: when(r.endedAt) })}</Tag> : <Tag color="green">{t('agentSalesman.current')}</Tag>),
          },
          {
            key: 'actions',
            title: t('resource.table.actions'),
            render: (_, r) =>
              !r.endedAt && canCall(salesmanEndpoints.release) ? (
                <RowActions
                  actions={[
                    {
                      key: 'release',
                      label: t('agentSalesman.actions.release'),
                      confirm: t('agentSalesman.confirmRelease', { name: r.kigName }),
                      onClick: () => release.mutateAsync(r.kigId).catch(() => undefined),
                    },
                  ]}
                />
              ) : null,
          },
        ]}
      />
    </Flex>
  );
}
