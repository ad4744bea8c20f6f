import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryValuesQuery } from '../../api/system';

export interface DictSelectProps {
  /** The dictionary type code (System management -> dictionary), e.g. 'orgCategory'. */
  type: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** The enabled values of a dictionary type, labelled in the reader's language; the stored value is the code. */
export function DictSelect({ type, value, onChange, disabled, placeholder, id }: DictSelectProps) {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery(dictionaryValuesQuery(type));
  return (
    <Select<string | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={data ?? []}
      loading={isFetching}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? t('resource.search.selectPlaceholder')}
      style={{ width: '100%' }}
    />
  );
}
