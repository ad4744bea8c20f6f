import { classEntity, organizationEntity } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { LabeledControl } from '../LabeledControl';
import { TextDatePicker } from '../TextDatePicker';
import { RefSelect } from '../resource/RefSelect';
import { isFutureDay, isFutureMonth } from './period';
import { KINDERGARTEN_OPTIONS } from './report-scope';
import type { KindergartenChoice } from './useKindergartenChoice';

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
      {(id) => <TextDatePicker id={id} value={value} allowClear={false} disabledDate={(d) => isFutureDay(d)} onChange={(d) => d && onChange(d)} data-testid={testId} />}
    </LabeledControl>
  );
}

/** A report's month, labelled: never a month after this one. */
export function MonthField({ label, value, onChange, testId }: PeriodFieldProps) {
  return (
    <LabeledControl label={label}>
      {(id) => (
        <TextDatePicker id={id} picker="month" value={value} allowClear={false} disabledDate={(d) => isFutureMonth(d)} onChange={(d) => d && onChange(d)} data-testid={testId} />
      )}
    </LabeledControl>
  );
}

/**
 * A group account's kindergarten picker, offering the kindergartens its session reaches (the server
 * scopes the options); nothing for a kindergarten account, which works in its own.
 */
export function KindergartenPicker({ choice }: { choice: KindergartenChoice }) {
  const { t } = useTranslation();
  if (choice.scope?.kind !== 'group') return null;
  return (
    <LabeledControl label={t('report.kindergarten')}>
      {(id) => (
        <div style={{ width: 240 }}>
          <RefSelect
            id={id}
            target={organizationEntity}
            filters={KINDERGARTEN_OPTIONS}
            value={choice.kigId ?? null}
            onChange={(value) => choice.choose(typeof value === 'string' && value ? value : undefined)}
            placeholder={t('report.chooseKindergarten')}
            data-testid="attendance-kindergarten-select"
          />
        </div>
      )}
    </LabeledControl>
  );
}

/**
 * A report's class, within the kindergarten chosen (every class when empty), labelled ("class" unless
 * told); a screen that needs one class says so in its placeholder.
 */
export function ClassFilter(props: {
  choice: KindergartenChoice;
  value: string | undefined;
  onChange: (classId: string | undefined) => void;
  testId: string;
  label?: string;
  placeholder?: string;
}) {
  const { choice, value, onChange, testId, label, placeholder } = props;
  const { t } = useTranslation();
  return (
    <LabeledControl label={label ?? t('report.className')}>
      {(id) => (
        <div style={{ width: 200 }}>
          <RefSelect
            id={id}
            target={classEntity}
            filters={choice.scope?.kind === 'group' ? { kigId: choice.current } : undefined}
            value={value ?? null}
            onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
            disabled={!choice.ready}
            placeholder={placeholder ?? t('report.allClasses')}
            data-testid={testId}
          />
        </div>
      )}
    </LabeledControl>
  );
}
