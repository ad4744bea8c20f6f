import { APP_TYPES, smsPackageEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { smsApi } from '../../api/sms';
import { useSession } from '../../app/session/session-store';
import type { smsScreens } from '../../i18n/zh-CN/sms';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { BuySmsButton } from './PurchaseButtons';
import { DataTable } from '../../components/table/DataTable';

/**
 * The agent's functions -> SMS packages (componentUrl 'agency/smsPackage'): an agent's quota bought,
 * used and left with the messages sent per organisation, above its packages: operations grant them here,
 * the agent buys one for a kindergarten from its balance (issue 17, the toolbar's buy).
 */
export function SmsPackagePage() {
  return (
    <>
      <SmsUsage />
      <ResourcePage entity={smsPackageEntity} toolbarExtra={<BuySmsButton />} />
    </>
  );
}

/** An agent's own figures (operations, who are no agent, see the grants only). */
function SmsUsage() {
  const { t } = useTranslation();
  // Asked of an agent's session only: another has no quota, and the server would answer 404.
  const agent = useSession((s) => s.appType !== null && APP_TYPES[s.appType].orgKind === 'agent');
  const usage = useQuery({ queryKey: ['sms', 'usage'], queryFn: () => smsApi.usage(), retry: false, enabled: agent });
  if (!usage.data) return null;
  const u = usage.data;
  const f = (key: keyof typeof smsScreens.usage) => t(`smsScreens.usage.${key}`);
  return (
    <Card title={f('title')} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title={f('bought')} value={u.bought} />
        </Col>
        <Col span={8}>
          <Statistic title={f('used')} value={u.used} />
        </Col>
        <Col span={8}>
          <Statistic title={f('left')} value={u.left} valueStyle={{ color: u.left === 0 ? '#cf1322' : undefined }} />
        </Col>
      </Row>
      <DataTable
        rowKey="orgId"
        size="small"
        title={() => f('byKig')}
        pagination={false}
        dataSource={u.byKig}
        columns={[
          { key: 'name', dataIndex: 'name', title: f('org') },
          { key: 'sent', dataIndex: 'sent', title: f('sent'), width: 120 },
        ]}
      />
    </Card>
  );
}
