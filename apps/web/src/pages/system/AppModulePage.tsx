import { type AppModule, systemEndpoints } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Flex, Skeleton, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { appModuleMatrixQuery, systemApi } from '../../api/system';
import { useCanCall } from '../../components/access/declared-access';
import { LoadError } from '../../components/LoadError';
import { translateKey } from '../../i18n';
import { type Cell, rollBack, withCell } from './app-module-matrix';
import { DataTable } from '../../components/table/DataTable';

/**
 * System management -> App module config (componentUrl 'system/appModule'): modules by organisation
 * kind, each switch saved at once; on failure it goes back and the reason is shown.
 */
export function AppModulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const query = useQuery(appModuleMatrixQuery);
  const editable = canCall(systemEndpoints.saveAppModule);
  const key = appModuleMatrixQuery.queryKey;

  const save = useMutation({
    mutationFn: (cell: Cell) => systemApi.saveAppModule(cell),
    onMutate: async (cell) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, withCell(previous, cell));
      return { previous };
    },
    onSuccess: ({ txt }) => void message.success(txt || t('resource.done')),
    onError: (error, cell, context) => {
      // Roll back only this cell: other switches may have been saved meanwhile.
      const current = queryClient.getQueryData(key);
      if (current && context?.previous) queryClient.setQueryData(key, rollBack(current, context.previous, cell));
      void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    },
  });

  if (query.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Card>
    );

  const matrix = query.data;
  const pending = save.isPending ? save.variables : undefined;
  const columns: TableColumnsType<{ module: AppModule }> = [
    { key: 'module', title: t('system.appModule.module'), fixed: 'left', width: 160, render: (_, row) => translateKey(`appModule.${row.module}`, row.module) },
    ...matrix.orgKinds.map((orgKind) => ({
      key: orgKind,
      title: translateKey(`orgKind.${orgKind}`, orgKind),
      align: 'center' as const,
      render: (_: unknown, row: { module: AppModule }) => (
        <Switch
          checked={matrix.enabled[orgKind]?.[row.module] ?? true}
          disabled={!editable}
          loading={pending?.orgKind === orgKind && pending.module === row.module}
          onChange={(enabled) => save.mutate({ orgKind, module: row.module, enabled })}
          aria-label={`${translateKey(`orgKind.${orgKind}`, orgKind)} · ${translateKey(`appModule.${row.module}`, row.module)}`}
          data-testid={`app-module-${orgKind}-${row.module}`}
        />
      ),
    })),
  ];

  return (
    <Card title={t('system.appModule.title')}>
      <Flex vertical gap={12}>
        <Alert type={editable ? 'info' : 'warning'} showIcon title={editable ? t('system.appModule.hint') : t('system.appModule.readOnly')} />
        <DataTable<{ module: AppModule }>
          rowKey="module"
          size="middle"
          bordered
          pagination={false}
          columns={columns}
          dataSource={matrix.modules.map((module) => ({ module }))}
          scroll={{ x: 'max-content' }}
          data-testid="app-module-matrix"
        />
      </Flex>
    </Card>
  );
}
