import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { AnyEntity, FieldDef } from '@kg/domain';
import { Button, Col, Flex, Form, Row } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from './FilterInput';
import { fieldLabel } from './labels';

export interface SearchFormProps {
  entity: AnyEntity;
  fields: readonly [string, FieldDef][];
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
  /** A screen's own input for some filters (a select of known values instead of free text). */
  inputs?: Record<string, ReactNode>;
  /** Values shown on mount (the screen's opening filters); Reset still clears every input. */
  initialValues?: Record<string, unknown>;
  searching?: boolean;
}

/** The search form of a list: one input per filterable field, then Search and Reset. */
export function SearchForm({ entity, fields, onSearch, onReset, inputs, initialValues, searching }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  // Set rather than given as the form's initialValues, which resetFields would restore.
  useEffect(() => {
    if (initialValues) form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later values are the person's
  }, [form]);
  return (
    <Form form={form} name={`${entity.name}-search`} layout="vertical" onFinish={onSearch} data-testid="resource-search-form">
      <Row gutter={16}>
        {fields.map(([name, field]) => (
          <Col key={name} xs={24} sm={12} lg={8} xxl={6}>
            <Form.Item name={name} label={fieldLabel(entity, name)} style={{ marginBottom: 12 }}>
              {inputs?.[name] ?? <FilterInput entity={entity} name={name} field={field} />}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Flex justify="flex-end" align="flex-end" gap={8} style={{ height: '100%', paddingBottom: 12 }}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
              data-testid="resource-reset"
            >
              {t('resource.actions.reset')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching} data-testid="resource-search">
              {t('resource.actions.search')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
