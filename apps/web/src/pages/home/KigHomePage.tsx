import type { KigHome, KigHomeCardData, KigHomeDay } from '@kg/domain';
import { Alert, Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useKigHome } from '../../api/home';
import { KigHomeCard } from './KigHomeCard';
import { RefreshedAt } from './RefreshedAt';

// antd's table only for a group.
const KigHomeTable = lazy(() => import('./KigHomeTable').then((m) => ({ default: m.KigHomeTable })));

/** kigHome (componentUrl 'home/kig'): a kindergarten's day at a glance; a group's sums and a row per kindergarten. */
export function KigHomePage() {
  const { t } = useTranslation();
  const day = useKigHome();
  if (day.isPending) {
    return (
      <Card title={t('kigHome.title')} data-testid="kig-home-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (day.isLoadingError) {
    return (
      <Card title={t('kigHome.title')}>
        <Result
          status="warning"
          title={t('kigHome.loadFailed')}
          subTitle={isApiError(day.error) ? day.error.txt : t('common.network.offline')}
          data-testid="kig-home-error"
          extra={
            <Button loading={day.isFetching} onClick={() => void day.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return <KigHomeContent data={day.data} updatedAt={day.dataUpdatedAt} refreshFailed={day.isRefetchError} />;
}

function Cards({ cards }: { cards: KigHomeCardData[] }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} md={12} xl={8}>
          <KigHomeCard card={c} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * A platform service ending within 30 days (the server says which, on each kindergarten's own clock):
 * a notice with the days left and how to renew, one per kindergarten (a group's name theirs).
 */
function ServiceEndNotices({ rows, group }: { rows: KigHomeDay[]; group: boolean }) {
  const { t } = useTranslation();
  const ending = rows.filter((r) => r.serviceEnd);
  if (!ending.length) return null;
  return (
    <Flex vertical gap={8}>
      {ending.map((r) => {
        const { endDate: end, daysLeft: days } = r.serviceEnd!;
        const key = `${group ? 'kig' : 'own'}${days === 0 ? 'Today' : ''}` as const;
        return (
          <Alert
            key={r.kigId}
            type={days <= 7 ? 'error' : 'warning'}
            showIcon
            data-testid="kig-home-service-end"
            data-days={days}
            title={t(`kigHome.serviceEnd.${key}`, { name: r.kigName, end, days })}
            description={t('kigHome.serviceEnd.howTo')}
          />
        );
      })}
    </Flex>
  );
}

function KigHomeContent({ data, updatedAt, refreshFailed }: { data: KigHome; updatedAt: number; refreshFailed: boolean }) {
  const { t } = useTranslation();
  const group = data.total !== undefined;
  const cards = group ? data.total! : (data.kindergartens[0]?.cards ?? []);
  return (
    <Flex vertical gap={16} data-testid="kig-home" data-date={data.date}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('kigHome.title')} · {data.date}
        </Typography.Title>
        <RefreshedAt updatedAt={updatedAt} failed={refreshFailed} said="kigHome.refreshed" />
      </Flex>
      <ServiceEndNotices rows={data.kindergartens} group={group} />
      {data.kindergartens.length === 0 ? (
        <Card>
          <Empty description={t('kigHome.noKindergartens')} data-testid="kig-home-no-kindergartens" />
        </Card>
      ) : cards.length === 0 && !data.kindergartens.some((k) => k.cards.length) ? (
        <Card>
          <Empty description={t('kigHome.noCards')} data-testid="kig-home-no-cards" />
        </Card>
      ) : (
        <>
          {group && cards.length > 0 && (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('kigHome.total')}
            </Typography.Title>
          )}
          <Cards cards={cards} />
          {group && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              <KigHomeTable rows={data.kindergartens} />
            </Suspense>
          )}
        </>
      )}
    </Flex>
  );
}
