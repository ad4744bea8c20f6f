import { translateKey } from '../../i18n';
import { type AttendanceCounts, type ClassCounts, classEntity, organizationEntity, type PageKey, type PermissionCode } from '@kg/domain';
import { Card, Col, DatePicker, Empty, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { usePermissions } from '../../app/session/usePermissions';
import { LabeledControl } from '../../components/LabeledControl';
import { LoadError } from '../../components/LoadError';
import { RefSelect } from '../../components/resource/RefSelect';
import { KINDERGARTEN_OPTIONS } from '../campus/kindergarten-scope';
import { DATE_FORMAT, formatRate, isFutureDay, isFutureMonth, MONTH_FORMAT, NO_CHECK_PATH, REPORT_PATH } from './attendance-format';
import type { KindergartenChoice } from './useKindergartenChoice';
import { TEXT_COLORS } from '../../app/theme';

interface PeriodFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A report's day, labelled: never a day after today (the reports of days and their noCheck lists). */
export function DayField({ label, value, onChange, testId }: PeriodFieldProps) {
  return (
    <LabeledControl label={label}>
      {(id) => (
        <DatePicker
          id={id}
          value={dayjs(value)}
        allowClear={false}
          disabledDate={(d) => isFutureDay(d)}
          onChange={(d) => d && onChange(d.format(DATE_FORMAT))}
          data-testid={testId}
        />
      )}
    </LabeledControl>
  );
}

/** A report's month, labelled: never a month after this one. */
export function MonthField({ label, value, onChange, testId }: PeriodFieldProps) {
  return (
    <LabeledControl label={label}>
      {(id) => (
        <DatePicker
          id={id}
          picker="month"
          value={dayjs(`${value}-01`)}
          allowClear={false}
          disabledDate={(d) => isFutureMonth(d)}
          onChange={(d) => d && onChange(d.format(MONTH_FORMAT))}
          data-testid={testId}
        />
      )}
    </LabeledControl>
  );
}

/** A group account's kindergarten picker (nothing for a kindergarten account). */
export function KindergartenPicker({ choice }: { choice: KindergartenChoice }) {
  const { t } = useTranslation();
  if (choice.scope?.kind !== 'group') return null;
  return (
    <LabeledControl label={t('attendanceReport.kindergarten')}>
      {(id) => (
        <div style={{ width: 240 }}>
          <RefSelect
            id={id}
            target={organizationEntity}
            filters={KINDERGARTEN_OPTIONS}
            value={choice.kigId ?? null}
            onChange={(value) => choice.choose(typeof value === 'string' && value ? value : undefined)}
            placeholder={t('attendanceReport.chooseKindergarten')}
            data-testid="attendance-kindergarten-select"
          />
        </div>
      )}
    </LabeledControl>
  );
}

/** A report's class, within the kindergarten chosen (every class when empty), labelled ("class" unless told). */
export function ClassFilter(props: { choice: KindergartenChoice; value: string | undefined; onChange: (classId: string | undefined) => void; testId: string; label?: string }) {
  const { choice, value, onChange, testId, label } = props;
  const { t } = useTranslation();
  return (
    <LabeledControl label={label ?? t('attendanceReport.className')}>
      {(id) => (
        <div style={{ width: 200 }}>
          <RefSelect
            id={id}
            target={classEntity}
            filters={choice.scope?.kind === 'group' ? { kigId: choice.current } : undefined}
            value={value ?? null}
            onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
            disabled={!choice.ready}
            placeholder={t('attendanceReport.noCheck.allClasses')}
            data-testid={testId}
          />
        </div>
      )}
    </LabeledControl>
  );
}

/** What a group account sees before it has chosen a kindergarten. */
export function ChooseKindergarten() {
  const { t } = useTranslation();
  return (
    <Card>
      <Empty description={t('attendanceReport.chooseKindergarten')} data-testid="attendance-choose-kindergarten" />
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

export type CountKey = keyof AttendanceCounts;

/** The colour of a count, on every attendance screen (readable as text on white). */
export const COUNT_COLORS: Partial<Record<CountKey, string>> = {
  present: TEXT_COLORS.success,
  late: TEXT_COLORS.warning,
  leftEarly: TEXT_COLORS.caution,
  absent: TEXT_COLORS.error,
  leave: TEXT_COLORS.info,
};

/** The label of a count: the shared `attendance.counts.*`, and the status word for those not yet arrived. */
export function countLabel(key: CountKey): string {
  // translateKey: the typed `t` passed as a value gives up on the grown dictionary (TS2589).
  return translateKey(key === 'pending' ? 'attendance.status.pending' : `attendance.counts.${key}`);
}

export interface CountCardsProps {
  title: ReactNode;
  counts: AttendanceCounts;
  /** Include those not yet arrived (a day's live counts; a month has none). */
  pending?: boolean;
  /** Labels instead of the shared ones (a month counts person-days). */
  labels?: Partial<Record<CountKey, string>>;
  /** data-testid of each value: `${prefix}-${key}`. */
  testIdPrefix?: string;
  extra?: ReactNode;
}

/** The counts of a group of people as statistic cards: expected, present, late, ..., the rate in percent. */
export function CountCards({ title, counts, pending = true, labels, testIdPrefix, extra }: CountCardsProps) {
  const keys: CountKey[] = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', ...(pending ? (['pending'] as const) : []), 'rate'];
  return (
    <Card title={title} extra={extra} size="small">
      <Row gutter={[12, 12]}>
        {keys.map((key) => (
          <Col key={key} xs={12} sm={8} md={6} xl={3}>
            <Statistic
              title={labels?.[key] ?? countLabel(key)}
              value={key === 'rate' ? formatRate(counts.rate) : counts[key]}
              styles={{ content: COUNT_COLORS[key] ? { color: COUNT_COLORS[key] } : undefined }}
              valueRender={(node) => <span data-testid={testIdPrefix ? `${testIdPrefix}-${key}` : undefined}>{node}</span>}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The count columns of a table by class (rate as a percentage). */
export function useCountColumns(
  options: {
    pending?: boolean;
    labels?: Partial<Record<CountKey, string>>;
    /** Where a class's name leads (its children's days), when the user may go there. */
    classHref?: (row: ClassCounts) => string | null;
    /** data-testid of a class's link: `${prefix}-${classId}`. */
    classLinkTestId?: string;
  } = {},
): ColumnsType<ClassCounts> {
  const { t } = useTranslation();
  const { pending = true, labels, classHref, classLinkTestId } = options;
  return useMemo(() => {
    const keys: CountKey[] = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', ...(pending ? (['pending'] as const) : [])];
    return [
      {
        key: 'className',
        title: t('attendanceReport.className'),
        dataIndex: 'className',
        fixed: 'left',
        width: 160,
        render: (name: string, row: ClassCounts) => {
          const href = classHref?.(row);
          return href ? (
            <Link to={href} title={t('attendanceReport.children')} data-testid={classLinkTestId ? `${classLinkTestId}-${row.classId}` : undefined}>
              {name}
            </Link>
          ) : (
            name
          );
        },
      },
      ...keys.map((key) => ({
        key,
        title: labels?.[key] ?? countLabel(key),
        dataIndex: key,
        align: 'right' as const,
        width: 96,
        sorter: (a: ClassCounts, b: ClassCounts) => a[key] - b[key],
      })),
      {
        key: 'rate',
        title: countLabel('rate'),
        dataIndex: 'rate',
        align: 'right',
        width: 110,
        sorter: (a, b) => a.rate - b.rate,
        render: (rate: number) => formatRate(rate),
      },
    ];
  }, [t, pending, labels, classHref, classLinkTestId]);
}

/** The path of a report page when this user may open it (its menu entry's, else its own), else null. */
function useReportPagePath(componentUrl: PageKey, permission: PermissionCode, fallback: string): string | null {
  const entries = useMenuEntries();
  const can = usePermissions();
  const entry = entries.find((e) => e.item.componentUrl === componentUrl);
  if (entry) return entry.path;
  return can(permission) ? fallback : null;
}

/** The path of the noCheck page when this user may open it, else null. */
export function useNoCheckPath(): string | null {
  return useReportPagePath('attendance/noCheck', 'attendance:noCheck:view', NO_CHECK_PATH);
}

/** The path of the reports (each child's days) when this user may open it, else null. */
export function useReportPath(): string | null {
  return useReportPagePath('attendance/report', 'attendance:report:view', REPORT_PATH);
}
