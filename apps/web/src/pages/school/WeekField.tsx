import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { weekDays } from '@kg/domain';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabeledControl } from '../../components/LabeledControl';
import { translateKey } from '../../i18n';
import { TextDatePicker } from '../../components/TextDatePicker';
import { shiftWeek } from './week-nav';

/**
 * A week, Monday to Sunday: any day of it is picked (the server takes its Monday, whatever the
 * calendar's first weekday in the reader's language), the week before and after a click away.
 */
export function WeekField({ weekStart, onChange, testId }: { weekStart: string; onChange: (day: string) => void; testId: string }) {
  const { t } = useTranslation();
  const last = weekDays(weekStart)[6]!;
  return (
    <Flex align="center" gap={8}>
      <LabeledControl label={t('mealsScreens.week.week')}>
        {(id) => <TextDatePicker id={id} value={weekStart} allowClear={false} onChange={(d) => d && onChange(d)} data-testid={`${testId}-picker`} />}
      </LabeledControl>
      <Button icon={<LeftOutlined />} aria-label={t('mealsScreens.week.previousWeek')} onClick={() => onChange(shiftWeek(weekStart, -1))} data-testid={`${testId}-previous`} />
      <Typography.Text data-testid={`${testId}-range`}>
        {weekStart} ~ {last}
      </Typography.Text>
      <Button icon={<RightOutlined />} aria-label={t('mealsScreens.week.nextWeek')} onClick={() => onChange(shiftWeek(weekStart, 1))} data-testid={`${testId}-next`} />
    </Flex>
  );
}

/** A day's column head: its weekday and date. */
export function dayHead(day: string): string {
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return `${translateKey(`meals.weekday.${weekday}`)} ${day.slice(5)}`;
}
