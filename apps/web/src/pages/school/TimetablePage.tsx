import { type Lesson, schoolEndpoints, type TimetableWeek, weekDays } from '@kg/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Modal, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { mealsApi, mealsKeys } from '../../api/school-meals';
import { useParamSetter } from '../../app/router/useParamSetter';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { TextDatePicker } from '../../components/TextDatePicker';
import { DownloadButton } from '../../components/report/DownloadButton';
import { DATE_FORMAT } from '../../components/report/period';
import { ChooseKindergarten, LoadingCard } from '../../components/report/ReportFrame';
import { ClassFilter, KindergartenPicker } from '../../components/report/ReportPickers';
import { type KindergartenChoice, useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { LoadError } from '../../components/LoadError';
import { DataTable } from '../../components/table/DataTable';
import { MEALS_PATHS } from './meals-paths';
import { dayHead, WeekField } from './WeekField';

type Cells = Record<string, { subject: string; teacher: string }>;
type PeriodRow = { period: number };
const cellKey = (day: string, period: number) => `${day}/${period}`;

/**
 * set-timetable: a class's week of lessons by period and day (reached from the menu, a class and a
 * week picked, and from the class list). Edited as a whole week and saved at once; copied onto another
 * class or week after the warning that it overwrites that week's course (spec section 5).
 */
export function TimetablePage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const classId = params.get('classId') || undefined;
  const query = classId ? { classId, week: params.get('week') || undefined } : undefined;
  const week = useQuery({
    queryKey: mealsKeys.timetable(query ?? { classId: '' }),
    queryFn: ({ signal }) => mealsApi.timetableWeek(query!, signal),
    enabled: Boolean(query),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16} data-testid="timetable-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <KindergartenPicker choice={choice} />
          <ClassPicker choice={choice} value={classId} onChange={(next) => setParam('classId', next)} testId="timetable-class" />
          {week.data && <WeekField weekStart={week.data.weekStart} onChange={(day) => setParam('week', day)} testId="timetable-week" />}
          <Link to={MEALS_PATHS.periods}>{t('mealsScreens.timetable.periods')}</Link>
        </Flex>
      </Card>
      {!choice.scope ? (
        <LoadingCard />
      ) : !classId ? (
        choice.ready ? (
          <Card>
            <Typography.Text type="secondary">{t('mealsScreens.timetable.chooseClass')}</Typography.Text>
          </Card>
        ) : (
          <ChooseKindergarten />
        )
      ) : week.isPending ? (
        <LoadingCard />
      ) : week.isError ? (
        <Card>
          <LoadError error={week.error} onRetry={() => void week.refetch()} retrying={week.isFetching} />
        </Card>
      ) : (
        <WeekCard key={`${week.data.classId}@${week.data.weekStart}`} week={week.data} choice={choice} />
      )}
    </Flex>
  );
}

/** The class picker of ClassFilter, with this page's words: a timetable is one class's. */
function ClassPicker(props: { choice: KindergartenChoice; value: string | undefined; onChange: (classId: string | undefined) => void; testId: string; label?: string }) {
  const { t } = useTranslation();
  return <ClassFilter {...props} label={props.label ?? t('mealsScreens.timetable.className')} placeholder={t('mealsScreens.timetable.chooseClass')} />;
}

function cellsOf(week: TimetableWeek): Cells {
  return Object.fromEntries(week.lessons.map((l) => [cellKey(l.day, l.period), { subject: l.subject, teacher: l.teacher ?? '' }]));
}

function WeekCard({ week, choice }: { week: TimetableWeek; choice: KindergartenChoice }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [cells, setCells] = useState<Cells | null>(null);
  const [copying, setCopying] = useState(false);
  const days = weekDays(week.weekStart);
  const shown = cells ?? cellsOf(week);
  const query = { classId: week.classId, week: week.weekStart };

  const save = useMutation({
    mutationFn: () => {
      const lessons: Lesson[] = Object.entries(shown).flatMap(([key, c]) => {
        const [day, period] = key.split('/') as [string, string];
        return c.subject.trim() ? [{ day, period: Number(period), subject: c.subject.trim(), teacher: c.teacher.trim() || null }] : [];
      });
      return mealsApi.timetableSave({ classId: week.classId, week: week.weekStart, lessons });
    },
    onSuccess: async (answer) => {
      message.success(answer.txt || t('mealsScreens.timetable.saved'));
      setCells(null);
      await queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
    onError: (error) => message.error(isApiError(error) ? error.message : t('common.network.offline')),
  });
  const edit = (key: string, part: 'subject' | 'teacher', value: string) =>
    setCells((prev) => {
      const base = prev ?? cellsOf(week);
      const cell = base[key] ?? { subject: '', teacher: '' };
      return { ...base, [key]: { ...cell, [part]: value } };
    });

  const editing = cells !== null;
  const columns: ColumnsType<PeriodRow> = [
    {
      key: 'period',
      title: '',
      width: 130,
      fixed: 'left',
      render: (_, { period }) => (
        <Flex vertical>
          <Typography.Text strong>{t('mealsScreens.timetable.period', { n: period })}</Typography.Text>
          <Typography.Text type="secondary">
            {week.periods[period - 1]!.start}-{week.periods[period - 1]!.end}
          </Typography.Text>
        </Flex>
      ),
    },
    ...days.map((day) => ({
      key: day,
      title: dayHead(day),
      render: (_: unknown, { period }: PeriodRow) => {
        const key = cellKey(day, period);
        const cell = shown[key];
        const testId = `timetable-cell-${day}-${period}`;
        if (!editing) {
          return (
            <Flex vertical data-testid={testId}>
              <Typography.Text>{cell?.subject ?? ''}</Typography.Text>
              {cell?.teacher && <Typography.Text type="secondary">{cell.teacher}</Typography.Text>}
            </Flex>
          );
        }
        return (
          <Flex vertical gap={4}>
            <Input
              size="small"
              maxLength={20}
              value={cell?.subject ?? ''}
              placeholder={t('mealsScreens.timetable.subject')}
              aria-label={`${dayHead(day)} ${t('mealsScreens.timetable.period', { n: period })} ${t('mealsScreens.timetable.subject')}`}
              onChange={(e) => edit(key, 'subject', e.target.value)}
              data-testid={`${testId}-subject`}
            />
            <Input
              size="small"
              maxLength={20}
              value={cell?.teacher ?? ''}
              placeholder={t('mealsScreens.timetable.teacher')}
              aria-label={`${dayHead(day)} ${t('mealsScreens.timetable.period', { n: period })} ${t('mealsScreens.timetable.teacher')}`}
              onChange={(e) => edit(key, 'teacher', e.target.value)}
              data-testid={`${testId}-teacher`}
            />
          </Flex>
        );
      },
    })),
  ];
  const mayEdit = canCall(schoolEndpoints.timetableSave);

  return (
    <Card
      size="small"
      title={week.className}
      extra={
        <Space wrap>
          {mayEdit && !editing && (
            <Button onClick={() => setCells(cellsOf(week))} data-testid="timetable-edit">
              {t('mealsScreens.timetable.edit')}
            </Button>
          )}
          {editing && (
            <>
              <Button onClick={() => setCells(null)} disabled={save.isPending} data-testid="timetable-cancel">
                {t('mealsScreens.timetable.cancel')}
              </Button>
              <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} data-testid="timetable-save">
                {t('mealsScreens.timetable.save')}
              </Button>
            </>
          )}
          {mayEdit && !editing && (
            <Button onClick={() => setCopying(true)} data-testid="timetable-copy">
              {t('mealsScreens.timetable.copy')}
            </Button>
          )}
          {canCall(schoolEndpoints.timetableExport) && (
            <DownloadButton
              fetch={(onProgress) => mealsApi.timetableExport(query, onProgress)}
              fallbackName={`${week.className}-${week.weekStart}.xlsx`}
              label={t('mealsScreens.timetable.export')}
              testId="timetable-export"
            />
          )}
        </Space>
      }
    >
      <DataTable<PeriodRow>
        rowKey="period"
        size="small"
        columns={columns}
        dataSource={week.periods.map((_, i) => ({ period: i + 1 }))}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="timetable-table"
      />
      {copying && <CopyModal week={week} choice={choice} onClose={() => setCopying(false)} />}
    </Card>
  );
}

/** Copies the week shown onto a class and week chosen; the server's warning is confirmed before it overwrites. */
function CopyModal({ week, choice, onClose }: { week: TimetableWeek; choice: KindergartenChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [toClassId, setToClassId] = useState<string | undefined>(week.classId);
  const [toWeek, setToWeek] = useState(dayjs(week.weekStart).add(7, 'day').format(DATE_FORMAT));
  const copy = useMutation({
    mutationFn: (overwrite: boolean) => mealsApi.timetableCopy({ classId: week.classId, week: week.weekStart, toClassId: toClassId!, toWeek, overwrite }),
    onSuccess: async (answer) => {
      message.success(t('mealsScreens.timetable.copied', { count: answer.data.copied }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
  });
  const run = async () => {
    try {
      await copy.mutateAsync(false);
    } catch (error) {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (error.code !== 409) return void message.error(error.message);
      // Spec section 5: the target week has lessons; overwrite only once confirmed.
      modal.confirm({
        title: t('mealsScreens.timetable.overwriteTitle'),
        content: error.message,
        okText: t('mealsScreens.timetable.overwrite'),
        okButtonProps: { danger: true, 'data-testid': 'timetable-copy-confirm' },
        cancelText: t('mealsScreens.timetable.cancel'),
        onOk: () => copy.mutateAsync(true).catch((e: unknown) => message.error(isApiError(e) ? e.message : t('common.network.offline'))),
      });
    }
  };
  return (
    <Modal
      open
      title={t('mealsScreens.timetable.copyTitle')}
      onCancel={onClose}
      onOk={() => void run()}
      okButtonProps={{ disabled: !toClassId, loading: copy.isPending, 'data-testid': 'timetable-copy-ok' }}
      cancelText={t('mealsScreens.timetable.cancel')}
    >
      <Flex vertical gap={16}>
        <ClassPicker choice={choice} value={toClassId} onChange={setToClassId} testId="timetable-copy-class" label={t('mealsScreens.timetable.toClass')} />
        <LabeledControl label={t('mealsScreens.timetable.toWeek')}>
          {(id) => <TextDatePicker id={id} value={toWeek} allowClear={false} onChange={(d) => d && setToWeek(d)} data-testid="timetable-copy-week" />}
        </LabeledControl>
      </Flex>
    </Modal>
  );
}
