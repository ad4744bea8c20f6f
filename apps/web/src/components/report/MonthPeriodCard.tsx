import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { DownloadedFile, DownloadProgress } from '../../api/client';
import { LabeledControl } from '../LabeledControl';
import { TextRangePicker } from '../TextDatePicker';
import { DownloadButton } from './DownloadButton';
import type { MonthPeriod } from './useMonthPeriod';

export interface MonthPeriodCardProps {
  /** The period in the address (useMonthPeriod). */
  period: MonthPeriod;
  /** The period picker's label. */
  label: string;
  /** The report of the period as shown, as xlsx. */
  exportFile: (onProgress: DownloadProgress) => Promise<DownloadedFile>;
  /** Test ids: `<testId>-period` for the picker, `<testId>-export` for the button. */
  testId: string;
  /** More choices beside the period (an agent to look at). */
  children?: ReactNode;
}

/**
 * A statistics page's top card: its months (from, to: one picker, never cleared) and the export of what
 * the page shows, named `<from>-<to>.xlsx` unless the server names it.
 */
export function MonthPeriodCard({ period, label, exportFile, testId, children }: MonthPeriodCardProps) {
  return (
    <Card size="small">
      <Flex gap={16} wrap align="end" justify="space-between">
        <Flex gap={16} wrap align="end">
          <LabeledControl label={label}>
            {(id) => <TextRangePicker id={id} picker="month" from={period.from} to={period.to} onChange={period.set} data-testid={`${testId}-period`} />}
          </LabeledControl>
          {children}
        </Flex>
        <DownloadButton fetch={exportFile} fallbackName={`${period.from}-${period.to}.xlsx`} testId={`${testId}-export`} />
      </Flex>
    </Card>
  );
}
