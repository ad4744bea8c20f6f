import { type AnyEntity, listedByDefault } from '@kg/domain';

/** Where the column chooser keeps its choices; a Storage-like object so tests need no browser. */
export interface PrefStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Shown (true) or hidden (false) per field, only where the person changed the default. */
export type ColumnOverrides = Record<string, boolean>;

export const columnPrefsKey = (entity: AnyEntity) => `kg.columns.${entity.name}`;

/** The stored overrides of one entity, keeping only fields it still declares; broken data means none. */
export function loadColumnOverrides(storage: PrefStorage | undefined, entity: AnyEntity): ColumnOverrides {
  try {
    const raw = storage?.getItem(columnPrefsKey(entity));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: ColumnOverrides = {};
    for (const [field, shown] of Object.entries(parsed)) {
      if (field in entity.fields && typeof shown === 'boolean') out[field] = shown;
    }
    return out;
  } catch {
    return {};
  }
}

export function saveColumnOverrides(storage: PrefStorage | undefined, entity: AnyEntity, overrides: ColumnOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(columnPrefsKey(entity));
    else storage?.setItem(columnPrefsKey(entity), JSON.stringify(overrides));
  } catch {
    // storage full or refused: the choice lasts for this page only
  }
}

/** Overrides after showing or hiding one field; choosing the default again forgets the override. */
export function toggleColumn(entity: AnyEntity, overrides: ColumnOverrides, field: string, shown: boolean): ColumnOverrides {
  const { [field]: _previous, ...rest } = overrides;
  const f = entity.fields[field];
  if (!f || listedByDefault(f) === shown) return rest;
  return { ...rest, [field]: shown };
}

/**
 * The fields shown as columns, in declaration order: the declared default (listedByDefault) unless
 * overridden. New fields follow their default, since only changes are stored.
 */
export function visibleColumns(entity: AnyEntity, overrides: ColumnOverrides): string[] {
  return Object.entries(entity.fields)
    .filter(([name, f]) => overrides[name] ?? listedByDefault(f))
    .map(([name]) => name);
}

/** The browser's localStorage, or nothing where it is refused. */
export function browserStorage(): PrefStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
