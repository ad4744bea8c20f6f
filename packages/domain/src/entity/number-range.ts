import '../zod-messages.js';
import { z } from 'zod';
import type { IntField, MoneyField } from './fields.js';

export type NumberField = IntField | MoneyField;

/** What a column of int holds: the bounds a field without its own stays within. */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Decimals a person types: a scaled int's (5.3 for a stored 53), money's two (yuan for fen). */
export function decimalsOf(f: NumberField): number {
  return f.kind === 'money' ? 2 : (f.scale ?? 0);
}

/** A stored bound as a person reads and types it: 53 with scale 1 is "5.3", 1250 fen is "12.50". */
export function shownBound(stored: number, f: NumberField): string {
  const decimals = decimalsOf(f);
  return decimals ? (stored / 10 ** decimals).toFixed(decimals) : String(stored);
}

/** The bounds a field declares (money is never negative unless it says so). */
export function declaredBounds(f: NumberField): { min?: number; max?: number } {
  return { min: f.min ?? (f.kind === 'money' ? 0 : undefined), max: f.max };
}

/**
 * The message of a value outside the bounds, naming them as typed: between both when both are
 * declared, else the one passed; a value past the column's own limits only is out of range.
 */
export function rangeIssue(value: number, f: NumberField): { message: string; params?: Record<string, string> } | undefined {
  const { min, max } = declaredBounds(f);
  const below = value < (min ?? INT32.min);
  const above = value > (max ?? INT32.max);
  if (!below && !above) return undefined;
  if (min !== undefined && max !== undefined) return { message: 'validation.range.between', params: { min: shownBound(min, f), max: shownBound(max, f) } };
  if (below && min !== undefined) return { message: 'validation.range.atLeast', params: { min: shownBound(min, f) } };
  if (above && max !== undefined) return { message: 'validation.range.atMost', params: { max: shownBound(max, f) } };
  return { message: 'validation.outOfRange' };
}

/**
 * An int or money value: a whole number of its units within its declared bounds. Refused, never
 * clamped, with the bounds in the message's params (the server and the forms translate them alike).
 */
export function boundedNumberSchema(f: NumberField): z.ZodType<number> {
  return z
    .number()
    .int({ error: 'validation.mustBeInteger' })
    .superRefine((value, ctx) => {
      const issue = rangeIssue(value, f);
      if (issue) ctx.addIssue({ code: 'custom', input: value, ...issue });
    });
}
