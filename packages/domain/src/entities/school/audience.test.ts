import { describe, expect, it } from 'vitest';
import { audienceOf, audienceReaches } from './audience.js';

const G = '0190f3a0-0000-7000-8000-000000000001';
const C = '0190f3a0-0000-7000-8000-000000000002';

describe('audienceOf', () => {
  it('keeps neither grades nor classes for the whole school', () => {
    expect(audienceOf({ audience: 'school', gradeIds: [G], classIds: [C] })).toEqual({ audience: 'school', gradeIds: [], classIds: [] });
  });

  it('keeps the grades of a grades audience and empties its classes', () => {
    expect(audienceOf({ audience: 'grades', gradeIds: [G, G], classIds: [C] })).toEqual({ audience: 'grades', gradeIds: [G], classIds: [] });
  });

  it('keeps the classes of a classes audience and empties its grades', () => {
    expect(audienceOf({ audience: 'classes', gradeIds: [G], classIds: [C] })).toEqual({ audience: 'classes', gradeIds: [], classIds: [C] });
  });

  it('names the missing field of a choice without its rows', () => {
    expect(audienceOf({ audience: 'grades', gradeIds: [], classIds: [C] }).missing).toBe('gradeIds');
    expect(audienceOf({ audience: 'classes', classIds: null }).missing).toBe('classIds');
    expect(audienceOf({ audience: 'school' }).missing).toBeUndefined();
  });

  it('reads an unknown or absent choice as the whole school', () => {
    expect(audienceOf({ gradeIds: [G] })).toEqual({ audience: 'school', gradeIds: [], classIds: [] });
  });
});

describe('audienceReaches', () => {
  const child = { classId: C, gradeId: G };
  it('reaches every child for the whole school, a child of a named grade or class, and no other', () => {
    expect(audienceReaches({ audience: 'school' }, child)).toBe(true);
    expect(audienceReaches({ audience: 'grades', gradeIds: [G] }, child)).toBe(true);
    expect(audienceReaches({ audience: 'grades', gradeIds: ['other'], classIds: [C] }, child)).toBe(false);
    expect(audienceReaches({ audience: 'classes', classIds: [C] }, child)).toBe(true);
    expect(audienceReaches({ audience: 'classes', classIds: ['other'], gradeIds: [G] }, child)).toBe(false);
  });
});
