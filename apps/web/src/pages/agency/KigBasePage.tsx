import { KIG_SERVICES, kigBaseEndpoints, kigBaseEntity, SERVICE_ENDING_DAYS } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { kigBaseApi } from '../../api/kig-base';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';
import { CodeDialog } from '../../components/sms/CodeDialog';

/** A kindergarten's live totals in its detail, counted when the detail opens. */
function KigTotals({ id }: { id: string }) {
  const { t } = useTranslation();
  const totals = useQuery({ queryKey: ['kigBase', 'totals', id], queryFn: () => kigBaseApi.totals(id) });
  if (!totals.data) return <Spin size="small" />;
  return (
    <Descriptions size="small" column={3} title={t('kigBase.totals.title')} data-testid="kig-totals">
      <Descriptions.Item label={t('kigBase.totals.children')}>{totals.data.children}</Descriptions.Item>
      <Descriptions.Item label={t('kigBase.totals.teachers')}>{totals.data.teachers}</Descriptions.Item>
      <Descriptions.Item label={t('kigBase.totals.classes')}>{totals.data.classes}</Descriptions.Item>
    </Descriptions>
  );
}

/** The kindergartens of the session's reach whose platform service ends within 30 days, soonest first (none: nothing shown). */
function ServicesEnding() {
  const { t } = useTranslation();
  const ending = useQuery({ queryKey: ['kigBase', 'serviceEnding'], queryFn: () => kigBaseApi.servicesEnding() });
  const records = ending.data?.records ?? [];
  if (!records.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="kig-base-service-ending"
      title={t('kigBase.ending.title', { days: SERVICE_ENDING_DAYS })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {records.map((r) => (
              <li key={r.kigId} data-testid="kig-base-service-ending-item" data-days={r.daysLeft}>
                {t(r.daysLeft === 0 ? 'kigBase.ending.itemToday' : 'kigBase.ending.item', { name: r.name, code: r.code ?? '', end: r.endDate, days: r.daysLeft })}
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary">{t('kigBase.ending.hint')}</Typography.Text>
        </>
      }
    />
  );
}

/**
 * Deleting a kindergarten's data once its service has ended: a dialog naming the kindergarten and
 * what is erased, and the code sent to the deleting organisation's own phone on record.
 */
function EraseKigDialog({ record, onClose }: { record: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const name = String(record?.name ?? '');
  return (
    <CodeDialog
      open={record !== null}
      purpose="kig_delete"
      title={t('kigBase.erase.title', { name })}
      intro={
        <>
          <Typography.Text strong data-testid="kig-erase-intro">
            {t('kigBase.erase.intro', { name, code: String(record?.code ?? '') })}
          </Typography.Text>
          <br />
          <Typography.Text type="danger">{t('kigBase.erase.what')}</Typography.Text>
        </>
      }
      onClose={onClose}
      onConfirm={async ({ code }) => {
        const answer = await kigBaseApi.erase(String(record!.id), code);
        message.success(t('kigBase.erase.done', { name, ...answer.data }));
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(kigBaseEntity) });
      }}
    />
  );
}

/**
 * Kindergarten management -> base (componentUrl 'agency/kigBase'): the kindergartens' records with
 * their services and state, for an agent (its own) and operations (all). Operations switch the
 * services; an agent's form leaves them out (the server refuses an agent's switch too). A kindergarten
 * whose service has ended (disabled) offers the deletion of its data to who may do it. Above the list,
 * the kindergartens whose platform service ends within 30 days.
 */
export function KigBasePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const canCall = useCanCall();
  const [erasing, setErasing] = useState<ResourceRecord | null>(null);
  const operations = info.data?.orgKind === 'platform';
  const rowActions = (record: ResourceRecord): RowAction[] =>
    record.status === 'disabled' && canCall(kigBaseEndpoints.eraseKig) ? [{ key: 'erase', label: t('kigBase.erase.action'), danger: true, onClick: () => setErasing(record) }] : [];
  return (
    <>
      <ServicesEnding />
      <ResourcePage
        entity={kigBaseEntity}
        form={operations ? {} : { hidden: KIG_SERVICES }}
        rowActions={rowActions}
        detailExtra={(record: ResourceRecord) => <KigTotals id={record.id} />}
      />
      <EraseKigDialog record={erasing} onClose={() => setErasing(null)} />
    </>
  );
}
