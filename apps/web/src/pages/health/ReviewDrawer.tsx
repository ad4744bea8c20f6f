import { checkReviewSchema, healthCheckEntity } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Divider, Drawer, Flex, Form, type FormInstance, type FormRule, Input, InputNumber, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type CheckDetail, healthApi, healthKeys } from '../../api/health';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { useConflictPrompt } from '../../components/form/useConflictPrompt';
import { LoadError } from '../../components/LoadError';
import { FieldInput } from '../../components/resource/FieldInput';
import { fieldLabel } from '../../components/resource/labels';
import { CheckFindings, FINDINGS } from './CheckFindings';
import { initialValues, reviewBody, type ReviewValues, TEMPERATURE, TEMPERATURE_SCALE } from './review-body';
import { pathIssue } from '../../components/form/zod-rule';
import { translateIssue } from '../../i18n';

export interface ReviewDrawerProps {
  /** The check under review (from the list), or null when closed. */
  record: ResourceRecord | null;
  onClose: () => void;
}

/**
 * A teacher's review of a check: its photos and the machine's findings beside editable findings, a
 * temperature in °C with one decimal (sent in tenths) and a note; saving refreshes the list and statistics.
 */
export function ReviewDrawer({ record, onClose }: ReviewDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewValues>();
  const id = record?.id;
  const detail = useQuery({
    queryKey: healthKeys.detail(id ?? ''),
    queryFn: ({ signal }) => healthApi.detail(id!, signal),
    enabled: Boolean(id),
  });
  const save = useReviewSave(detail.data?.record, form, onClose);
  const ready = detail.isSuccess && Boolean(record);
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
      <Button type="primary" disabled={!ready} loading={save.isPending} onClick={() => form.submit()} data-testid="health-review-submit">
        {t('healthScreens.review.submit')}
      </Button>
    </Flex>
  );
  return (
    <Drawer open={Boolean(record)} onClose={onClose} title={t('healthScreens.review.title')} size={720} destroyOnHidden footer={footer} data-testid="health-review-drawer">
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <ReviewBody key={detail.data!.record.id} detail={detail.data!} form={form} saving={save.isPending} onFinish={(values) => save.mutate(values)} />
      )}
    </Drawer>
  );
}

/** Saves a review: the server's message, field errors under their fields, then every list and statistic refreshed. */
export function useReviewSave(check: ResourceRecord | undefined, form: FormInstance<ReviewValues>, onSaved: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const conflict = useConflictPrompt();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewValues) => healthApi.review(reviewBody(check!, values)),
    onSuccess: async (answer) => {
      message.success(answer.txt || t('resource.done'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all(healthCheckEntity) }), queryClient.invalidateQueries({ queryKey: healthKeys.all })]);
      onSaved();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      // Reviewed by someone else meanwhile: reload the check (the form starts again from it).
      if (error.code === 409 && check) return void conflict(error.txt, () => queryClient.invalidateQueries({ queryKey: healthKeys.detail(check.id) }));
      if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.message);
    },
  });
}

interface ReviewBodyProps {
  detail: CheckDetail;
  form: FormInstance<ReviewValues>;
  saving: boolean;
  onFinish: (values: ReviewValues) => void;
}

export function ReviewBody({ detail, form, saving, onFinish }: ReviewBodyProps) {
  const { t } = useTranslation();
  const { record } = detail;
  // The form instance outlives one check (the drawer's footer submits it): start each from its record.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues(record));
  }, [form, record]);

  const field = (name: string) => healthCheckEntity.fields[name as keyof typeof healthCheckEntity.fields];
  // Refused with the bounds as typed, never clamped: the rule is the review call's own schema.
  const temperatureRule: FormRule = {
    validator: async () => {
      const issue = pathIssue(checkReviewSchema, reviewBody(record, form.getFieldsValue(true) as ReviewValues), ['temperature']);
      if (issue) throw new Error(translateIssue(issue.message, issue.params));
    },
  };

  return (
    <Flex vertical gap={16}>
      <CheckFindings detail={detail} />
      <Divider style={{ margin: 0 }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('healthScreens.review.findings')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('healthScreens.review.hint')} />
      <Form<ReviewValues> form={form} layout="vertical" onFinish={onFinish} disabled={saving}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="temperature" label={fieldLabel(healthCheckEntity, 'temperature')} extra={t('healthScreens.review.temperatureHint')} rules={[temperatureRule]}>
              <InputNumber
                step={10 ** -TEMPERATURE_SCALE}
                precision={TEMPERATURE_SCALE}
                suffix={TEMPERATURE.unit}
                placeholder={t('healthScreens.review.noTemperature')}
                style={{ width: '100%' }}
                data-testid="health-review-temperature"
              />
            </Form.Item>
          </Col>
          {FINDINGS.map((name) => (
            <Col span={12} key={name}>
              <Form.Item name={name} label={fieldLabel(healthCheckEntity, name)} rules={[{ required: true }]}>
                <FieldInput entity={healthCheckEntity} name={name} field={field(name)} data-testid={`health-review-${name}`} />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="note" label={fieldLabel(healthCheckEntity, 'reviewNote')}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid="health-review-note" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Flex>
  );
}
