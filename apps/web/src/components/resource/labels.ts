import { type AnyEntity, entityKeys, type Locale } from '@kg/domain';
import { currentLocale, translateKey } from '../../i18n';

/** Looks a runtime key up, falling back to the given text (translateKey, or a stub in tests). */
export type Translate = (key: string, fallback: string) => string;

export const fieldLabel = (entity: AnyEntity, field: string, t: Translate = translateKey) => t(entityKeys.field(entity, field), field);

export const entityTitle = (entity: AnyEntity, t: Translate = translateKey) => t(entityKeys.title(entity), entity.name);

export const enumLabel = (entity: AnyEntity, field: string, value: string | number, t: Translate = translateKey) => t(entityKeys.value(entity, field, value), String(value));

export const actionLabel = (entity: AnyEntity, action: string, t: Translate = translateKey) => t(entityKeys.action(entity, action), action);

export interface EnumOption {
  value: string | number;
  label: string;
}

/**
 * The choices of an enum (or enums) field with their labels. Values that share a label (appType 9 and 15 are
 * both 'operations') are told apart by their value, so a person can still pick the right one.
 */
export function enumOptions(entity: AnyEntity, field: string, t: Translate = translateKey): EnumOption[] {
  const f = entity.fields[field];
  if (f?.kind !== 'enum' && f?.kind !== 'enums') return [];
  const labelled = f.values.map((value) => ({ value, label: enumLabel(entity, field, value, t) }));
  const counts = new Map<string, number>();
  for (const o of labelled) counts.set(o.label, (counts.get(o.label) ?? 0) + 1);
  return labelled.map((o) => ((counts.get(o.label) ?? 0) > 1 ? { ...o, label: `${o.label} (${o.value})` } : o));
}

/** The text that names a row (its labelField), in the reader's language for multilingual names. */
export function recordLabel(entity: AnyEntity, record: Record<string, unknown>, locale: Locale = currentLocale()): string {
  const value = record[entity.labelField];
  if (typeof value === 'object' && value !== null) {
    const names = value as Record<string, unknown>;
    return String(names[locale] || names['zh-CN'] || '');
  }
  return value === undefined || value === null ? '' : String(value);
}
