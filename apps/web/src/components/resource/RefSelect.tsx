import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../api/client';
import { type Option, resourceApi, resourceKeys, type ResourceTarget } from '../../api/resource-api';
import { useDebounced } from './useDebounced';

type RefValue = string | string[] | null | undefined;

export interface RefSelectProps {
  /**
   * The referenced entity, whose `.../options` answers the choices: its declaration, or its index entry
   * (`entityRef(name)`), so a generic form's picker loads no declaration.
   */
  target: ResourceTarget;
  value?: RefValue;
  onChange?: (value: RefValue) => void;
  multiple?: boolean;
  /** Labels of the current value already known (a record's `_labels`), so it shows without a call. */
  labels?: string | string[];
  /** Equality filters of the choices (roles of one organisation and system). */
  filters?: QueryParams;
  disabled?: boolean;
  placeholder?: string;
  /** Told the chosen option (with its label) of a single picker. */
  onPick?: (option: Option | null) => void;
  id?: string;
  /** Its accessible name where no form label names it (a list's filter). */
  'aria-label'?: string;
  'data-testid'?: string;
}

const asArray = (value: RefValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * A searchable picker of another entity's rows: searches as one types (`?q=`), shows the current
 * value by its known label, and asks `?ids=` for the labels it does not know.
 */
export function RefSelect({ target, value, onChange, multiple, labels, filters, disabled, placeholder, onPick, id, ...rest }: RefSelectProps) {
  const { t } = useTranslation();
  const api = useMemo(() => resourceApi(target), [target]);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());

  const selected = useMemo(() => asArray(value), [value]);
  const known = useMemo(() => {
    const list = Array.isArray(labels) ? labels : labels ? [labels] : [];
    return new Map(selected.flatMap((v, i) => (list[i] ? [[v, list[i]] as const] : [])));
  }, [selected, labels]);
  const missing = selected.filter((v) => !known.has(v));

  const searchQuery = { q, filters };
  const choices = useQuery({
    queryKey: resourceKeys.options(target, searchQuery),
    queryFn: ({ signal }) => api.options(searchQuery, signal),
    enabled: open && !disabled,
    // Keep the last choices while a new search runs, so the list does not blink empty under the pointer.
    placeholderData: keepPreviousData,
  });
  const lookup = { ids: missing };
  const missingLabels = useQuery({
    queryKey: resourceKeys.options(target, lookup),
    queryFn: ({ signal }) => api.options(lookup, signal),
    enabled: missing.length > 0,
    staleTime: Infinity,
  });

  // The current value first (so it keeps its label), then the search results.
  const options = useMemo(() => {
    const byValue = new Map<string, Option>();
    for (const v of selected) {
      const label = known.get(v) ?? missingLabels.data?.find((o) => o.value === v)?.label;
      if (label) byValue.set(v, { value: v, label });
    }
    for (const o of choices.data ?? []) if (!byValue.has(o.value)) byValue.set(o.value, o);
    return [...byValue.values()];
  }, [selected, known, missingLabels.data, choices.data]);

  return (
    <Select<RefValue, Option>
      id={id}
      data-testid={rest['data-testid']}
      aria-label={rest['aria-label']}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? selected : (selected[0] ?? null)}
      onChange={(next, option) => {
        onChange?.(next ?? (multiple ? [] : null));
        onPick?.(option && !Array.isArray(option) ? option : null);
      }}
      options={options}
      disabled={disabled}
      allowClear
      placeholder={placeholder ?? t('resource.search.selectPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? <Spin size="small" /> : undefined}
      style={{ width: '100%' }}
    />
  );
}
