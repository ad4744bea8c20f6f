import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../../platform/db.js';
import { audienceIncludes, audienceValues } from './audience.js';

const G1 = '0190f3a0-0000-7000-8000-0000000000a1';
const G2 = '0190f3a0-0000-7000-8000-0000000000a2';
const C1 = '0190f3a0-0000-7000-8000-0000000000c1';
const C2 = '0190f3a0-0000-7000-8000-0000000000c2';

describe('audience', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    opened = await openTestDatabase();
    database = opened.database;
  });
  afterAll(() => opened.drop());

  /** Whether a row of this audience includes a child of class C1 in grade G1, asked of the database. */
  async function includes(audience: string, gradeIds: string[], classIds: string[]): Promise<boolean> {
    const row = { audience: sql`r.audience`, gradeIds: sql`r.grade_ids`, classIds: sql`r.class_ids` };
    const result = (await database.db.execute(
      sql`select ${audienceIncludes(row, C1, G1)} as yes from (select ${audience}::text as audience, ${JSON.stringify(gradeIds)}::jsonb as grade_ids, ${JSON.stringify(classIds)}::jsonb as class_ids) as r`,
    )) as unknown as { rows: { yes: boolean }[] };
    return result.rows[0]!.yes;
  }

  it('includes every child in a whole-school audience', async () => {
    expect(await includes('school', [], [])).toBe(true);
  });

  it('includes a child whose grade is named, and no other', async () => {
    expect(await includes('grades', [G2, G1], [])).toBe(true);
    expect(await includes('grades', [G2], [C1])).toBe(false);
  });

  it('includes a child whose class is named, and no other', async () => {
    expect(await includes('classes', [], [C2, C1])).toBe(true);
    expect(await includes('classes', [G1], [C2])).toBe(false);
  });

  it('refuses a choice without its rows on its field, and empties the other choice', () => {
    expect(() => audienceValues({ audience: 'classes', gradeIds: [G1], classIds: [] })).toThrow(
      expect.objectContaining({ fields: [{ field: 'classIds', message: 'validation.required' }] }),
    );
    expect(audienceValues({ audience: 'grades', gradeIds: [G1], classIds: [C1] })).toEqual({ audience: 'grades', gradeIds: [G1], classIds: [] });
  });
});
