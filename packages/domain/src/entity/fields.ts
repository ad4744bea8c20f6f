import type { PersonDate } from './person-dates.js';

/**
 * Field declarations: one object per field says its type, its rules and where it shows. The server
 * derives its column, the validation and the list query from it; the web its column, filter and input.
 */
export type FilterMode = 'eq' | 'like' | 'range' | 'in';

interface FieldBase {
  required?: boolean;
  /**
   * A column in the list table (default true, except long or secret kinds). 'more': a column that is
   * not everyday: exported, and offered in the column chooser, but hidden until a person shows it.
   */
  list?: boolean | 'more';
  /** How the search form filters on it; absent: not filterable. */
  filter?: FilterMode;
  sort?: boolean;
  /** In the create/edit form: true (default), 'create' (only when creating), false (never). */
  form?: boolean | 'create';
  /** Unique among all live rows (true) or among the live rows of the same owner ('scope'); checked on save: 409. */
  unique?: boolean | 'scope';
  /** Column width in the list, px. */
  width?: number;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  max: number;
  min?: number;
  /** A format rule with its own message key. */
  format?: TextFormat;
  default?: string;
  /**
   * Written, never read back (a camera's password): the API never returns it, a blank value on edit
   * keeps the stored one, and the resource's beforeSave hook decides how it is stored (sealed).
   */
  secret?: boolean;
}
export type TextFormat = 'phone' | 'email' | 'personName' | 'code' | 'ip' | 'mac' | 'url' | 'path' | 'schoolYear' | 'month';

export interface IntField extends FieldBase {
  kind: 'int';
  min?: number;
  max?: number;
  default?: number;
  /** Stored and sent in units of 10^-scale (a temperature in tenths: 368 is 36.8); shown with `scale` decimals. */
  scale?: 1 | 2;
  /** Shown after the value ('°C'). */
  unit?: string;
}
/** Money in integer fen, shown as yuan with two decimals. */
export interface MoneyField extends FieldBase {
  kind: 'money';
  min?: number;
  max?: number;
  default?: number;
}
export interface FlagField extends FieldBase {
  kind: 'flag';
  default?: boolean;
  /** Label keys of true and false, default common.flag.yes / common.flag.no. */
  labels?: { on: string; off: string };
}
export interface DateField extends FieldBase {
  kind: 'date' | 'datetime';
  /** A date of a person checked for plausibility for the role (a child's birth): see PERSON_DATES. */
  plausible?: PersonDate;
}
/** One of a fixed list; labels are `entity.<name>.values.<field>.<value>` unless labelPrefix is given. */
export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly (string | number)[];
  default?: string | number;
  /** Dictionary scope of the labels when they are shared ('status' -> status.<value>). */
  labelPrefix?: string;
  /** The label key of a value, when values and keys differ (appType 3 -> appType.kindergarten). */
  labelOf?: (value: string | number) => string;
}
/** A value of a dictionary type (System management -> dictionary), e.g. relationship. */
export interface DictField extends FieldBase {
  kind: 'dict';
  dictType: string;
}
/** The id of a row of another entity, shown by that row's label. */
export interface RefField extends FieldBase {
  kind: 'ref';
  entity: string;
  multiple?: false;
}
export interface RefsField extends FieldBase {
  kind: 'refs';
  entity: string;
  /**
   * Kept in the row itself (a json array of ids) instead of a link table: a kindergarten row's
   * targets then live on its own Citus shard without a link table of their own (a notice's grades).
   */
  column?: true;
}
/** A stored file path (upload); `upload` names the rules it is uploaded under (spec section 5). */
export interface ImageField extends FieldBase {
  kind: 'image';
  upload?: 'default' | 'image' | 'icon' | 'face';
}
/**
 * A stored file that is not shown as a picture (a document to download); `upload` names its rules.
 * Its module's files are private: read only through the owning resource's own download call.
 */
export interface FileField extends FieldBase {
  kind: 'file';
  upload: 'document';
}
/** A China area code (province, city or district). */
export interface AreaField extends FieldBase {
  kind: 'area';
}
/** Periods of a day ('HH:mm' to 'HH:mm'), in order and not overlapping; at most `max` of them. */
export interface TimeRangesField extends FieldBase {
  kind: 'timeRanges';
  max: number;
}
export interface TimeRange {
  start: string;
  end: string;
}
/** Several of a fixed list (working days); labels as for enum. */
export interface EnumsField extends FieldBase {
  kind: 'enums';
  values: readonly (string | number)[];
  default?: readonly (string | number)[];
}
/** Names in each language, edited side by side. */
export interface I18nTextField extends FieldBase {
  kind: 'i18nText';
  max: number;
}

/**
 * Formatted text (a notice's content): HTML the server sanitised on every save (an allow-list of
 * tags, links and images of the product's own storage only), at most `max` characters as stored.
 * Lists show a plain excerpt (`richTextExcerpt`); the detail shows the stored HTML.
 */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  max: number;
}

export type FieldDef =
  | TextField
  | IntField
  | MoneyField
  | FlagField
  | DateField
  | EnumField
  | DictField
  | RefField
  | RefsField
  | ImageField
  | FileField
  | AreaField
  | TimeRangesField
  | EnumsField
  | I18nTextField
  | RichTextField;

export type FieldKind = FieldDef['kind'];

/** The TypeScript value of a field, as it travels in JSON. */
export type FieldValue<F extends FieldDef> = F extends { kind: 'int' | 'money' }
  ? number
  : F extends { kind: 'flag' }
    ? boolean
    : F extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : F extends { kind: 'refs' }
        ? string[]
        : F extends { kind: 'enums'; values: readonly (infer V)[] }
          ? V[]
          : F extends { kind: 'timeRanges' }
            ? TimeRange[]
            : F extends { kind: 'i18nText' }
              ? { 'zh-CN': string; 'zh-TW': string; en: string }
              : string;

/** A column of the list and of its export (everyday or 'more'). */
export function listedByDefault(f: FieldDef): boolean {
  if (f.list !== undefined) return f.list !== false;
  return !(f.kind === 'textarea' || f.kind === 'refs' || f.kind === 'image' || f.kind === 'file' || (f.kind === 'text' && f.secret));
}

/** A column the list shows until a person hides it: listed and not declared 'more'. */
export function shownByDefault(f: FieldDef): boolean {
  return f.list !== 'more' && listedByDefault(f);
}

export function inForm(f: FieldDef, creating: boolean): boolean {
  if (f.form === undefined || f.form === true) return true;
  return f.form === 'create' && creating;
}

/**
 * Whether a list row carries the field: every field but a refs field that is neither a column nor
 * edited in the form (a role's hundreds of menus), which only `get` reads.
 */
export function inListRow(f: FieldDef): boolean {
  return f.kind !== 'refs' || listedByDefault(f) || inForm(f, false);
}
