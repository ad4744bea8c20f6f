import {
  allows,
  type AnyEntity,
  apiPath,
  entityByName,
  type FieldDef,
  idQuerySchema,
  idsBodySchema,
  inForm,
  listSchema,
  permissionOf,
  pickerPermissions,
  saveSchema,
} from '@kg/domain';
import type { z } from 'zod';
import type { IdSlot, Input, Operation, Refusal } from './operation.js';

/** The field errors a declared schema gives an input, as the server must answer them (keys and their values). */
export function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((i) => {
    const params = (i as { params?: Record<string, string | number> }).params;
    return { field: i.path.map(String).join('.'), key: i.message, ...(params ? { params } : {}) };
  });
}

/** Refs to rows some tenant owns (platform data, such as menus, has no other tenant to hide it from). */
const tenantRef = (f: FieldDef): f is Extract<FieldDef, { kind: 'ref' | 'refs' }> => (f.kind === 'ref' || f.kind === 'refs') && entityByName(f.entity)?.scope !== 'platform';

const slot = (field: string, f: Extract<FieldDef, { kind: 'ref' | 'refs' }>, shape?: IdSlot['shape']): IdSlot => ({
  field,
  entity: f.entity,
  shape: shape ?? (f.kind === 'refs' ? 'list' : 'one'),
});

/**
 * A value of the wrong kind for every field of a form, each refused by the declared rule: a text one
 * longer than allowed, a number past its bounds, an option that is not one, an impossible date.
 */
export function badValues(entity: AnyEntity, creating: boolean): Input {
  const out: Input = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    if (!inForm(f, creating)) continue;
    out[name] = badValue(f);
  }
  return out;
}

function badValue(f: FieldDef): unknown {
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
      return 'x'.repeat(f.max + 1);
    case 'int':
    case 'money':
      return f.max !== undefined ? f.max + 1 : 'many';
    case 'flag':
      return 'maybe';
    case 'date':
      return '2026-02-30';
    case 'datetime':
      return 'yesterday';
    case 'enum':
      return '__none__';
    case 'enums':
      return ['__none__'];
    case 'dict':
      return 'x'.repeat(65);
    case 'ref':
      return 'not-an-id';
    case 'refs':
      return ['not-an-id'];
    case 'image':
      return 'x'.repeat(501);
    case 'area':
      return '12';
    case 'timeRanges':
      return [{ start: '09:00', end: '08:00' }];
    case 'i18nText':
      return { 'zh-CN': '' };
  }
}

/** The generic calls of one declared entity, as resource.routes.ts registers them. */
export function entityOperations(entity: AnyEntity): Operation[] {
  const path = (call: string) => apiPath(entity, call);
  const perm = (action: string) => [permissionOf(entity, action)];
  const base = { scope: entity.scope, refusals: [] as Refusal[] };
  const fields = Object.entries(entity.fields);
  const filterSlots = fields.flatMap(([name, f]) => (f.filter && tenantRef(f) ? [slot(name, f, f.filter === 'in' ? 'list' : 'one')] : []));
  const own: IdSlot = { field: 'id', entity: entity.name, shape: 'one' };
  const ownList: IdSlot = { field: 'ids', entity: entity.name, shape: 'list' };
  const list = listSchema(entity);
  const idsRefusals: Refusal[] = [
    { what: 'no id', input: {}, expected: () => issuesOf(idsBodySchema, {}) },
    { what: 'malformed ids', input: { ids: ['1 or 1=1'] }, expected: () => issuesOf(idsBodySchema, { ids: ['1 or 1=1'] }) },
  ];
  const badPage = { pageNumber: 0, pageSize: 101, sort: { field: 'deleted', order: 'up' } };

  const ops: Operation[] = [
    {
      ...base,
      name: 'list',
      method: 'POST',
      path: path('list'),
      permissions: perm('view'),
      input: () => ({}),
      ids: filterSlots,
      refusals: [{ what: 'a page past the maximum, an undeclared sort', input: badPage, expected: () => issuesOf(list, badPage) }],
    },
    {
      ...base,
      name: 'get',
      method: 'GET',
      path: path('get'),
      permissions: perm('view'),
      input: () => ({}),
      ids: [own],
      refusals: [{ what: 'a malformed id', input: { id: '1 or 1=1' }, expected: () => issuesOf(idQuerySchema, { id: '1 or 1=1' }) }],
    },
    { ...base, name: 'options', method: 'GET', path: path('options'), permissions: pickerPermissions(entity), input: () => ({}), ids: [{ ...ownList, shape: 'csv' }] },
  ];

  if (allows(entity, 'create')) {
    const creation = saveSchema(entity, true);
    const bad = badValues(entity, true);
    ops.push({
      ...base,
      name: 'save (create)',
      method: 'POST',
      path: path('save'),
      permissions: perm('add'),
      input: (s) => s.row(entity.name),
      ids: fields.flatMap(([name, f]) => (inForm(f, true) && tenantRef(f) ? [slot(name, f)] : [])),
      refusals: [
        { what: 'an empty form', input: {}, expected: (decided) => issuesOf(creation, decided) },
        { what: 'a bad value in every field', input: bad, expected: (decided) => issuesOf(creation, { ...decided, ...bad }) },
      ],
    });
  }
  if (allows(entity, 'update')) {
    const update = saveSchema(entity, false);
    const id = '01890000-0000-7000-8000-000000000000';
    const bad = { ...badValues(entity, false), id, updatedAt: 'yesterday' };
    ops.push({
      ...base,
      name: 'save (update)',
      method: 'POST',
      path: path('save'),
      permissions: perm('edit'),
      input: (s) => ({ ...s.row(entity.name), updatedAt: new Date().toISOString() }),
      ids: [own, ...fields.flatMap(([name, f]) => (inForm(f, false) && tenantRef(f) ? [slot(name, f)] : []))],
      refusals: [
        { what: 'no version', input: { id }, expected: () => issuesOf(update, { id }) },
        { what: 'a bad value in every field', input: bad, expected: () => issuesOf(update, bad) },
      ],
    });
  }
  if (allows(entity, 'delete')) {
    ops.push({ ...base, name: 'delete', method: 'POST', path: path('delete'), permissions: perm('delete'), input: () => ({}), ids: [own, ownList], refusals: idsRefusals });
  }
  for (const action of Object.keys(entity.status?.transitions ?? {})) {
    ops.push({ ...base, name: action, method: 'POST', path: path(action), permissions: perm(action), input: () => ({}), ids: [own, ownList], refusals: idsRefusals });
  }
  if (entity.tree) {
    ops.push({ ...base, name: 'tree', method: 'GET', path: path('tree'), permissions: perm('view'), input: () => ({}), ids: [{ ...own, field: 'parentId' }] });
  }
  if (allows(entity, 'export')) {
    // A query string carries no lists: a GET export's filters are single values.
    const single = filterSlots.filter((s) => s.shape === 'one');
    ops.push({ ...base, name: 'export', method: 'POST', path: path('export'), permissions: perm('export'), input: () => ({}), ids: filterSlots });
    ops.push({ ...base, name: 'export (GET)', method: 'GET', path: path('export'), permissions: perm('export'), input: () => ({}), ids: single });
  }
  if (allows(entity, 'import')) {
    ops.push({ ...base, name: 'importTemplate', method: 'GET', path: path('importTemplate'), permissions: perm('import'), input: () => ({}), ids: [] });
    ops.push({ ...base, name: 'import', method: 'POST', path: path('import'), permissions: perm('import'), input: () => ({}), ids: [], multipart: true });
  }
  return ops;
}
