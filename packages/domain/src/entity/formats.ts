import type { TextFormat } from './fields.js';

/** A business code (a serial number, a student number): a letter or digit first, then letters, digits and `_ . : -`. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/** Format rules of text fields (spec section 5), each with its message key. */
export const FORMATS: Record<TextFormat, { test: (v: string) => boolean; message: string }> = {
  // Mainland mobile numbers, or a landline with its area code.
  phone: { test: (v) => /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(v), message: 'validation.format.phone' },
  email: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), message: 'validation.format.email' },
  // Chinese and Latin names; a middle dot, space, apostrophe or hyphen between parts, nothing else.
  personName: {
    test: (v) => /^[\p{Script=Han}A-Za-z]+([ ·'.-]?[\p{Script=Han}A-Za-z]+)*$/u.test(v),
    message: 'validation.format.personName',
  },
  code: { test: (v) => CODE_PATTERN.test(v), message: 'validation.format.code' },
  ip: {
    test: (v) => /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(v),
    message: 'validation.format.ip',
  },
  mac: { test: (v) => /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(v), message: 'validation.format.mac' },
  url: { test: (v) => /^https?:\/\/[^\s]+$/.test(v), message: 'validation.format.url' },
  // '2026-2027': two consecutive years.
  schoolYear: {
    test: (v) => /^\d{4}-\d{4}$/.test(v) && Number(v.slice(5)) === Number(v.slice(0, 4)) + 1,
    message: 'validation.format.schoolYear',
  },
  // '2026-11': a year and a month.
  month: { test: (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), message: 'validation.format.month' },
  // A route path, or an external address (opened in a new window).
  path: { test: (v) => /^(\/[A-Za-z0-9_\-./:]*|https?:\/\/[^\s]+)$/.test(v), message: 'validation.format.path' },
};
