import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../LoadError';
import { KindergartenPicker } from './ReportPickers';
import type { KindergartenChoice } from './useKindergartenChoice';

/** Back from a chosen kindergarten to the kindergartens (or the area) it was opened from. */
export function BackToOverview({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="health-reach-back">
      {t('report.back')}
    </Button>
  );
}

/** What a group account sees before it has chosen a kindergarten. */
export function ChooseKindergarten() {
  const { t } = useTranslation();
  return (
    <Card>
      <Empty description={t('report.chooseKindergarten')} data-testid="attendance-choose-kindergarten" />
    </Card>
  );
}

export function LoadingCard({ rows = 6 }: { rows?: number }) {
  return (
    <Card data-testid="attendance-loading">
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

/**
 * A report's body for the kindergarten chosen: loading until the session's reach is known, what a group
 * sees before it chooses (the choice asked for, unless the page shows its kindergartens side by side),
 * the failure with Retry, then the figures (kept on screen while the next ones load).
 */
export function ChosenReport<T>(props: { choice: KindergartenChoice; query: UseQueryResult<T>; beforeChoice?: ReactNode; children: (data: T) => ReactNode }) {
  const { choice, query, beforeChoice, children } = props;
  if (!choice.scope) return <LoadingCard />;
  if (!choice.ready) return <>{beforeChoice ?? <ChooseKindergarten />}</>;
  if (query.isError) {
    return (
      <Card>
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Card>
    );
  }
  if (query.data === undefined) return <LoadingCard />;
  return <>{children(query.data)}</>;
}

export interface ReportFrameProps<T> {
  /** data-testid of the page. */
  testId: string;
  choice: KindergartenChoice;
  query: UseQueryResult<T>;
  /** The report's own pickers (its period, class, session), after the kindergarten's. */
  filters?: ReactNode;
  /** The reload button (with its data-testid), or none. */
  reload?: { testId?: string } | false;
  /** When the figures were read, and (today's) that they refresh themselves. */
  freshness?: { updatedAt: (time: string) => string; hint?: string };
  /** Buttons at the end of the bar (the export). */
  actions?: ReactNode;
  /** What a group sees before it chooses (its kindergartens side by side); the choice asked for otherwise. */
  beforeChoice?: ReactNode;
  /** A choice of kindergarten that does more than the address's (a page's own filters cleared with it). */
  onChoose?: (kigId: string | undefined) => void;
  /** Cards between the bar and the figures (a report's search form). */
  above?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every report's frame: the bar of what it is of (back to the kindergartens, the kindergarten a group
 * picks within its reach, the report's period and filters, reload, when the figures were read, the
 * export), then the figures of the kindergarten chosen. The choices live in the address.
 */
export function ReportFrame<T>(props: ReportFrameProps<T>) {
  const { t } = useTranslation();
  const { choice, query, reload = {}, freshness, actions, filters } = props;
  const choose = props.onChoose ?? choice.choose;
  const group = choice.scope?.kind === 'group';
  const bar = group || filters || reload || actions;
  return (
    <Flex vertical gap={16} data-testid={props.testId}>
      {bar && (
        <Card size="small">
          <Flex wrap gap={16} align="center">
            {group && choice.ready && <BackToOverview onBack={() => choose(undefined)} />}
            <KindergartenPicker choice={{ ...choice, choose }} />
            {filters}
            {reload && (
              <Button icon={<ReloadOutlined />} disabled={!choice.ready} loading={query.isFetching} onClick={() => void query.refetch()} data-testid={reload.testId}>
                {t('resource.actions.reload')}
              </Button>
            )}
            {freshness && query.dataUpdatedAt > 0 && (
              <Typography.Text type="secondary">
                {freshness.updatedAt(dayjs(query.dataUpdatedAt).format('HH:mm:ss'))}
                {freshness.hint ? ` · ${freshness.hint}` : ''}
              </Typography.Text>
            )}
            {actions && (
              <Flex align="center" gap={8} wrap style={{ marginLeft: 'auto' }}>
                {actions}
              </Flex>
            )}
          </Flex>
        </Card>
      )}
      {props.above}
      <ChosenReport choice={choice} query={query} beforeChoice={props.beforeChoice}>
        {props.children}
      </ChosenReport>
    </Flex>
  );
}
