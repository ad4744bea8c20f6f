import { type AnyEntity, shownByDefault } from '@kg/domain';

/** Where the column chooser keeps its choices; a Storage-like object so tests need no browser. */
export interface PrefStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Shown (true) or hidden (false) per field, only where the person changed the default. */
export type ColumnOverrides = Record<string, boolean>;

/**
 * One person's choice for one entity: people sharing a browser (a school office) each keep theirs.
 * Without a known user nothing is read or kept.
 */
export const columnPrefsKey = (entity: AnyEntity, userId: string) => `kg.columns.${userId}.${entity.name}`;

/** The stored overrides of one entity, keeping only fields it still declares; broken data means none. */
export function loadColumnOverrides(storage: PrefStorage | undefined, entity: AnyEntity, userId: string | undefined): ColumnOverrides {
  if (!userId) return {};
  try {
    const raw = storage?.getItem(columnPrefsKey(entity, userId));
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

export function saveColumnOverrides(storage: PrefStorage | undefined, entity: AnyEntity, userId: string | undefined, overrides: ColumnOverrides): void {
  if (!userId) return;
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(columnPrefsKey(entity, userId));
    else storage?.setItem(columnPrefsKey(entity, userId), JSON.stringify(overrides));
  } catch {
    // storage full or refused: the choice lasts for this page only
  }
}

/**
 * Whether a field is a column until the person chooses: the declaration's everyday columns (not
 * 'more'), and those the screen lists though the declaration does not (a face photo).
 */
export function shownUnlessChosen(entity: AnyEntity, field: string, listed: readonly string[] = []): boolean {
  const f = entity.fields[field];
  return Boolean(f) && (listed.includes(field) || shownByDefault(f!));
}

/** Overrides after showing or hiding one field; choosing the default again forgets the override. */
export function toggleColumn(entity: AnyEntity, overrides: ColumnOverrides, field: string, shown: boolean, listed: readonly string[] = []): ColumnOverrides {
  const { [field]: _previous, ...rest } = overrides;
  if (!entity.fields[field] || shownUnlessChosen(entity, field, listed) === shown) return rest;
  return { ...rest, [field]: shown };
}

/**
 * The fields shown as columns, in declaration order: the default (shownUnlessChosen) unless
 * overridden. New fields follow their default, since only changes are stored.
 */
export function visibleColumns(entity: AnyEntity, overrides: ColumnOverrides, listed: readonly string[] = []): string[] {
  return Object.keys(entity.fields).filter((name) => overrides[name] ?? shownUnlessChosen(entity, name, listed));
}

/** The browser's localStorage, or nothing where it is refused. */
export function browserStorage(): PrefStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
