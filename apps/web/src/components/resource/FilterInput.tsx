import { type AnyEntity, entityRef, type FieldDef } from '@kg/domain';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../i18n';
import { DictSelect } from './DictSelect';
import { enumOptions } from './labels';
import { RefSelect } from './RefSelect';

export interface FilterInputProps {
  entity: AnyEntity;
  name: string;
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** A scaled int is typed with its decimals and unit (list-request converts to stored units). */
function numberProps(field: FieldDef): { precision?: number; step?: number; suffix?: string } {
  if (field.kind !== 'int' || !field.scale) return {};
  return { precision: field.scale, step: 10 ** -field.scale, suffix: field.unit };
}

/** The search input of a filterable field, by its filter mode and kind. */
export function FilterInput({ entity, name, field, ...control }: FilterInputProps): ReactNode {
  const { t } = useTranslation();
  const pass = control as Record<string, unknown>;
  const choose = t('resource.search.selectPlaceholder');

  if (field.filter === 'range') {
    if (field.kind === 'date' || field.kind === 'datetime') {
      return (
        <DatePicker.RangePicker {...pass} allowEmpty={[true, true]} placeholder={[t('resource.search.rangeStart'), t('resource.search.rangeEnd')]} style={{ width: '100%' }} />
      );
    }
    const [from, to] = Array.isArray(control.value) ? (control.value as unknown[]) : [];
    const set = (i: 0 | 1) => (v: number | null) => control.onChange?.(i === 0 ? [v, to ?? null] : [from ?? null, v]);
    const number = numberProps(field);
    return (
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber {...number} value={from as number | undefined} onChange={set(0)} placeholder={t('resource.search.rangeMin')} style={{ width: '50%' }} />
        <InputNumber {...number} value={to as number | undefined} onChange={set(1)} placeholder={t('resource.search.rangeMax')} style={{ width: '50%' }} />
      </Space.Compact>
    );
  }

  const multiple = field.filter === 'in';
  switch (field.kind) {
    case 'enum':
      return (
        <Select
          {...pass}
          mode={multiple ? 'multiple' : undefined}
          options={enumOptions(entity, name)}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={choose}
          style={{ width: '100%' }}
        />
      );
    case 'flag':
      return (
        <Select
          {...pass}
          options={[
            { value: true, label: translateKey(field.labels?.on ?? 'flag.yes') },
            { value: false, label: translateKey(field.labels?.off ?? 'flag.no') },
          ]}
          allowClear
          placeholder={choose}
          style={{ width: '100%' }}
        />
      );
    case 'dict':
      return <DictSelect {...(pass as { value?: string })} type={field.dictType} />;
    case 'ref':
    case 'refs': {
      const target = entityRef(field.entity);
      return target ? <RefSelect {...(pass as { value?: string })} target={target} multiple={multiple} /> : null;
    }
    case 'int':
    case 'money':
      return <InputNumber {...pass} {...numberProps(field)} style={{ width: '100%' }} placeholder={t('resource.search.inputPlaceholder')} />;
    default:
      return <Input {...pass} allowClear placeholder={t('resource.search.inputPlaceholder')} />;
  }
}
