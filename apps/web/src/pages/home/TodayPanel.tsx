import type { HomeFigure, HomeSection, HomeToday } from '@kg/domain';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useHomeToday } from '../../api/home';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { translateKey } from '../../i18n';
import { figureHref, figureLabel, hasWhole } from './home-links';
import { RefreshedAt } from './RefreshedAt';

// ECharts is large: it loads after the figures.
const HomeCharts = lazy(() => import('./HomeCharts').then((m) => ({ default: m.HomeCharts })));
// So is antd's table, and only an organisation with kindergartens (a group, an agent) has one to show.
const KindergartenTable = lazy(() => import('./KindergartenTable').then((m) => ({ default: m.KindergartenTable })));

const ALERT_COLOR = '#cf1322';

/** One figure: its label, its value (of a whole), opening its screen when the menu has it. */
export function FigureValue({ figure, testId }: { figure: HomeFigure; testId: string }) {
  const { t } = useTranslation();
  const entries = useMenuEntries();
  const href = figureHref(figure.link, entries);
  const value = (
    <Statistic
      title={figureLabel(figure.key)}
      value={figure.value}
      suffix={hasWhole(figure) ? t('home.today.of', { of: figure.of }) : undefined}
      styles={{ content: figure.alert && figure.value > 0 ? { color: ALERT_COLOR } : undefined }}
    />
  );
  return href ? (
    <Link to={href} data-testid={testId} data-value={figure.value} className="kg-home-figure">
      {value}
    </Link>
  ) : (
    <div data-testid={testId} data-value={figure.value}>
      {value}
    </div>
  );
}

function SectionCard({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={translateKey(`home.today.sections.${section.key}`)} style={{ height: '100%' }} data-testid={`home-section-${section.key}`} data-date={section.date}>
      <Flex vertical gap={12}>
        {section.note && (
          <Alert
            type={section.figures.length ? 'info' : 'warning'}
            showIcon
            title={t(`home.today.notes.${section.note}`, { date: section.date })}
            data-testid={`home-note-${section.key}`}
          />
        )}
        {section.figures.length > 0 && (
          <Row gutter={[12, 12]}>
            {section.figures.map((f) => (
              <Col key={f.key} xs={12} sm={8}>
                <FigureValue figure={f} testId={`home-figure-${section.key}-${f.key}`} />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </Card>
  );
}

/** The day of the session's organisation: its sections, its kindergartens side by side, its week. */
export function TodayPanel() {
  const { t } = useTranslation();
  const today = useHomeToday();
  if (today.isPending) {
    return (
      <Card title={t('home.today.title')} data-testid="home-today-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (today.isLoadingError) {
    return (
      <Card title={t('home.today.title')}>
        <Result
          status="warning"
          title={t('home.today.loadFailed')}
          subTitle={isApiError(today.error) ? today.error.txt : t('common.network.offline')}
          data-testid="home-today-error"
          extra={
            <Button loading={today.isFetching} onClick={() => void today.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return <TodayContent data={today.data} updatedAt={today.dataUpdatedAt} refreshFailed={today.isRefetchError} />;
}

function TodayContent({ data, updatedAt, refreshFailed }: { data: HomeToday; updatedAt: number; refreshFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="home-today" data-date={data.date}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('home.today.title')} · {data.date}
        </Typography.Title>
        <RefreshedAt updatedAt={updatedAt} failed={refreshFailed} said="home.today.refreshed" />
      </Flex>
      <Row gutter={[16, 16]}>
        {data.sections.map((s) => (
          <Col key={s.key} xs={24} md={12} xl={data.sections.length > 2 ? 8 : 12}>
            <SectionCard section={s} />
          </Col>
        ))}
      </Row>
      {data.kindergartens && data.kindergartens.length > 0 && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <KindergartenTable rows={data.kindergartens} />
        </Suspense>
      )}
      {(data.chart || (data.kindergartens?.length ?? 0) > 1) && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <HomeCharts chart={data.chart} rows={data.kindergartens} />
        </Suspense>
      )}
    </Flex>
  );
}
