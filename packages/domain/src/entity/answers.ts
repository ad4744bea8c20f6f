import { z } from 'zod';
import { allows, type AnyEntity } from './define.js';
import { type FieldDef, inListRow } from './fields.js';
import { listResultSchema, saveSchema } from './schemas.js';
import { sessionDecided } from './session-decided.js';

/**
 * What the generic calls of an entity answer (docs/architecture.md, section 4), from its declaration: the API
 * description documents them, and the tests check every answer against them.
 */

const i18nText = z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), en: z.string() });
const literals = (values: readonly (string | number)[]) => z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral, z.ZodLiteral]);

/** A field's value as a record carries it (a date as YYYY-MM-DD, an instant as ISO, money in fen). */
function answerValue(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'int':
    case 'money':
      return z.number();
    case 'flag':
      return z.boolean();
    case 'enum':
      return literals(f.values);
    case 'refs':
      return z.array(z.string());
    case 'enums':
      return z.array(literals(f.values));
    case 'timeRanges':
      return z.array(z.object({ start: z.string(), end: z.string() }));
    case 'i18nText':
      return i18nText;
    default:
      return z.string();
  }
}

/** One record: id, timestamps, the declared fields (secrets never), and the labels of its references. */
export function recordSchema(entity: AnyEntity, row: 'whole' | 'list' = 'whole') {
  const shape: Record<string, z.ZodType> = { id: z.string(), createdAt: z.string().optional(), updatedAt: z.string().optional() };
  for (const [name, f] of Object.entries(entity.fields)) {
    if ((f.kind === 'text' && f.secret) || (row === 'list' && !inListRow(f))) continue;
    shape[name] = f.required || f.kind === 'refs' ? answerValue(f) : answerValue(f).nullable();
  }
  const refs = Object.entries(entity.fields).filter(([, f]) => f.kind === 'ref' || f.kind === 'refs');
  if (refs.length > 0) {
    const labels: Record<string, z.ZodType> = {};
    for (const [name, f] of refs) labels[name] = (f.kind === 'refs' ? z.array(z.string()) : z.string()).optional();
    shape._labels = z.object(labels).describe("The label of each reference, in the request's language");
  }
  return z.object(shape);
}

export const countAnswerSchema = z.object({ count: z.number().int() });
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

const answersOf = new WeakMap<AnyEntity, ReturnType<typeof makeAnswers>>();

/** The answers of an entity's generic calls, by call (made once per entity: a tree's node is named in the API description). */
export function entityAnswers(entity: AnyEntity) {
  let answers = answersOf.get(entity);
  if (!answers) answersOf.set(entity, (answers = makeAnswers(entity)));
  return answers;
}

function makeAnswers(entity: AnyEntity) {
  const record = recordSchema(entity);
  // Recursive, so named: the API description refers to it.
  const node: z.ZodType = record
    .extend({
      hasChildren: z.boolean(),
      get children() {
        return z.array(node).optional();
      },
    })
    .meta({ id: `${entity.name}TreeNode` });
  return {
    list: listResultSchema(recordSchema(entity, 'list')),
    get: record,
    // A new row's secret shown once (a generated password), beside the record.
    save: record.extend({ _once: z.record(z.string(), z.unknown()).optional() }),
    options: z.array(optionSchema),
    tree: z.array(node),
    count: countAnswerSchema,
  };
}

/**
 * The body of `.../save` as the API description shows it: a new row (what the session decides may be
 * left out) or an update (with the `updatedAt` it was read at). The route checks it with `saveSchema`
 * itself, after the permission of the one it is.
 */
export function saveInputSchema(entity: AnyEntity) {
  // A kindergarten's session decides its own rows' owner (sessionDecided).
  const decided = Object.keys(sessionDecided(entity, { orgKind: 'kindergarten', orgId: '' }));
  const create = saveSchema(entity, true);
  const optional = Object.fromEntries(
    Object.entries(create.shape)
      .filter(([name]) => decided.includes(name))
      .map(([name, s]) => [name, s.optional()]),
  );
  const created = create.extend(optional).describe('A new row');
  const updated = saveSchema(entity, false).describe('An update of the row read at updatedAt');
  // Only what the entity allows: a row only filed (feedback) takes no id, one only edited no new row.
  if (!allows(entity, 'update')) return created;
  if (!allows(entity, 'create')) return updated;
  return z.union([created, updated]);
}
