import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { AnyEntity, FieldDef } from '@kg/domain';
import { Button, Col, Flex, Form, Row } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../useNarrowScreen';
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

/** Filters a phone shows before "more": the rest would fill its first screen before the list. */
const PHONE_FILTERS = 2;

/** The search form of a list: one input per filterable field, then Search and Reset; on a phone the first few, the rest behind "more". */
export function SearchForm({ entity, fields, onSearch, onReset, inputs, initialValues, searching }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const narrow = useNarrowScreen();
  // Opened from the start when a filter it would hide was given a value by the screen.
  const [expanded, setExpanded] = useState(() => fields.slice(PHONE_FILTERS).some(([name]) => initialValues?.[name] !== undefined));
  const folds = narrow && fields.length > PHONE_FILTERS + 1;
  // Set rather than given as the form's initialValues, which resetFields would restore.
  useEffect(() => {
    if (initialValues) form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later values are the person's
  }, [form]);
  return (
    <Form form={form} name={`${entity.name}-search`} layout="vertical" onFinish={onSearch} data-testid="resource-search-form">
      <Row gutter={16}>
        {fields.map(([name, field], i) => (
          // Folded filters stay mounted (hidden), so their values still go with a search.
          <Col key={name} xs={24} sm={12} lg={8} xxl={6} style={folds && !expanded && i >= PHONE_FILTERS ? { display: 'none' } : undefined}>
            <Form.Item name={name} label={fieldLabel(entity, name)} style={{ marginBottom: 12 }}>
              {inputs?.[name] ?? <FilterInput entity={entity} name={name} field={field} />}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Flex justify="flex-end" align="flex-end" gap={8} style={{ height: '100%', paddingBottom: 12 }}>
            {folds && (
              <Button
                type="link"
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                onClick={() => setExpanded(!expanded)}
                aria-expanded={expanded}
                data-testid="resource-more-filters"
              >
                {expanded ? t('resource.actions.fewerFilters') : t('resource.actions.moreFilters', { count: fields.length - PHONE_FILTERS })}
              </Button>
            )}
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
