import { hasAMeal, mealFields, MEALS, RECIPE_NEEDS_A_MEAL, recipeEntity, saveSchema } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, type FormRule, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../api/resource-api';
import { mealsKeys } from '../../api/school-meals';
import { useParamSetter } from '../../app/router/useParamSetter';
import { useCanDo } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { pathIssue } from '../../components/form/zod-rule';
import { LabeledControl } from '../../components/LabeledControl';
import { TextDatePicker } from '../../components/TextDatePicker';
import { LoadError } from '../../components/LoadError';
import { ChooseKindergarten, LoadingCard } from '../../components/report/ReportFrame';
import { KindergartenPicker } from '../../components/report/ReportPickers';
import { dateOrToday } from '../../components/report/period';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { FieldInput } from '../../components/resource/FieldInput';
import { fromFormValues, toFormValues } from '../../components/resource/form-values';
import { fieldLabel } from '../../components/resource/labels';
import { translateIssue, translateKey } from '../../i18n';

const entity = recipeEntity;
const api = resourceApi(entity);

/**
 * addRecipe (hidden page, reached from the recipe list): a day's meals, each with name, photo and
 * description. A day that has a recipe opens it: one recipe a kindergarten a day.
 */
export function AddRecipePage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const [params] = useSearchParams();
  const setParam = useParamSetter();
  const day = dateOrToday(params.get('day'));
  const body = { pageNumber: 1, pageSize: 1, kigId: choice.current, day: [day, day] };
  const found = useQuery({
    queryKey: resourceKeys.list(entity, body),
    queryFn: ({ signal }) => api.list(body, signal),
    enabled: choice.ready && Boolean(choice.current),
  });
  const record = found.data?.records[0];

  return (
    <Flex vertical gap={16} data-testid="add-recipe-page">
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <KindergartenPicker choice={choice} />
          <LabeledControl label={t('mealsScreens.addRecipe.day')}>
            {(id) => <TextDatePicker id={id} value={day} allowClear={false} onChange={(d) => d && setParam('day', d)} data-testid="add-recipe-day" />}
          </LabeledControl>
        </Flex>
      </Card>
      {!choice.scope ? (
        <LoadingCard />
      ) : !choice.ready || !choice.current ? (
        <ChooseKindergarten />
      ) : found.isPending ? (
        <LoadingCard />
      ) : found.isError ? (
        <Card>
          <LoadError error={found.error} onRetry={() => void found.refetch()} retrying={found.isFetching} />
        </Card>
      ) : (
        // A new version of the day (saved here or elsewhere) starts the form again from it.
        <DayForm key={record ? `${record.id}@${String(record.updatedAt)}` : `new-${choice.current}-${day}`} kigId={choice.current} day={day} record={record} />
      )}
    </Flex>
  );
}

function DayForm({ kigId, day, record }: { kigId: string; day: string; record: ResourceRecord | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canDo = useCanDo();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const creating = !record;
  const schema = useMemo(() => saveSchema(entity, creating), [creating]);
  const initialValues = useMemo(() => toFormValues(entity, record, { kigId, day }), [record, kigId, day]);
  const mayWrite = canDo(entity, creating ? 'add' : 'edit');

  const saveBody = () => fromFormValues(entity, { ...form.getFieldsValue(true), kigId, day }, record);
  const rule = (name: string): FormRule => ({
    validator: async () => {
      const issue = pathIssue(schema, saveBody(), [name]);
      if (issue) throw new Error(translateIssue(issue.message, issue.params));
    },
  });

  const save = useMutation({
    mutationFn: () => api.save(saveBody()),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('mealsScreens.addRecipe.saved'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) }), queryClient.invalidateQueries({ queryKey: mealsKeys.all })]);
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.message);
      if (error.code === 409) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
    },
  });
  const submit = () => {
    // Spec section 5: a recipe needs at least one meal (the server says so too).
    if (!hasAMeal(saveBody())) return void message.error(t(RECIPE_NEEDS_A_MEAL));
    save.mutate();
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} disabled={!mayWrite || save.isPending} onFinish={submit}>
      <Alert
        type="info"
        showIcon
        title={t(creating ? 'mealsScreens.addRecipe.creating' : 'mealsScreens.addRecipe.existing')}
        style={{ marginBottom: 16 }}
        data-testid="add-recipe-state"
      />
      <Row gutter={[16, 16]}>
        {MEALS.map((meal) => {
          const names = mealFields(meal);
          return (
            <Col key={meal} xs={24} md={12} xl={8}>
              <Card size="small" title={translateKey(`meals.meal.${meal}`)}>
                {Object.values(names).map((name) => (
                  <Form.Item key={name} name={name} label={fieldLabel(entity, name)} rules={[rule(name)]}>
                    <FieldInput entity={entity} name={name} field={entity.fields[name]} data-testid={`add-recipe-${name}`} />
                  </Form.Item>
                ))}
              </Card>
            </Col>
          );
        })}
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!mayWrite} style={{ marginTop: 16 }} data-testid="add-recipe-save">
        {t('resource.actions.save')}
      </Button>
    </Form>
  );
}
