import { KIG_SERVICES, kigBaseEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { kigBaseApi } from '../../api/kig-base';
import type { ResourceRecord } from '../../api/resource-api';
import { ResourcePage } from '../../components/resource/ResourcePage';

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

/**
 * Kindergarten management -> base (componentUrl 'agency/kigBase'): the kindergartens' records with
 * their services and state, for an agent (its own) and operations (all). Operations switch the
 * services; an agent's form leaves them out (the server refuses an agent's switch too).
 */
export function KigBasePage() {
  const info = useUserInfo();
  const operations = info.data?.orgKind === 'platform';
  return <ResourcePage entity={kigBaseEntity} form={operations ? {} : { hidden: KIG_SERVICES }} detailExtra={(record: ResourceRecord) => <KigTotals id={record.id} />} />;
}
