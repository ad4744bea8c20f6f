import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eyeTestEntity, measurementEntity } from '@kg/domain';
import { students } from '../../modules/campus/campus.tables.js';
import { epidemicReports, eyeTests, measurements } from '../../modules/health/health.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedCampus } from './campus-seed.js';
import { seedHealthRecords } from './health-records-seed.js';
import { sequence } from './seed-random.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  await seedHealthRecords(t.database.db, ['KG0001', 'KG0002']);
  await seedHealthRecords(t.database.db, ['KG0001', 'KG0002']);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('draws names from every surname: the sequence is not stuck on a few values', () => {
    const draws = sequence(97);
    const picks = Array.from({ length: 72 }, () => draws.next().value! % 16);
    expect(new Set(picks).size).toBeGreaterThanOrEqual(12);
  });

  it('gives every child two measurements and two eye tests within the declared bounds, once however often it runs', async () => {
    const db = t.database.db;
    const kids = await db.select({ id: students.id }).from(students);
    const grown = await db.select().from(measurements).orderBy(asc(measurements.studentId), asc(measurements.measuredOn));
    const eyes = await db.select().from(eyeTests);
    expect(grown).toHaveLength(kids.length * 2);
    expect(eyes).toHaveLength(kids.length * 2);
    const { height, weight } = measurementEntity.fields;
    for (let i = 0; i < grown.length; i += 2) {
      const [first, second] = [grown[i]!, grown[i + 1]!];
      expect(first.studentId).toBe(second.studentId);
      expect(second.height).toBeGreaterThan(first.height);
      for (const m of [first, second]) {
        expect(m.height).toBeGreaterThanOrEqual(height.min!);
        expect(m.height).toBeLessThanOrEqual(height.max!);
        expect(m.weight).toBeGreaterThanOrEqual(weight.min!);
        expect(m.weight).toBeLessThanOrEqual(weight.max!);
      }
    }
    const eye = eyeTestEntity.fields.leftEye;
    for (const e of eyes) for (const v of [e.leftEye, e.rightEye]) expect(v >= eye.min! && v <= eye.max!).toBe(true);
  });

  it('writes a few epidemic reports a kindergarten, one of them a child away from town', async () => {
    const reports = await t.database.db.select().from(epidemicReports).where(eq(epidemicReports.local, false));
    expect(reports).toHaveLength(2);
    expect(reports.every((r) => r.detentionPlace && r.returnDate)).toBe(true);
    expect(await t.database.db.select().from(epidemicReports)).toHaveLength(6);
  });
});
