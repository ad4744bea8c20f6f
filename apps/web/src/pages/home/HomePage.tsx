import { APP_TYPES, isAppType, type HomeSummary, type UserInfo } from '@kg/domain';
import { Button, Card, Col, Descriptions, Empty, Flex, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useUserInfo } from '../../api/auth';
import { useHomeSummary } from '../../api/home';
import { translateKey } from '../../i18n';
import { TodayPanel } from './TodayPanel';

/** Home (componentUrl 'home/index'): today's figures of the organisation, then the organisation, the signed-in user and its counts. */
export function HomePage() {
  const { t } = useTranslation();
  const summary = useHomeSummary();
  const { data: user } = useUserInfo();

  if (summary.isPending) {
    return (
      <Card data-testid="home-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (summary.isError) {
    return (
      <Card>
        <Result
          status="error"
          title={t('home.loadFailed')}
          subTitle={isApiError(summary.error) ? summary.error.txt : t('common.network.offline')}
          data-testid="home-error"
          extra={
            <Button type="primary" loading={summary.isFetching} onClick={() => void summary.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return <HomeContent summary={summary.data} user={user} />;
}

// A computed key: translateKey, because the typed `t` gives up on the grown dictionary (TS2589).
function appTypeLabel(appType: number): string {
  return isAppType(appType) ? translateKey(`appType.${APP_TYPES[appType].key}`) : String(appType);
}

function HomeContent({ summary, user }: { summary: HomeSummary; user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const since = dayjs(summary.createdAt);
  return (
    <Flex vertical gap={16} data-testid="home-page">
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-welcome">
          {t('home.welcome', { name: user?.nickName ?? user?.userName ?? '' })}
        </Typography.Title>
        <Typography.Text type="secondary">{summary.orgName}</Typography.Text>
      </Card>
      <TodayPanel />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('home.org.title')} style={{ height: '100%' }}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              data-testid="home-org"
              items={[
                { key: 'name', label: t('home.org.name'), children: summary.orgName },
                { key: 'kind', label: t('home.org.kind'), children: translateKey(`orgKind.${summary.orgKind}`, summary.orgKind) },
                { key: 'code', label: t('home.org.code'), children: summary.orgCode },
                { key: 'since', label: t('home.org.since'), children: since.isValid() ? since.format('YYYY-MM-DD') : '-' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('home.user.title')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              data-testid="home-user"
              items={[
                { key: 'nickName', label: t('home.user.nickName'), children: user?.nickName ?? '-' },
                { key: 'userName', label: t('home.user.userName'), children: user?.userName ?? '-' },
                { key: 'appType', label: t('home.user.appType'), children: appTypeLabel(user?.appType ?? summary.appType) },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('home.countsTitle')}>
        {summary.counts.length ? (
          <Row gutter={[16, 16]} data-testid="home-counts">
            {summary.counts.map(({ key, value }) => (
              <Col key={key} xs={12} md={8} xl={6}>
                <Card size="small" data-testid={`home-count-${key}`}>
                  <Statistic title={translateKey(`home.counts.${key}`, key)} value={value} />
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={t('home.countsEmpty')} data-testid="home-counts-empty" />
        )}
      </Card>
    </Flex>
  );
}
