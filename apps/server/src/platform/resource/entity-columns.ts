import type { AnyEntity, FieldDef, FieldValue } from '@kg/domain';
import type { $Type, HasDefault, NotNull } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  type PgBooleanBuilderInitial,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
  type PgUUIDBuilderInitial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

type Text = PgTextBuilderInitial<'', [string, ...string[]]>;

/** The Drizzle column builder a field declares. */
type BaseColumn<F extends FieldDef> = F extends { kind: 'int' | 'money' }
  ? PgIntegerBuilderInitial<''>
  : F extends { kind: 'flag' }
    ? PgBooleanBuilderInitial<''>
    : F extends { kind: 'date' }
      ? PgDateStringBuilderInitial<''>
      : F extends { kind: 'datetime' }
        ? PgTimestampBuilderInitial<''>
        : F extends { kind: 'enum'; values: readonly (infer V)[] }
          ? [V] extends [number]
            ? $Type<PgIntegerBuilderInitial<''>, V>
            : $Type<Text, V>
          : F extends { kind: 'ref' }
            ? PgUUIDBuilderInitial<''>
            : F extends { kind: 'i18nText' | 'timeRanges' | 'enums' } | { kind: 'refs'; column: true }
              ? $Type<PgJsonbBuilderInitial<''>, FieldValue<F>>
              : Text;

type WithDefault<F extends FieldDef, C extends BaseColumn<F>> = F extends { default: unknown } ? HasDefault<C> : C;
type Column<F extends FieldDef> = F extends { kind: 'refs' }
  ? NotNull<HasDefault<BaseColumn<F>>>
  : F extends { required: true }
    ? NotNull<WithDefault<F, BaseColumn<F>>>
    : WithDefault<F, BaseColumn<F>>;

/** Columns of declared fields; `refs` fields live in link tables, not columns, unless kept in the row (`column`). */
export type FieldColumns<F extends Record<string, FieldDef>> = {
  [K in keyof F as F[K] extends { kind: 'refs' } ? (F[K] extends { column: true } ? K : never) : K]: Column<F[K]>;
};
export type EntityColumns<E extends AnyEntity> = FieldColumns<E['fields']>;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function columnFor(name: string, f: FieldDef) {
  const col = snakeCase(name);
  switch (f.kind) {
    case 'int':
    case 'money':
      return integer(col);
    case 'flag':
      return boolean(col);
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return timestamp(col, { withTimezone: true });
    case 'enum':
      return typeof f.values[0] === 'number' ? integer(col) : text(col);
    case 'ref':
      return uuid(col);
    case 'i18nText':
    case 'timeRanges':
    case 'enums':
      return jsonb(col);
    case 'refs':
      // Kept in the row: a json array of ids, never null (none is []).
      return f.column ? jsonb(col).default([]).notNull() : undefined;
    default:
      return text(col);
  }
}

/** Drizzle columns built from an entity's declaration: one declaration drives the table. */
export function entityColumns<E extends AnyEntity>(entity: E): EntityColumns<E> {
  return fieldColumns(entity.fields) as EntityColumns<E>;
}

/** Drizzle columns of declared fields (an entity's, or a link's own: a parent's relationship to a child). */
export function fieldColumns<F extends Record<string, FieldDef>>(fields: F): FieldColumns<F> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    // Untyped builder chain: the mapped type above states what each one becomes.
    let c = columnFor(name, f) as { notNull(): unknown; default(v: unknown): unknown } | undefined;
    if (!c) continue;
    if ('default' in f && f.default !== undefined) c = c.default(f.default) as typeof c;
    if (f.required) c = c!.notNull() as typeof c;
    out[name] = c;
  }
  return out as FieldColumns<F>;
}
