import { randomUUID } from 'node:crypto';
import { and, eq, gte, ilike, inArray, isNull, not, or, SQL, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { students } from '../../modules/campus/campus.tables.js';
import { users } from '../../modules/system/user.table.js';
import type { SessionContext } from '../context.js';
import { organisations } from '../tenancy/organization.table.js';
import { subtreeIds } from '../tenancy/reach.js';
import { renderFilter } from './filter-rendering.js';

const dialect = new PgDialect();
const drizzles = (filter: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(filter);
  return { sql: text, params };
};
const group = { orgKind: 'group', orgPath: '/p/g_1/', orgId: 'b0000000-0000-4000-8000-000000000001' } as SessionContext;
const kindergarten = { ...group, orgKind: 'kindergarten' } as SessionContext;
const other = alias(organisations, 'o');
const run = randomUUID();

/** Filters as the lists make them, each twice over with other values: the same shape, other values. */
const shapes: [string, (n: number) => SQL][] = [
  ['equal and a reach', (n) => and(eq(users.deleted, false), inArray(users.orgId, subtreeIds({ ...group, orgPath: `/p/g_${n}/` })))!],
  ["a kindergarten's reach", (n) => and(eq(students.deleted, n > 1), inArray(students.kigId, subtreeIds({ ...kindergarten, orgId: `b0000000-0000-4000-8000-00000000000${n}` })))!],
  ['like, escaped', (n) => ilike(users.userName, `%a\\_${n}%`)],
  ['a list of values', (n) => inArray(users.nickName, [`a${n}`, `b${n}`, `c${n}`])],
  ['a time', (n) => gte(users.createdAt, new Date(Date.UTC(2026, n, 1)))],
  ['null, or, not', (n) => or(isNull(users.email), not(eq(users.userName, `s${n}`)))!],
  ['a value in a raw fragment, a named identifier, an aliased table', (n) => sql`${sql.identifier('x')} = ${n} and ${other.id} = ${other.parentId} and ${sql.raw('true')}`],
  ['a json key', (n) => sql`${organisations.name} ->> ${`zh_CN${n}`} ilike ${'%a%'}`],
];

describe('a filter written by its shape', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(shapes)('%s: the text and values drizzle writes, and drizzle asked only the first time', (name, shape) => {
    // A shape no other test file of this worker has rendered (the texts drizzle agreed to are the module's).
    const filter = (n: number) => sql`${sql.raw(`/* ${name} ${run} */ `)}${shape(n)}`;
    const filters = [1, 2, 3].map(filter);
    const expected = [1, 2, 3].map((n) => drizzles(filter(n)));
    const rendered = vi.spyOn(SQL.prototype, 'toQuery');
    expect(filters.map(renderFilter)).toEqual(expected);
    // Only the first of the three went to drizzle: the other two were written from the shape drizzle had agreed to.
    expect(rendered.mock.contexts.filter((c) => filters.includes(c as SQL))).toEqual([filters[0]]);
  });

  it('leaves to drizzle what it does not know: a subquery builder, a placeholder, inlined values', () => {
    const builder = new QueryBuilder().select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'K1'));
    const unknown = [inArray(users.orgId, builder), sql`${users.id} = ${sql.placeholder('id')}`, sql`${users.appType} = ${4}`.inlineParams()];
    const expected = unknown.map((filter) => dialect.sqlToQuery(filter).sql);
    const rendered = vi.spyOn(SQL.prototype, 'toQuery');
    const written = [...unknown, ...unknown].map((filter) => renderFilter(filter).sql);
    expect(written).toEqual([...expected, ...expected]);
    expect(rendered.mock.contexts.filter((c) => unknown.includes(c as SQL))).toEqual([...unknown, ...unknown]);
  });
});
