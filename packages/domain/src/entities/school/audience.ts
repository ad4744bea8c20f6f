import type { EnumField, RefsField } from '../../entity/fields.js';

/** Who a notice (or an activity) is for: the whole school, some of its grades, or some of its classes. */
export const AUDIENCES = ['school', 'grades', 'classes'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The field each choice names its rows in; the other choice's field is kept empty. */
export const AUDIENCE_FIELDS = { grades: 'gradeIds', classes: 'classIds' } as const satisfies Partial<Record<Audience, string>>;
export type AudienceField = (typeof AUDIENCE_FIELDS)[keyof typeof AUDIENCE_FIELDS];

/**
 * The fields to spread into a kindergarten entity's declaration. The ids are kept in the row (a json
 * array), so the audience is on the row's own shard; the generic save refuses another kindergarten's
 * grade or class as an unknown one (a kindergarten row's refs must be of its kindergarten).
 */
export const audienceFields = {
  audience: { kind: 'enum', values: AUDIENCES, required: true, default: 'school', filter: 'eq', labelPrefix: 'audience', width: 110 },
  gradeIds: { kind: 'refs', entity: 'grade', column: true },
  classIds: { kind: 'refs', entity: 'class', column: true },
} as const satisfies { audience: EnumField; gradeIds: RefsField; classIds: RefsField };

export interface AudienceOf {
  audience: Audience;
  gradeIds: string[];
  classIds: string[];
  /** The field the choice needs and lacks (no grade for 'grades'), for the form's error. */
  missing?: AudienceField;
}

const ids = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x !== ''))] : []);

/**
 * The audience a row says, with the other choices' ids emptied: grades are required for 'grades',
 * classes for 'classes', and the whole school names neither. The server keeps exactly this; the web
 * form shows only the chosen picker.
 */
export function audienceOf(row: Record<string, unknown>): AudienceOf {
  const audience: Audience = AUDIENCES.includes(row.audience as Audience) ? (row.audience as Audience) : 'school';
  const gradeIds = audience === 'grades' ? ids(row.gradeIds) : [];
  const classIds = audience === 'classes' ? ids(row.classIds) : [];
  const missing = audience === 'grades' && gradeIds.length === 0 ? 'gradeIds' : audience === 'classes' && classIds.length === 0 ? 'classIds' : undefined;
  return { audience, gradeIds, classIds, ...(missing ? { missing } : {}) };
}

/** Whether a row's audience reaches a child of this class in this grade (the server's SQL predicate says the same). */
export function audienceReaches(row: Record<string, unknown>, child: { classId: string; gradeId: string }): boolean {
  const { audience, gradeIds, classIds } = audienceOf(row);
  return audience === 'school' || (audience === 'grades' ? gradeIds.includes(child.gradeId) : classIds.includes(child.classId));
}
