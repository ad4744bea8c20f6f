import { type PackageDetails, rechargePackageEntity, vipPackageEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { packApi, packKeys } from '../../api/pack';
import { formatMoney } from '../../components/resource/money';
import { DataTable } from '../../components/table/DataTable';
import { BuyPackageButton } from './PurchaseButtons';

type Recharge = PackageDetails['recharge'][number];
type Vip = PackageDetails['vip'][number];

/** Agent -> Package details: what is on the shelf, recharge packages at the agent price, membership packages at the agent's cost. */
export function PackageDetailsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: packKeys.details, queryFn: ({ signal }) => packApi.details(signal) });
  const r = (field: string) => t(`entity.${rechargePackageEntity.name}.fields.${field}` as never);
  const v = (field: string) => t(`entity.${vipPackageEntity.name}.fields.${field}` as never);
  const money = (fen: number) => formatMoney(fen);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="pack-details-page">
      <Card title={t('packScreens.details.vip')} size="small">
        <DataTable<Vip>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data?.vip ?? []}
          pagination={false}
          locale={{ emptyText: t('packScreens.details.empty') }}
          columns={[
            { key: 'packageName', dataIndex: 'packageName', title: v('packageName') },
            { key: 'validDays', dataIndex: 'validDays', title: v('validDays') },
            { key: 'tryFlag', dataIndex: 'tryFlag', title: v('tryFlag'), render: (on: boolean) => t(on ? 'flag.yes' : 'flag.no') },
            { key: 'agentCost', dataIndex: 'agentCost', title: t('packScreens.details.agentCost'), render: money },
          ]}
        />
      </Card>
      <Card title={t('packScreens.details.recharge')} size="small">
        <DataTable<Recharge>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data?.recharge ?? []}
          pagination={false}
          locale={{ emptyText: t('packScreens.details.empty') }}
          columns={[
            { key: 'orderCode', dataIndex: 'orderCode', title: r('orderCode') },
            { key: 'packageType', dataIndex: 'packageType', title: r('packageType'), render: (type: string) => t(`entity.rechargePackage.values.packageType.${type}` as never) },
            { key: 'months', dataIndex: 'months', title: r('months') },
            { key: 'monthlyFee', dataIndex: 'monthlyFee', title: r('monthlyFee'), render: money },
            { key: 'agentPrice', dataIndex: 'agentPrice', title: r('agentPrice'), render: money },
            { key: 'kigPrice', dataIndex: 'kigPrice', title: r('kigPrice'), render: money },
            { key: 'buy', title: t('resource.table.actions'), render: (_: unknown, pack: Recharge) => <BuyPackageButton pack={pack} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
