import { type AnyEntity, entityByName, type FieldDef } from '@kg/domain';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../api/client';
import { ImageUpload } from '../upload/ImageUpload';
import { AreaCascader } from './AreaCascader';
import { DATE_FORMAT, DATETIME_FORMAT } from './dates';
import { DictSelect } from './DictSelect';
import { enumOptions } from './labels';
import { RefSelect } from './RefSelect';

export interface FieldInputProps {
  entity: AnyEntity;
  name: string;
  field: FieldDef;
  disabled?: boolean;
  /** Known labels of a ref/refs value (the record's `_labels`). */
  labels?: string | string[];
  /** Equality filters of a ref picker's choices. */
  filters?: QueryParams;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

const MONEY_MAX_FEN = 2_147_483_647;

/**
 * The input of one field, by kind (a Form.Item child: it passes value and onChange through). Limits
 * come from the declaration, so the input refuses what the schema would.
 */
export function FieldInput({ entity, name, field, disabled, labels, filters, ...control }: FieldInputProps): ReactNode {
  const { t } = useTranslation();
  const placeholder = t('resource.search.inputPlaceholder');
  const choose = t('resource.search.selectPlaceholder');
  const pass = control as Record<string, unknown>;
  switch (field.kind) {
    case 'text':
      return <Input {...pass} disabled={disabled} maxLength={field.max} placeholder={placeholder} allowClear />;
    case 'textarea':
      return <Input.TextArea {...pass} disabled={disabled} maxLength={field.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={placeholder} />;
    case 'int':
      return <InputNumber {...pass} disabled={disabled} min={field.min} max={field.max} precision={0} style={{ width: '100%' }} placeholder={placeholder} />;
    case 'money':
      return (
        <InputNumber
          {...pass}
          disabled={disabled}
          min={(field.min ?? 0) / 100}
          max={(field.max ?? MONEY_MAX_FEN) / 100}
          precision={2}
          step={1}
          prefix="¥"
          style={{ width: '100%' }}
          placeholder={placeholder}
        />
      );
    case 'flag':
      return <Switch {...pass} checked={Boolean(control.value)} disabled={disabled} />;
    case 'date':
      return <DatePicker {...pass} disabled={disabled} format={DATE_FORMAT} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...pass} disabled={disabled} showTime={{ format: 'HH:mm' }} format={DATETIME_FORMAT} style={{ width: '100%' }} />;
    case 'enum':
      return (
        <Select
          {...pass}
          disabled={disabled}
          options={enumOptions(entity, name)}
          allowClear={!field.required}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={choose}
          style={{ width: '100%' }}
        />
      );
    case 'dict':
      return <DictSelect {...(pass as { value?: string })} type={field.dictType} disabled={disabled} />;
    case 'ref':
    case 'refs': {
      const target = entityByName(field.entity);
      if (!target) return <Input {...pass} disabled />;
      return (
        <RefSelect
          {...(pass as { value?: string | string[] })}
          target={target}
          multiple={field.kind === 'refs'}
          labels={labels}
          filters={filters}
          disabled={disabled}
        />
      );
    }
    case 'area':
      return <AreaCascader {...(pass as { value?: string })} disabled={disabled} />;
    case 'image':
      return <ImageUpload {...(pass as { value?: string | null })} module={entity.name} kind={field.upload ?? 'image'} disabled={disabled} />;
    case 'i18nText':
      // Edited per language by ResourceForm (three inputs under one label); never reached as one input.
      return null;
  }
}
