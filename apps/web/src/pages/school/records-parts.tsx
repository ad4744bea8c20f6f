import type { RecordKind, ReportColumn } from '@kg/domain';
import { recordStateKey } from '@kg/domain';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LabeledControl } from '../../components/LabeledControl';
import { TextRangePicker } from '../../components/TextDatePicker';
import { DATE_FORMAT } from '../../components/report/period';
import { useReportParam } from '../../components/report/useReportParams';
import type { KindergartenChoice } from '../../components/report/useKindergartenChoice';
import { translateKey } from '../../i18n';

/** This month, first to last day: the records' and totals' default period. */
const thisMonth = (): [string, string] => [dayjs().startOf('month').format(DATE_FORMAT), dayjs().endOf('month').format(DATE_FORMAT)];

const isDate = (v: string | undefined): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).format(DATE_FORMAT) === v);

/** The period of the address (`?from&to`), this month when absent or not a period. */
export function usePeriodParams(): { from: string; to: string; set: (from: string, to: string) => void } {
  const [defFrom, defTo] = thisMonth();
  const [from, setFrom] = useReportParam('from', defFrom);
  const [to, setTo] = useReportParam('to', defTo);
  const ok = isDate(from) && isDate(to) && from <= to;
  return {
    from: ok ? from : defFrom,
    to: ok ? to : defTo,
    set: (f, t) => {
      setFrom(f);
      setTo(t);
    },
  };
}

/** The period's picker, labelled. */
export function PeriodField({ from, to, onChange, testId }: { from: string; to: string; onChange: (from: string, to: string) => void; testId: string }) {
  const { t } = useTranslation();
  return <LabeledControl label={t('school.records.period')}>{(id) => <TextRangePicker id={id} from={from} to={to} onChange={onChange} data-testid={testId} />}</LabeledControl>;
}

/**
 * A group sees all its kindergartens until it names one (the reports of school life are lists, not
 * one kindergarten's figures): the choice is ready as soon as the session is known.
 */
export const allKindergartens = (choice: KindergartenChoice): KindergartenChoice => ({ ...choice, ready: choice.scope !== null });

/** Whether the kindergarten column is shown: a group looking at all its kindergartens. */
export const showsKindergarten = (choice: KindergartenChoice) => choice.scope?.kind === 'group' && !choice.kigId;

/** A row's instant on its kindergarten's clocks ('YYYY-MM-DD HH:mm'), or '-'. */
export function localInstant(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '-';
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

type Row = { kind?: RecordKind; timeZone?: string } & Record<string, unknown>;

/**
 * The table's columns from a report's declared ones: titles, labels, instants and counts as the export
 * writes them; sortable on screen when every row is (teacher totals), not when the server pages them.
 */
export function declaredColumns<R extends Row>(columns: readonly ReportColumn<R>[], group: boolean, sortable: boolean): ColumnsType<R> {
  return columns
    .filter((c) => !c.group || group)
    .map((c) => {
      const value = (row: R) => row[c.key];
      const base = { key: c.key, dataIndex: c.key, title: translateKey(c.title) };
      switch (c.type) {
        case 'count':
          return { ...base, align: 'right' as const, width: 110, sorter: sortable ? (a: R, b: R) => Number(value(a)) - Number(value(b)) : undefined };
        case 'kind':
          return { ...base, width: 90, render: (_: unknown, row: R) => translateKey(`school.records.kind.${String(value(row))}`) };
        case 'state':
          return { ...base, width: 100, render: (_: unknown, row: R) => (row.kind ? translateKey(recordStateKey(row.kind, String(value(row)))) : String(value(row))) };
        case 'instant':
          return { ...base, width: 150, render: (_: unknown, row: R) => localInstant(value(row) as string | null, row.timeZone ?? 'Asia/Shanghai') };
        default:
          return {
            ...base,
            render: (_: unknown, row: R) => String(value(row) ?? '-'),
            sorter: sortable ? (a: R, b: R) => String(value(a) ?? '').localeCompare(String(value(b) ?? '')) : undefined,
          };
      }
    });
}
