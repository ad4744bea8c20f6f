import { translateKey } from '../../i18n';
import { type AttendanceCounts, attendanceEndpoints, type ClassCounts, type EndpointAccess, type PageKey } from '@kg/domain';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { useCanCall } from '../../components/access/declared-access';
import type { CountColumn } from '../../components/report/CountsTable';
import { formatRate, NO_CHECK_PATH, REPORT_PATH } from './attendance-format';
import { TEXT_COLORS } from '../../app/theme';

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

/** The count columns of a table by class for CountsTable (the rate as a percentage). */
export function useCountColumns(options: { pending?: boolean; labels?: Partial<Record<CountKey, string>> } = {}): CountColumn<ClassCounts>[] {
  const { pending = true, labels } = options;
  return useMemo(() => {
    const keys: CountKey[] = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', ...(pending ? (['pending'] as const) : [])];
    return [...keys.map((key) => ({ key, title: labels?.[key] ?? countLabel(key) })), { key: 'rate', title: countLabel('rate'), width: 110, format: formatRate }];
  }, [pending, labels]);
}

/** A class's name, leading to its children's days when the user may go there. */
export function classNameCell(href: string | null, name: string, testId: string | undefined): ReactNode {
  return href ? (
    <Link to={href} title={translateKey('attendanceReport.children')} data-testid={testId}>
      {name}
    </Link>
  ) : (
    name
  );
}

/**
 * The path of a report page when this user may open it (its menu entry's, else its own when the user
 * may call the endpoint the page reads), else null.
 */
function useReportPagePath(componentUrl: PageKey, reads: { readonly access: EndpointAccess }, fallback: string): string | null {
  const entries = useMenuEntries();
  const canCall = useCanCall();
  const entry = entries.find((e) => e.item.componentUrl === componentUrl);
  if (entry) return entry.path;
  return canCall(reads) ? fallback : null;
}

/** The path of the noCheck page when this user may open it, else null. */
export function useNoCheckPath(): string | null {
  return useReportPagePath('attendance/noCheck', attendanceEndpoints.noCheck, NO_CHECK_PATH);
}

/** The path of the reports (each child's days) when this user may open it, else null. */
export function useReportPath(): string | null {
  return useReportPagePath('attendance/report', attendanceEndpoints.records, REPORT_PATH);
}
