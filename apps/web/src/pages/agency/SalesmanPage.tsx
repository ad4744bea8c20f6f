import { salesmanEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salesmanApi, salesmanKeys } from '../../api/agency-salesman';
import type { ResourceRecord } from '../../api/resource-api';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { SalesmanKigsDrawer } from './SalesmanKigsDrawer';

/**
 * Agent functions -> Salesmen (componentUrl 'agency/salesman'): the agent's salesmen, each with the
 * kindergartens it has now and their children (read for every salesman in one call), and a drawer of
 * its kindergartens where one is given to it or released.
 */
export function SalesmanPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ResourceRecord | null>(null);
  const figures = useQuery({ queryKey: salesmanKeys.figures, queryFn: ({ signal }) => salesmanApi.figures(signal) });
  const extraColumns = useMemo((): TableColumnType<ResourceRecord>[] => {
    const of = (id: string) => figures.data?.find((f) => f.salesmanId === id);
    return [
      { key: 'kigs', title: t('agentSalesman.columns.kigs'), width: 110, render: (_, r) => <span data-testid="salesman-kigs-count">{of(r.id)?.kigs ?? 0}</span> },
      { key: 'children', title: t('agentSalesman.columns.children'), width: 110, render: (_, r) => of(r.id)?.children ?? 0 },
    ];
  }, [figures.data, t]);
  const rowActions = (record: ResourceRecord): RowAction[] => [{ key: 'kigs', label: t('agentSalesman.actions.kigs'), onClick: () => setOpen(record) }];
  return (
    <>
      <ResourcePage entity={salesmanEntity} extraColumns={extraColumns} rowActions={rowActions} hiddenColumns={['orgId']} />
      <SalesmanKigsDrawer salesman={open} onClose={() => setOpen(null)} />
    </>
  );
}
