import { type AnyEntity, extensionOf, type FieldDef, LOCALES, richTextExcerpt } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceRecord } from '../../api/resource-api';
import { dictionaryValuesQuery } from '../../api/system';
import { currentLocale, LANGUAGE_NAMES, translateKey } from '../../i18n';
import { RichTextView } from '../rich-text/RichTextView';
import { ImageBox } from '../upload/ImageBox';
import { AreaName } from './AreaName';
import { formatDateValue } from './dates';
import { formatTimeRanges, isSecretField } from './form-values';
import { enumLabel } from './labels';
import { formatMoney } from './money';
import { formatInt } from './scaled';

const EMPTY = '-';

/** Tag colours of the statuses most screens share; other enum values get a neutral tag. */
const VALUE_COLORS: Record<string, string> = {
  enabled: 'success',
  disabled: 'default',
  ok: 'success',
  fail: 'error',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** A dictionary code shown by its label in the reader's language (codes unknown to the type show as they are). */
export function DictLabel({ type, value }: { type: string; value: string }) {
  const { data } = useQuery(dictionaryValuesQuery(type));
  return <>{data?.find((o) => o.value === value)?.label ?? value}</>;
}

function labelsOf(record: ResourceRecord, name: string): string[] {
  const labels = record._labels?.[name];
  if (Array.isArray(labels)) return labels;
  return labels ? [labels] : [];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** In a detail view, a multilingual name shows every language; in a table only the reader's. */
export type ValueMode = 'cell' | 'detail';

/**
 * A field's value as a person reads it, by kind, in one place for tables, details and trees:
 * enums as tags, flags as yes/no, references by label, instants in local time, money in yuan.
 */
export function renderFieldValue(entity: AnyEntity, name: string, field: FieldDef, record: ResourceRecord, mode: ValueMode = 'cell'): ReactNode {
  const value = record[name];
  // The API never returns a secret; should one slip through, it is still not shown.
  if (isSecretField(field)) return EMPTY;
  if (isBlank(value)) return field.kind === 'image' ? <ImageBox path={null} size={mode === 'cell' ? 40 : 120} /> : EMPTY;
  switch (field.kind) {
    case 'enum': {
      const v = value as string | number;
      return <Tag color={VALUE_COLORS[String(v)]}>{enumLabel(entity, name, v)}</Tag>;
    }
    case 'flag': {
      const key = value ? (field.labels?.on ?? 'flag.yes') : (field.labels?.off ?? 'flag.no');
      return translateKey(key);
    }
    case 'ref':
      return labelsOf(record, name)[0] || EMPTY;
    case 'refs': {
      const labels = labelsOf(record, name).filter(Boolean);
      return labels.length ? (
        <Flex wrap gap={4}>
          {labels.map((label, i) => (
            <Tag key={`${label}-${i}`}>{label}</Tag>
          ))}
        </Flex>
      ) : (
        EMPTY
      );
    }
    case 'date':
    case 'datetime':
      return formatDateValue(value, field.kind) || EMPTY;
    case 'enums':
      if (!Array.isArray(value)) return EMPTY;
      return value.map((v: string | number) => enumLabel(entity, name, v)).join(translateKey('resource.listSeparator'));
    case 'timeRanges':
      return formatTimeRanges(value) || EMPTY;
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : EMPTY;
    case 'int':
      return typeof value === 'number' ? formatInt(value, field) : String(value);
    case 'i18nText': {
      const names = value as Record<string, string>;
      if (mode === 'cell') return names[currentLocale()] || names['zh-CN'] || EMPTY;
      return (
        <Flex vertical gap={2}>
          {LOCALES.map((l) => (
            <span key={l}>
              <Typography.Text type="secondary">{LANGUAGE_NAMES[l]}: </Typography.Text>
              {names[l] || EMPTY}
            </span>
          ))}
        </Flex>
      );
    }
    case 'dict':
      return <DictLabel type={field.dictType} value={String(value)} />;
    case 'area':
      return <AreaName code={String(value)} />;
    case 'image':
      return <ImageBox path={String(value)} size={mode === 'cell' ? 40 : 120} />;
    case 'file':
      // A file is read through its resource's own download; here only its type.
      return <Tag>{extensionOf(String(value)).toUpperCase()}</Tag>;
    case 'richText':
      // A list shows its text; the detail the HTML the server kept (sanitised when saved).
      return mode === 'cell' ? (
        <Typography.Text ellipsis style={{ maxWidth: 240 }}>
          {richTextExcerpt(String(value))}
        </Typography.Text>
      ) : (
        <RichTextView html={String(value)} />
      );
    case 'textarea':
      return mode === 'cell' ? (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 240 }}>
          {String(value)}
        </Typography.Text>
      ) : (
        <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
      );
    default:
      return String(value);
  }
}
