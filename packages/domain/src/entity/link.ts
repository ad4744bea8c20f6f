import { z } from 'zod';
import type { FieldDef } from './fields.js';
import { fieldSchema, idSchema } from './schemas.js';

/**
 * One side of a link: the entity whose rows it joins and the key the API names them by. `column`:
 * that entity's list shows each row's links (the other side's labels with the link's fields).
 */
export interface LinkEnd {
  entity: string;
  key: string;
  column?: boolean;
}

/**
 * Rows of two entities joined many to many, with fields of the link itself (a parent is a child's
 * mother): read and changed from either side, both rows in reach and of the same owner. The server
 * derives the calls (`/<area>/<name>/list|save|delete`), the web a panel in each side's detail.
 */
export interface LinkDef {
  /** API path segment, i18n scope `link.<name>`. */
  name: string;
  area: string;
  /** Permission prefix: `:view` reads the links, `:edit` links and unlinks. */
  permission: string;
  ends: readonly [LinkEnd, LinkEnd];
  fields: Record<string, FieldDef>;
}

export function defineLink<const L extends LinkDef>(def: L): L {
  if (def.ends[0].key === def.ends[1].key) throw new Error(`${def.name}: both ends have the key ${def.ends[0].key}`);
  return def;
}

/** The end of a link on the side of an entity, and the other one. */
export function linkSides(link: LinkDef, entityName: string): { own: LinkEnd; other: LinkEnd } | undefined {
  const [a, b] = link.ends;
  if (a.entity === entityName) return { own: a, other: b };
  if (b.entity === entityName) return { own: b, other: a };
  return undefined;
}

/** The key a list asks the links of many rows of one side by: `parentIds`. */
export const linkListKey = (end: LinkEnd) => `${end.key}s`;

export const LINK_LIST_MAX = 100;

/** `.../list`: the links of the rows of exactly one side. */
export function linkListSchema(link: LinkDef) {
  const [a, b] = link.ends;
  const ids = z.array(idSchema).min(1).max(LINK_LIST_MAX).optional();
  return z.object({ [linkListKey(a)]: ids, [linkListKey(b)]: ids }).refine((body) => (body[linkListKey(a)] === undefined) !== (body[linkListKey(b)] === undefined), {
    error: 'validation.required',
    path: [linkListKey(a)],
  });
}

/** `.../save` (link, or change the link's fields) and `.../delete` (only the two keys). */
export function linkSaveSchema(link: LinkDef, withFields = true) {
  const shape: Record<string, z.ZodType> = { [link.ends[0].key]: idSchema, [link.ends[1].key]: idSchema };
  if (withFields) for (const [name, f] of Object.entries(link.fields)) shape[name] = fieldSchema(f);
  return z.object(shape);
}

/** A link as `.../list` answers it: both keys, the link's fields, and both rows' labels by key. */
export type LinkRecord = Record<string, unknown> & { _labels: Record<string, string> };

export const linkKeys = {
  title: (l: LinkDef) => `link.${l.name}.title`,
  field: (l: LinkDef, field: string) => `link.${l.name}.fields.${field}`,
  /** What the rows of the other side are called from one side ("children" of a parent). */
  others: (l: LinkDef, ownEntity: string) => `link.${l.name}.of.${ownEntity}`,
};

export function requiredLinkKeys(l: LinkDef): string[] {
  return [linkKeys.title(l), ...Object.keys(l.fields).map((f) => linkKeys.field(l, f)), ...l.ends.map((e) => linkKeys.others(l, e.entity))];
}
