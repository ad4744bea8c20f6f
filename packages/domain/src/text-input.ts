import { z } from 'zod';

/**
 * What typed text may contain, on the server (every string of every request) and in the web's forms.
 * PostgreSQL refuses NUL and turns a lone surrogate into U+FFFD, so neither may reach it; other
 * control characters (C0 but tab, line feed and carriage return; DEL; C1) have no place in text a
 * person typed. Single-line text refuses tab and line breaks too.
 */
export type TextProblem = 'validation.text.control' | 'validation.text.illFormed';

// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function textProblem(value: string, multiline = true): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'validation.text.illFormed';
  if ((multiline ? CONTROL_IN_MULTILINE : CONTROL_IN_SINGLE_LINE).test(value)) return 'validation.text.control';
  return null;
}

/**
 * A string a person typed: refused when ill-formed or holding control characters, then trimmed and
 * normalised to NFC (the same name typed two ways is one name), then measured.
 */
export function textSchema(max: number, options: { min?: number; multiline?: boolean } = {}) {
  let s = z
    .string()
    .superRefine((v, ctx) => {
      const problem = textProblem(v, options.multiline ?? false);
      // Abort: a later check must not run on text already refused (NFC of a lone surrogate).
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    })
    .normalize('NFC')
    .trim()
    .max(max, { error: 'validation.tooLong' });
  if (options.min) s = s.min(options.min, { error: options.min === 1 ? 'validation.required' : 'validation.tooShort' });
  return s;
}
