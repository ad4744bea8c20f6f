import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, TimePicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIME_FORMAT, type TimeRangeInput } from './form-values';

export interface TimeRangesInputProps {
  /** Most periods allowed; the add button is disabled there. */
  max: number;
  disabled?: boolean;
  /** Injected by Form.Item: picker rows (form-values converts them from and to 'HH:mm'). */
  value?: TimeRangeInput[];
  onChange?: (value: TimeRangeInput[]) => void;
  id?: string;
}

/** Periods of a day: one time range picker a row (5-minute steps), rows added up to `max` and removed. */
export function TimeRangesInput({ max, disabled, value, onChange, id }: TimeRangesInputProps) {
  const { t } = useTranslation();
  const rows = value ?? [];
  const set = (next: TimeRangeInput[]) => onChange?.(next);
  return (
    <Flex vertical gap={8} id={id} data-testid="time-ranges">
      {rows.map((row, i) => (
        <Flex key={i} gap={8} align="center" data-testid={`time-range-${i}`}>
          <TimePicker.RangePicker
            value={row}
            format={TIME_FORMAT}
            minuteStep={5}
            order={false}
            disabled={disabled}
            allowEmpty={[true, true]}
            placeholder={[t('resource.timeRanges.start'), t('resource.timeRanges.end')]}
            onChange={(next) => set(rows.map((r, j) => (j === i ? [next?.[0] ?? null, next?.[1] ?? null] : r)))}
          />
          <Tooltip title={t('resource.timeRanges.remove')}>
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('resource.timeRanges.remove')}
              disabled={disabled}
              onClick={() => set(rows.filter((_, j) => j !== i))}
              data-testid={`time-range-remove-${i}`}
            />
          </Tooltip>
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} disabled={disabled || rows.length >= max} onClick={() => set([...rows, [null, null]])} data-testid="time-range-add">
          {t('resource.timeRanges.add', { max })}
        </Button>
      </div>
    </Flex>
  );
}
