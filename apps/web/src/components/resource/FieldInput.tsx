import { type AnyEntity, entityRef, type FieldDef } from '@kg/domain';
import { Checkbox, DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../api/client';
import { ImageUpload } from '../upload/ImageUpload';
import { AreaCascader } from './AreaCascader';
import { DATE_FORMAT, DATETIME_FORMAT } from './dates';
import { DictSelect } from './DictSelect';
import { enumOptions, fieldLabel } from './labels';
import { RefSelect } from './RefSelect';
import { RichTextInput } from '../rich-text/RichTextInput';
import { TimeRangesInput } from './TimeRangesInput';

export interface FieldInputProps {
  entity: AnyEntity;
  name: string;
  field: FieldDef;
  disabled?: boolean;
  /** Known labels of a ref/refs value (the record's `_labels`). */
  labels?: string | string[];
  /** Equality filters of a ref picker's choices. */
  filters?: QueryParams;
  /** Editing an existing row (a blank secret then keeps the stored one). */
  editing?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** Up to this many choices an enums field shows as checkboxes; more as a multiple select. */
const MAX_CHECKBOXES = 8;

/**
 * The input of one field, by kind (a Form.Item child: it passes value and onChange through). A number
 * keeps what was typed, in range or not: the form's rule (the shared schema) refuses it with its bounds.
 */
export function FieldInput({ entity, name, field, disabled, labels, filters, editing, ...control }: FieldInputProps): ReactNode {
  const { t } = useTranslation();
  const placeholder = t('resource.search.inputPlaceholder');
  const choose = t('resource.search.selectPlaceholder');
  const pass = control as Record<string, unknown>;
  switch (field.kind) {
    case 'text':
      if (field.secret) {
        return (
          <Input.Password
            {...pass}
            disabled={disabled}
            maxLength={field.max}
            autoComplete="new-password"
            placeholder={editing ? t('resource.form.secretPlaceholder') : placeholder}
          />
        );
      }
      return <Input {...pass} disabled={disabled} maxLength={field.max} placeholder={placeholder} allowClear />;
    case 'textarea':
      return <Input.TextArea {...pass} disabled={disabled} maxLength={field.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={placeholder} />;
    case 'int': {
      // A scaled int is typed with its decimals (36.8 for a stored 368); form-values converts. No
      // min/max here: antd would clamp 9.9 to 5.3 on blur, silently; the schema refuses it with the bounds.
      const scale = field.scale ?? 0;
      return (
        <InputNumber {...pass} disabled={disabled} precision={scale} step={scale ? 10 ** -scale : 1} suffix={field.unit} style={{ width: '100%' }} placeholder={placeholder} />
      );
    }
    case 'money':
      return <InputNumber {...pass} disabled={disabled} precision={2} step={1} prefix="¥" style={{ width: '100%' }} placeholder={placeholder} />;
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
    case 'enums': {
      const options = enumOptions(entity, name);
      if (options.length > MAX_CHECKBOXES) {
        return <Select {...pass} mode="multiple" disabled={disabled} options={options} allowClear placeholder={choose} style={{ width: '100%' }} />;
      }
      return <Checkbox.Group {...(pass as { value?: (string | number)[] })} disabled={disabled} options={options} />;
    }
    case 'timeRanges':
      return <TimeRangesInput {...(pass as { value?: [] })} max={field.max} disabled={disabled} />;
    case 'dict':
      return <DictSelect {...(pass as { value?: string })} type={field.dictType} disabled={disabled} />;
    case 'ref':
    case 'refs': {
      const target = entityRef(field.entity);
      if (!target) return <Input {...pass} disabled />;
      return <RefSelect {...(pass as { value?: string | string[] })} target={target} multiple={field.kind === 'refs'} labels={labels} filters={filters} disabled={disabled} />;
    }
    case 'area':
      return <AreaCascader {...(pass as { value?: string })} disabled={disabled} />;
    case 'image':
      return <ImageUpload {...(pass as { value?: string | null })} module={entity.name} kind={field.upload ?? 'image'} disabled={disabled} />;
    case 'file':
      return <ImageUpload {...(pass as { value?: string | null })} module={entity.name} kind={field.upload} disabled={disabled} picture={false} />;
    case 'i18nText':
      // Edited per language by ResourceForm (three inputs under one label); never reached as one input.
      return null;
    case 'richText':
      return (
        <RichTextInput
          {...(pass as { value?: string | null; onChange?: (v: string) => void; id?: string })}
          label={fieldLabel(entity, name)}
          module={entity.name}
          disabled={disabled}
        />
      );
  }
}
