import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.js';
import { zhCN } from './i18n/zh-CN.js';
import { zhTW } from './i18n/zh-TW.js';
import { isPlausibleDate, PERSON_DATES, plausibleRange } from './entity/person-dates.js';
import { textProblem, textSchema } from './text-input.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('textProblem', () => {
  it.each([
    ['a\u0000b', 'validation.text.control'],
    ['a\u0001b', 'validation.text.control'],
    ['\u001b[31m', 'validation.text.control'],
    ['a\u007fb', 'validation.text.control'],
    ['a\u0085b', 'validation.text.control'],
    ['a\u009fb', 'validation.text.control'],
    ['a\ud800b', 'validation.text.illFormed'],
    ['a\udc00b', 'validation.text.illFormed'],
    ['\ud83d', 'validation.text.illFormed'],
    ['\udc00\ud800', 'validation.text.illFormed'],
  ])('refuses %j', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
    expect(textProblem(value, false)).toBe(problem);
  });

  it('takes any well-formed text, surrogate pairs (emoji, rare Han) included', () => {
    for (const v of ['王小明', 'Zoë', '\ud83d\ude00', '\ud840\udc0b', 'é', 'e\u0301', 'a\u00a0b', '']) expect(textProblem(v, false)).toBeNull();
  });

  it('takes tab and line breaks only where the text is multi-line', () => {
    for (const v of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(textProblem(v, true)).toBeNull();
      expect(textProblem(v, false)).toBe('validation.text.control');
    }
  });
});

describe('textSchema', () => {
  it('normalises to NFC before measuring, so one name typed two ways is one name', () => {
    const s = textSchema(4);
    expect(s.parse('Cafe\u0301')).toBe('Café');
    expect(s.parse(' Café ')).toBe('Café');
    expect(messages(s.safeParse('Cafe\u0301s'))).toEqual(['validation.tooLong']);
  });

  it('refuses with one message per field, the text rule first', () => {
    expect(messages(textSchema(3).safeParse('a\u0000bcdef'))).toEqual(['validation.text.control']);
    expect(messages(textSchema(3).safeParse('a\ud800'))).toEqual(['validation.text.illFormed']);
    expect(messages(textSchema(30).safeParse('line\nbreak'))).toEqual(['validation.text.control']);
    expect(textSchema(30, { multiline: true }).parse('line\nbreak')).toBe('line\nbreak');
    expect(messages(textSchema(30, { min: 1 }).safeParse('  '))).toEqual(['validation.required']);
  });
});

describe('plausible dates of people', () => {
  const now = new Date('2026-11-24T07:00:00Z');

  it("a child's birth: within the last 8 years and not after today anywhere", () => {
    expect(plausibleRange('childBirth', now)).toEqual({ earliest: '2018-11-24', latest: '2026-11-24' });
    for (const d of ['2018-11-24', '2022-03-01', '2026-11-24']) expect(isPlausibleDate('childBirth', d, now)).toBe(true);
    for (const d of ['1900-01-01', '2018-11-23', '2026-11-25', '2999-01-01']) expect(isPlausibleDate('childBirth', d, now)).toBe(false);
    // 20:00 UTC is already tomorrow east of UTC+4: that day is today somewhere, so it is not refused.
    expect(isPlausibleDate('childBirth', '2026-11-25', new Date('2026-11-24T20:00:00Z'))).toBe(true);
  });

  it("a member of staff's birth: between 16 and 70 years ago", () => {
    expect(plausibleRange('adultBirth', now)).toEqual({ earliest: '1956-11-24', latest: '2010-11-24' });
    expect(isPlausibleDate('adultBirth', '1985-06-01', now)).toBe(true);
    expect(isPlausibleDate('adultBirth', '2015-06-01', now)).toBe(false);
    expect(isPlausibleDate('adultBirth', '1900-01-01', now)).toBe(false);
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(plausibleRange('childBirth', new Date('2028-02-29T05:00:00Z')).earliest).toBe('2020-02-29');
    expect(plausibleRange('adultBirth', new Date('2028-02-29T05:00:00Z')).latest).toBe('2012-02-29');
    expect(plausibleRange('childBirth', new Date('2024-02-29T05:00:00Z')).earliest).toBe('2016-02-29');
    expect(plausibleRange('adultBirth', new Date('2024-02-29T00:00:00Z')).earliest).toBe('1954-02-28');
  });

  it('says in every language the bounds the rule holds', () => {
    for (const dict of [zhCN, zhTW, en]) {
      expect(dict.validation.date.childBirth).toContain(String(PERSON_DATES.childBirth.maxAge));
      expect(dict.validation.date.adultBirth).toContain(String(PERSON_DATES.adultBirth.minAge));
      expect(dict.validation.date.adultBirth).toContain(String(PERSON_DATES.adultBirth.maxAge));
    }
  });
});
