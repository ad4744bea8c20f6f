import { DatePicker, type DatePickerProps, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT, MONTH_FORMAT } from './report/period';

type Picker = 'date' | 'month';
const FORMATS: Record<Picker, string> = { date: DATE_FORMAT, month: MONTH_FORMAT };
const parse = (text: string, picker: Picker): Dayjs => dayjs(picker === 'month' ? `${text}-01` : text);

/*
 * The picker takes a new value object as a new value, and puts back what the person is typing or has
 * picked but not yet confirmed: a Dayjs made at every render loses a typed day whenever the page renders
 * again (its figures arriving, a live report refreshing). These pickers make one per value.
 */

interface TextDatePickerProps extends Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'onOk' | 'picker' | 'multiple'> {
  /** The day ('2026-11-28') or month ('2026-11') as the address and the server write it; none when empty. */
  value: string | null | undefined;
  onChange: (value: string | undefined) => void;
  picker?: Picker;
}

/** A day's or month's picker over its text. */
export function TextDatePicker({ value, onChange, picker = 'date', ...rest }: TextDatePickerProps) {
  const day = useMemo(() => (value ? parse(value, picker) : null), [value, picker]);
  return <DatePicker {...rest} picker={picker} value={day} onChange={(d: Dayjs | null) => onChange(d ? d.format(FORMATS[picker]) : undefined)} />;
}

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

interface TextRangePickerProps extends Omit<RangePickerProps, 'value' | 'onChange' | 'picker' | 'allowClear'> {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  picker?: Picker;
}

/** A period's picker, from one day or month to another, over their texts; never empty. */
export function TextRangePicker({ from, to, onChange, picker = 'date', ...rest }: TextRangePickerProps) {
  const range = useMemo((): [Dayjs, Dayjs] => [parse(from, picker), parse(to, picker)], [from, to, picker]);
  return (
    <DatePicker.RangePicker
      {...rest}
      picker={picker}
      allowClear={false}
      value={range}
      onChange={(next) => next?.[0] && next[1] && onChange(next[0].format(FORMATS[picker]), next[1].format(FORMATS[picker]))}
    />
  );
}
