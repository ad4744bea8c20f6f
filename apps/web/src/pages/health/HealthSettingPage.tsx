import { healthSettingEntity, saveSchema, thresholdsOutOfOrder } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, type FormRule, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../api/resource-api';
import { useCanDo } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { pathIssue } from '../../components/form/zod-rule';
import { LoadError } from '../../components/LoadError';
import { FieldInput } from '../../components/resource/FieldInput';
import { formFields, fromFormValues, toFormValues } from '../../components/resource/form-values';
import { entityTitle, fieldLabel } from '../../components/resource/labels';
import { translateIssue } from '../../i18n';
import { ChooseKindergarten, LoadingCard } from '../../components/report/ReportFrame';
import { KindergartenPicker } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';

const entity = healthSettingEntity;
const api = resourceApi(entity);
/** The fields of the form; the kindergarten is the page's (own, or a group's choice). */
const SHOWN = ['feverTemperature', 'highFeverTemperature', 'lowTemperature', 'afternoonCheck'] as const;

/**
 * Health -> Thresholds (componentUrl 'health/setting'): a kindergarten's one row of thresholds. A
 * kindergarten without a row works with the defaults and creates its row on the first save.
 */
export function HealthSettingPage() {
  const { t } = useTranslation();
  const choice = useKindergartenChoice();
  const kigId = choice.current;
  const body = { pageNumber: 1, pageSize: 1, kigId };
  const list = useQuery({
    queryKey: resourceKeys.list(entity, body),
    queryFn: ({ signal }) => api.list(body, signal),
    enabled: choice.ready && Boolean(kigId),
  });
  const record = list.data?.records[0];

  return (
    <Flex vertical gap={16} data-testid="health-setting-page">
      {choice.scope?.kind === 'group' && (
        <Card size="small">
          <KindergartenPicker choice={choice} />
        </Card>
      )}
      {!choice.scope ? (
        <LoadingCard />
      ) : !choice.ready || !kigId ? (
        <ChooseKindergarten />
      ) : list.isPending ? (
        <LoadingCard />
      ) : list.isError ? (
        <Card>
          <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </Card>
      ) : (
        <Card title={entityTitle(entity)}>
          {/* A new version of the row (saved here, or elsewhere: a 409) starts the form again from it. */}
          <SettingForm key={record ? `${record.id}@${String(record.updatedAt)}` : `new-${kigId}`} kigId={kigId} record={record} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('healthScreens.setting.hint')}
          </Typography.Paragraph>
        </Card>
      )}
    </Flex>
  );
}

function SettingForm({ kigId, record }: { kigId: string; record: ResourceRecord | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canDo = useCanDo();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const creating = !record;
  const schema = useMemo(() => saveSchema(entity, creating), [creating]);
  const initialValues = useMemo(() => toFormValues(entity, record, { kigId }), [record, kigId]);
  const fields = formFields(entity, creating).filter(({ name }) => (SHOWN as readonly string[]).includes(name));
  const mayWrite = canDo(healthSettingEntity, creating ? 'add' : 'edit');

  const saveBody = () => fromFormValues(entity, { ...form.getFieldsValue(true), kigId }, record);
  const rule = (name: string): FormRule => ({
    validator: async () => {
      const body = saveBody();
      const issue = pathIssue(schema, body, [name]);
      if (issue) throw new Error(translateIssue(issue.message, issue.params));
      if (thresholdsOutOfOrder(body).some((pair) => (pair as readonly string[]).includes(name))) throw new Error(t('healthScreens.setting.order'));
    },
  });

  const save = useMutation({
    mutationFn: () => api.save(saveBody()),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('healthScreens.setting.saved'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.message);
      // Changed elsewhere since loaded (or created meanwhile): show the stored row.
      if (error.code === 409) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={!mayWrite || save.isPending}
      onFinish={() => save.mutate()}
      // One threshold's change can settle another's order error.
      onValuesChange={() => {
        const touched = fields.filter(({ name }) => form.getFieldError(name).length > 0).map(({ name }) => name);
        if (touched.length) void form.validateFields(touched).catch(() => undefined);
      }}
      style={{ maxWidth: 640 }}
    >
      {creating && <Alert type="info" showIcon title={t('healthScreens.setting.usingDefaults')} style={{ marginBottom: 16 }} data-testid="health-setting-defaults" />}
      <Row gutter={16}>
        {fields.map(({ name, field }) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item name={name} label={fieldLabel(entity, name)} required={field.kind !== 'flag'} rules={[rule(name)]}>
              <FieldInput entity={entity} name={name} field={field} data-testid={`health-setting-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!mayWrite} data-testid="health-setting-save">
        {t('resource.actions.save')}
      </Button>
    </Form>
  );
}
