import { type AnyEntity, apiPath, ENTITIES, listSchema, saveSchema } from '@kg/domain';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** Where a string goes in a request: its part and its JSON path ('events.0.cardNo' is ['events', '0', 'cardNo']). */
export interface StringField {
  part: 'body' | 'query' | 'params';
  path: string[];
  /** The longest string its schema takes, when it says (rich text takes far more than a name). */
  max?: number;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const maxOf = (schema: z.ZodType) => (schema as unknown as { maxLength?: number | null }).maxLength ?? undefined;

interface StringPath {
  path: string[];
  max?: number;
}

/** The paths of every string a zod schema takes (array items as '0'; each union member's strings), with its longest length. */
export function stringPaths(schema: z.ZodType | undefined, path: string[] = []): StringPath[] {
  if (!schema) return [];
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined, p = path) => stringPaths(s, p);
  switch (def.type) {
    case 'string': {
      const max = maxOf(schema);
      return [max === undefined ? { path } : { path, max }];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, s]) => inner(s, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element, [...path, '0']);
    case 'tuple':
      return (def.items ?? []).flatMap((s, i) => inner(s, [...path, String(i)]));
    case 'union':
      return (def.options ?? []).flatMap((s) => inner(s));
    case 'record':
      return inner(def.valueType, [...path, 'key']);
    default:
      return [];
  }
}

const unique = (fields: StringField[]) => [...new Map(fields.map((f) => [`${f.part}:${f.path.join('.')}`, f])).values()];

/** The generic route of a declared entity that a URL is, if any. */
function entityRoute(url: string): { entity: AnyEntity; call: string } | undefined {
  for (const entity of ENTITIES) {
    const prefix = apiPath(entity, '');
    if (url.startsWith(prefix) && !url.slice(prefix.length).includes('/')) return { entity, call: url.slice(prefix.length) };
  }
  return undefined;
}

/**
 * Every string a route takes, in the groups sent together: its declared schemas, its path parameters,
 * and for the generic routes of entities the fields their handlers validate (list and export filters;
 * a save's fields as a creation, and its id and version apart, since an id makes the save an update).
 */
export function routeStringFields(route: RouteOptions): StringField[][] {
  const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
  const fields: StringField[] = [
    ...stringPaths(schema.body).map((p) => ({ part: 'body' as const, ...p })),
    ...stringPaths(schema.querystring).map((p) => ({ part: 'query' as const, ...p })),
    ...stringPaths(schema.params).map((p) => ({ part: 'params' as const, ...p })),
    ...[...route.url.matchAll(/:(\w+)|\*$/g)].map((m) => ({ part: 'params' as const, path: [m[1] ?? '*'] })),
  ];
  const generic = entityRoute(route.url);
  const method = [route.method].flat()[0];
  if (generic?.call === 'save') {
    // An id makes the save an update, which alone reads the version (updatedAt): the two go together.
    const ofUpdate = (f: StringField) => f.part === 'body' && (f.path.join('.') === 'id' || f.path.join('.') === 'updatedAt');
    const creation = stringPaths(saveSchema(generic.entity, true)).map((p) => ({ part: 'body' as const, ...p }));
    return [unique([...fields, ...creation].filter((f) => !ofUpdate(f))), unique(fields.filter(ofUpdate))].filter((g) => g.length > 0);
  }
  if (generic?.call === 'list' || generic?.call === 'export') {
    const part = method === 'GET' ? ('query' as const) : ('body' as const);
    // A querystring carries no arrays: a GET export's filters are its top-level strings.
    const paths = stringPaths(listSchema(generic.entity)).filter((p) => part === 'body' || p.path.length === 1);
    fields.push(...paths.map((p) => ({ part, ...p })));
  }
  const all = unique(fields).filter((f) => f.path.length > 0);
  return all.length > 0 ? [all] : [];
}
