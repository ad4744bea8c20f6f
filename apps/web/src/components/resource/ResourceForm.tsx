import { type AnyEntity, type FieldDef, type FieldError, LOCALES, saveSchema } from '@kg/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, Col, Drawer, Flex, Form, Input, Modal, Row, Typography, type FormRule } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { QueryParams } from '../../api/client';
import { type ResourceRecord, resourceApi, resourceKeys, type SavedRecord } from '../../api/resource-api';
import { LANGUAGE_NAMES, translateIssue, translateKey } from '../../i18n';
import { applyFieldErrors } from '../form/apply-field-errors';
import { useConflictPrompt } from '../form/useConflictPrompt';
import { pathIssue } from '../form/zod-rule';
import { FieldInput } from './FieldInput';
import { formFields, fromFormValues, isSecretField, toFormValues } from './form-values';
import { entityTitle, fieldLabel } from './labels';

/** A ref picker whose choices depend on other fields of the same form (roles of the chosen organisation and system). */
export interface OptionDependency {
  /** Fields that must be filled before the picker opens; changing one clears the picker. */
  on: readonly string[];
  filters: (values: Record<string, unknown>) => QueryParams;
}

/** What a screen's own input for one field gets; it returns one element taking value and onChange. */
export interface CustomInputContext {
  name: string;
  field: FieldDef;
  values: Record<string, unknown>;
  record: ResourceRecord | undefined;
  disabled: boolean;
}

/** What a screen may change of the generic form. */
export interface ResourceFormOptions {
  /** Values a new row starts with (a child's parent). */
  presets?: Record<string, unknown>;
  /** Values the screen fixes: preset on create and not editable (the Administrators' organisation). */
  fixed?: Record<string, unknown>;
  dependencies?: Record<string, OptionDependency>;
  inputs?: Record<string, (context: CustomInputContext) => ReactNode>;
  /** Fields the screen does not show (their presets or fixed values are still sent). */
  hidden?: readonly string[];
  /** Fields the screen requires though the declaration does not (the person of a leave, by its kind). */
  required?: readonly string[];
  /** Fields shown only while the form's values allow (a leave's child picker when the kind is 'student'). */
  shownWhen?: Record<string, (values: Record<string, unknown>) => boolean>;
  /** 'inline': drawn where it stands, always open, without a heading (the form components' test page). */
  container?: 'modal' | 'drawer' | 'inline';
  /** Further queries a save makes stale (dictionary values after a dictionary edit). */
  invalidates?: readonly QueryKey[];
  /**
   * Where the checked values go instead of the entity's save: handed the body a save would send, the
   * form staying open (the form components' test page, atomDebugger, sends nothing to the server).
   */
  send?: (body: Record<string, unknown>) => void;
}

export interface ResourceFormProps extends ResourceFormOptions {
  entity: AnyEntity;
  open: boolean;
  /** The row being edited; absent when creating. */
  record?: ResourceRecord;
  onClose: () => void;
  onSaved?: (record: SavedRecord, created: boolean) => void;
}

/** Kinds edited by one input though their value has parts: an error of a part ('periods.1.end') shows under the whole. */
const ONE_INPUT = new Set(['timeRanges', 'enums', 'refs']);

function wholeFieldErrors(entity: AnyEntity, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => {
    const [head] = e.field.split('.');
    return head && head !== e.field && ONE_INPUT.has(entity.fields[head]?.kind ?? '') ? { ...e, field: head } : e;
  });
}

const FULL_WIDTH = new Set(['textarea', 'richText', 'i18nText', 'refs', 'area', 'timeRanges', 'enums']);

/**
 * Create and edit form of any entity, one input per form field by kind, validated by the same zod
 * schema as the server (messages translated); the server's field errors land on their fields, and a
 * stale edit (409) offers to reload the row.
 */
export function ResourceForm({ entity, open, record, onClose, ...options }: ResourceFormProps) {
  const { t } = useTranslation();
  const title = entityTitle(entity);
  const heading = record ? t('resource.form.editTitle', { title }) : t('resource.form.createTitle', { title });
  const formId = `${entity.name}-form`;
  // The save runs in the body; the footer's button shows it and refuses a second click meanwhile.
  const [saving, setSaving] = useState(false);

  const body = open ? <FormBody key={record?.id ?? 'new'} entity={entity} record={record} onClose={onClose} onSaving={setSaving} formId={formId} {...options} /> : null;
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onClose} data-testid="resource-form-cancel">
        {t('common.actions.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" form={formId} loading={saving} data-testid="resource-form-submit">
        {t('resource.actions.save')}
      </Button>
    </Flex>
  );

  if (options.container === 'inline') {
    return (
      <div data-testid="resource-form">
        {body}
        {footer}
      </div>
    );
  }
  if (options.container === 'drawer') {
    return (
      <Drawer open={open} title={heading} size={720} onClose={onClose} destroyOnHidden footer={footer} data-testid="resource-form">
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={heading} width={760} onCancel={onClose} destroyOnHidden footer={footer} mask={{ closable: false }} data-testid="resource-form">
      {body}
    </Modal>
  );
}

interface FormBodyProps extends ResourceFormOptions {
  entity: AnyEntity;
  record: ResourceRecord | undefined;
  formId: string;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
  onSaved?: (record: SavedRecord, created: boolean) => void;
}

function FormBody({
  entity,
  record: loaded,
  formId,
  onClose,
  onSaving,
  onSaved,
  presets,
  fixed,
  dependencies,
  inputs,
  hidden,
  shownWhen,
  required: requiredByScreen,
  invalidates,
  send,
}: FormBodyProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const conflict = useConflictPrompt();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(entity), [entity]);
  const [form] = Form.useForm<Record<string, unknown>>();
  // The row as last loaded: a reload after a conflict replaces it (and its updatedAt).
  const [record, setRecord] = useState(loaded);
  const creating = !record;
  const schema = useMemo(() => saveSchema(entity, creating), [entity, creating]);
  const initialValues = useMemo(() => toFormValues(entity, loaded, { ...presets, ...fixed }), [entity, loaded, presets, fixed]);
  const values = (Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined) ?? initialValues;
  const fields = formFields(entity, creating).filter(({ name }) => !hidden?.includes(name) && (shownWhen?.[name]?.(values) ?? true));

  const rule = (path: readonly (string | number)[]): FormRule => ({
    validator: async () => {
      const input = fromFormValues(entity, form.getFieldsValue(true) as Record<string, unknown>, record);
      const issue = pathIssue(schema, input, path);
      if (issue) throw new Error(translateIssue(issue.message, issue.params));
    },
  });

  // A blank secret on edit is not sent (kept); a typed one is checked like any value.
  const secretRule = (name: string): FormRule => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const input = { ...fromFormValues(entity, form.getFieldsValue(true) as Record<string, unknown>, record), [name]: value };
      const issue = pathIssue(schema, input, [name]);
      if (issue) throw new Error(translateIssue(issue.message, issue.params));
    },
  });

  const reload = async (id: string) => {
    try {
      const fresh = await api.get(id);
      setRecord(fresh);
      form.setFieldsValue(toFormValues(entity, fresh));
    } catch (error) {
      void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.save(body),
    onSuccess: ({ data, txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
      for (const key of invalidates ?? []) void queryClient.invalidateQueries({ queryKey: key });
      onSaved?.(data, creating);
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      const placed = applyFieldErrors(form, wholeFieldErrors(entity, error.fieldErrors));
      if (error.code === 409 && !placed && record) return void conflict(error.txt, () => reload(record.id));
      void message.error(error.txt);
    },
  });

  useEffect(() => onSaving(save.isPending), [onSaving, save.isPending]);
  // Closing on success unmounts the body before its last update: the next form starts idle.
  useEffect(() => () => onSaving(false), [onSaving]);

  const submit = (formValues: Record<string, unknown>) => {
    if (save.isPending) return;
    const all = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...formValues };
    const body = { ...fromFormValues(entity, all, record), ...(creating ? fixed : {}) };
    if (send) return send(body);
    save.mutate(body);
  };

  // Changing what a dependent picker depends on clears it: its old choices may no longer fit.
  const onValuesChange = (changed: Record<string, unknown>) => {
    for (const [name, dependency] of Object.entries(dependencies ?? {})) {
      if (dependency.on.some((key) => key in changed)) {
        form.setFieldValue(name, entity.fields[name]?.kind === 'refs' ? [] : null);
      }
    }
  };

  return (
    <Form
      form={form}
      name={formId}
      id={formId}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
      disabled={save.isPending}
      scrollToFirstError
    >
      <Row gutter={16}>
        {fields.map(({ name, field, readOnly }) => {
          const disabled = readOnly || (fixed !== undefined && name in fixed);
          const label = fieldLabel(entity, name);
          // A secret is never read back: editing, blank means "keep the stored one", so it is not required.
          const keepsSecret = !creating && isSecretField(field);
          const byScreen = Boolean(requiredByScreen?.includes(name)) && !disabled;
          const required = byScreen || (Boolean(field.required) && !('default' in field && field.default !== undefined) && !disabled && !keepsSecret);
          // Two fields a row where there is room, one on a phone (labels above, never squeezed).
          const span = FULL_WIDTH.has(field.kind) ? { xs: 24 } : { xs: 24, sm: 12 };

          if (field.kind === 'i18nText') {
            return (
              <Col key={name} {...span}>
                <Form.Item label={label} required={!disabled}>
                  <Flex vertical gap={8}>
                    {LOCALES.map((locale) => (
                      <Form.Item key={locale} name={[name, locale]} rules={disabled ? [] : [rule([name, locale])]} style={{ marginBottom: 0 }}>
                        <Input
                          // Named by the field and its language: the field's label names the group, not each box.
                          aria-label={`${label} ${LANGUAGE_NAMES[locale]}`}
                          maxLength={field.max}
                          disabled={disabled}
                          prefix={
                            <Typography.Text type="secondary" style={{ display: 'inline-block', width: 72 }}>
                              {LANGUAGE_NAMES[locale]}
                            </Typography.Text>
                          }
                        />
                      </Form.Item>
                    ))}
                  </Flex>
                </Form.Item>
              </Col>
            );
          }

          const dependency = dependencies?.[name];
          const waiting = dependency ? dependency.on.some((key) => values[key] === undefined || values[key] === null || values[key] === '') : false;
          const custom = inputs?.[name];
          return (
            <Col key={name} {...span}>
              <Form.Item
                name={name}
                label={label}
                required={required}
                rules={disabled ? [] : [...(byScreen ? [{ required: true, message: translateKey('validation.required') }] : []), keepsSecret ? secretRule(name) : rule([name])]}
                extra={
                  waiting
                    ? t('resource.form.dependsOn', { fields: dependency!.on.map((key) => fieldLabel(entity, key)).join(t('resource.listSeparator')) })
                    : keepsSecret
                      ? t('resource.form.secretKeep')
                      : undefined
                }
              >
                {custom ? (
                  custom({ name, field, values, record, disabled })
                ) : (
                  <FieldInput
                    entity={entity}
                    name={name}
                    field={field}
                    disabled={disabled || waiting}
                    labels={record?._labels?.[name]}
                    filters={dependency && !waiting ? dependency.filters(values) : undefined}
                    editing={!creating}
                  />
                )}
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
