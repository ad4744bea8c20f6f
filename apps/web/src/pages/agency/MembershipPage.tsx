import { MEMBERSHIP_STATES, membershipEntity, type MembershipState, type MembershipStatusRow, organizationEntity, packEndpoints } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { packApi, packKeys } from '../../api/pack';
import { useCanCall } from '../../components/access/declared-access';
import { DownloadButton } from '../../components/report/DownloadButton';
import { RefSelect } from '../../components/resource/RefSelect';
import { formatDateValue } from '../../components/resource/dates';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { DataTable } from '../../components/table/DataTable';
import { SellMembershipButton } from './SellMembershipButton';

const STATE_COLOURS: Record<MembershipState, string> = { active: 'green', ending: 'orange', expired: 'default', none: 'default' };

/**
 * Each child's membership today (active, ending, expired) with its renewals; the list is paged by the
 * server. A session over several kindergartens (a group, an agent, operations) filters by one; the
 * filters' rows are exported.
 */
function MembershipStates() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const info = useUserInfo();
  const severalKigs = info.data !== undefined && info.data.orgKind !== 'kindergarten';
  const [state, setState] = useState<MembershipState | undefined>();
  const [kigId, setKigId] = useState<string | undefined>();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: 20 });
  const filters = { ...(state ? { state } : {}), ...(kigId ? { kigId } : {}) };
  const query = { ...page, ...filters };
  const answer = useQuery({ queryKey: packKeys.status(query), queryFn: ({ signal }) => packApi.status(query, signal) });
  const label = (s: string) => t(`pack.state.${s}` as never);
  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<MembershipState | undefined>
          allowClear
          style={{ width: 180 }}
          aria-label={t('packScreens.status.state')}
          placeholder={t('packScreens.status.anyState')}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage((p) => ({ ...p, pageNumber: 1 }));
          }}
          options={MEMBERSHIP_STATES.filter((s) => s !== 'none').map((s) => ({ value: s, label: label(s) }))}
          data-testid="pack-membership-state"
        />
        {severalKigs && (
          <div style={{ width: 220 }}>
            <RefSelect
              target={organizationEntity}
              filters={{ kind: 'kindergarten' }}
              value={kigId}
              onChange={(v) => {
                setKigId((v as string | null | undefined) ?? undefined);
                setPage((p) => ({ ...p, pageNumber: 1 }));
              }}
              placeholder={t('packScreens.status.anyKindergarten')}
              aria-label={t('packScreens.status.kindergarten')}
              data-testid="pack-membership-kig"
            />
          </div>
        )}
        {canCall(packEndpoints.membershipStatusExport) && (
          <DownloadButton fetch={(onProgress) => packApi.statusExport(filters, onProgress)} fallbackName="memberships.xlsx" testId="pack-membership-export" />
        )}
      </Space>
      <DataTable<MembershipStatusRow>
        rowKey={(r) => `${r.kigId}:${r.studentId}`}
        loading={answer.isLoading}
        dataSource={answer.data?.records ?? []}
        pagination={{
          current: page.pageNumber,
          pageSize: page.pageSize,
          total: answer.data?.total ?? 0,
          onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }),
        }}
        columns={[
          { key: 'studentName', dataIndex: 'studentName', title: t('packScreens.status.student') },
          { key: 'kigName', dataIndex: 'kigName', title: t('packScreens.status.kindergarten') },
          { key: 'packageName', dataIndex: 'packageName', title: t('packScreens.status.packageName') },
          { key: 'startDate', dataIndex: 'startDate', title: t('packScreens.status.startDate') },
          { key: 'endDate', dataIndex: 'endDate', title: t('packScreens.status.endDate') },
          { key: 'state', dataIndex: 'state', title: t('packScreens.status.state'), render: (s: MembershipState) => <Tag color={STATE_COLOURS[s]}>{label(s)}</Tag> },
          { key: 'renewals', dataIndex: 'renewals', title: t('packScreens.status.renewals') },
          // The renewal reminders' job (issue 18): when the kindergarten was last reminded of this period's end.
          {
            key: 'remindedAt',
            title: t('packScreens.status.remindedAt'),
            render: (_: unknown, r: MembershipStatusRow) => (r.remindedAt ? <span data-testid="pack-membership-reminded">{formatDateValue(r.remindedAt, 'datetime')}</span> : ''),
          },
          { key: 'sell', title: '', render: (_: unknown, r: MembershipStatusRow) => <SellMembershipButton studentId={r.studentId} studentName={r.studentName} /> },
        ]}
      />
    </Card>
  );
}

/** Memberships (the kindergarten's own; `membershipRenewalAgent` and `membershipRenewal` for agents and operations): states and history. */
export function MembershipPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="pack-membership-page">
      <Tabs
        items={[
          { key: 'states', label: t('packScreens.status.tab'), children: <MembershipStates /> },
          { key: 'history', label: t('packScreens.status.history'), children: <ResourcePage entity={membershipEntity} /> },
        ]}
      />
    </div>
  );
}
