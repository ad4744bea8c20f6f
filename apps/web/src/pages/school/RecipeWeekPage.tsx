import { type Meal, MEALS, type RecipeWeek, schoolEndpoints } from '@kg/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { mealsApi, mealsKeys } from '../../api/school-meals';
import { useParamSetter } from '../../app/router/useParamSetter';
import { useCanCall } from '../../components/access/declared-access';
import { ChosenReport } from '../../components/report/ReportFrame';
import { KindergartenPicker } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { DataTable } from '../../components/table/DataTable';
import { translateKey } from '../../i18n';
import { ImageBox } from '../../components/upload/ImageBox';
import { MEALS_PATHS } from './meals-paths';
import { dayHead, WeekField } from './WeekField';

type Day = RecipeWeek['days'][number];
type MealRow = { meal: Meal };

/**
 * School -> Weekly menu (the spec's second version of recipes): the week by day and meal, each cell's
 * name edited in place; the previous week copied onto this one after a warning when it has recipes.
 */
export function RecipeWeekPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const query = { kigId: choice.kigId, week: params.get('week') || undefined };
  const week = useQuery({
    queryKey: mealsKeys.recipeWeek(query),
    queryFn: ({ signal }) => mealsApi.recipeWeek(query, signal),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });
  const mayEdit = canCall(schoolEndpoints.recipeCell);

  const copy = useMutation({
    mutationFn: (body: { week: string; overwrite: boolean }) => mealsApi.recipeCopy({ kigId: choice.kigId, ...body }),
    onSuccess: async (answer) => {
      message.success(t('mealsScreens.week.copied', { count: answer.data.copied }));
      await queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
    onError: (error) => message.error(isApiError(error) ? error.message : t('common.network.offline')),
  });
  const askCopy = (w: RecipeWeek) => {
    const hasRecipes = w.days.some((d) => d.recipeId);
    if (!hasRecipes) return copy.mutate({ week: w.weekStart, overwrite: false });
    // Spec section 5: copying warns before it overwrites this week.
    modal.confirm({
      title: t('mealsScreens.week.copyTitle'),
      content: t('meals.recipe.overwriteWarning'),
      okText: t('mealsScreens.week.overwrite'),
      okButtonProps: { danger: true, 'data-testid': 'recipe-copy-confirm' },
      cancelText: t('mealsScreens.timetable.cancel'),
      onOk: () => copy.mutateAsync({ week: w.weekStart, overwrite: true }).catch(() => undefined),
    });
  };

  return (
    <Flex vertical gap={16} data-testid="recipe-week-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <KindergartenPicker choice={choice} />
          {week.data && <WeekField weekStart={week.data.weekStart} onChange={(day) => setParam('week', day)} testId="recipe-week" />}
          {mayEdit && week.data && (
            <Button onClick={() => askCopy(week.data)} loading={copy.isPending} data-testid="recipe-copy-previous">
              {t('mealsScreens.week.copyPrevious')}
            </Button>
          )}
        </Flex>
      </Card>
      <ChosenReport choice={choice} query={week}>
        {(data) => (
          <Card size="small">
            <WeekGrid week={data} kigId={choice.kigId} mayEdit={mayEdit} />
          </Card>
        )}
      </ChosenReport>
    </Flex>
  );
}

function WeekGrid({ week, kigId, mayEdit }: { week: RecipeWeek; kigId: string | undefined; mayEdit: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<MealRow> = [
    { key: 'meal', title: t('mealsScreens.week.meal'), width: 110, fixed: 'left', render: (_, row) => translateKey(`meals.meal.${row.meal}`) },
    ...week.days.map((day) => ({
      key: day.day,
      title: (
        <Link to={`${MEALS_PATHS.addRecipe}?day=${day.day}${kigId ? `&kigId=${kigId}` : ''}`} data-testid={`recipe-day-${day.day}`}>
          {dayHead(day.day)}
        </Link>
      ),
      render: (_: unknown, row: MealRow) => <MealCell day={day} meal={row.meal} kigId={kigId} mayEdit={mayEdit} />,
    })),
  ];
  return (
    <DataTable<MealRow>
      rowKey="meal"
      size="small"
      columns={columns}
      dataSource={MEALS.map((meal) => ({ meal }))}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="recipe-week-table"
    />
  );
}

/** A meal of a day: its name and photo; a click edits the name in place (Enter or leaving saves, Esc drops). */
function MealCell({ day, meal, kigId, mayEdit }: { day: Day; meal: Meal; kigId: string | undefined; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const cell = day.meals[meal];
  const [editing, setEditing] = useState<string | null>(null);
  const testId = `recipe-cell-${day.day}-${meal}`;
  const save = useMutation({
    mutationFn: (name: string) => mealsApi.recipeCell({ kigId, day: day.day, meal, name, updatedAt: day.updatedAt ?? undefined }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mealsKeys.all });
      setEditing(null);
    },
    onError: (error) => {
      message.error(isApiError(error) ? error.message : t('common.network.offline'));
      void queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
  });
  const finish = (value: string) => {
    if (value.trim() === (cell?.name ?? '')) return setEditing(null);
    save.mutate(value.trim());
  };

  if (editing !== null) {
    return (
      <Input
        autoFocus
        size="small"
        value={editing}
        disabled={save.isPending}
        aria-label={t('mealsScreens.week.editCell', { day: day.day, meal: translateKey(`meals.meal.${meal}`) })}
        onChange={(e) => setEditing(e.target.value)}
        onPressEnter={() => finish(editing)}
        onBlur={() => finish(editing)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
        data-testid={`${testId}-input`}
      />
    );
  }
  return (
    <Flex align="center" gap={6} data-testid={testId}>
      {cell?.photo && <ImageBox path={cell.photo} size={28} />}
      {mayEdit ? (
        <Button type="text" size="small" onClick={() => setEditing(cell?.name ?? '')} data-testid={`${testId}-edit`} style={{ paddingInline: 4 }}>
          {cell?.name ?? <Typography.Text type="secondary">{t('mealsScreens.week.fill')}</Typography.Text>}
        </Button>
      ) : (
        <Typography.Text>{cell?.name ?? ''}</Typography.Text>
      )}
    </Flex>
  );
}
