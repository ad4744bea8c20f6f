import type { FieldDef } from '@kg/domain';

/**
 * An int field with a `scale` travels in units of 10^-scale (a temperature in tenths: 368 is 36.8 °C)
 * and is read and typed with `scale` decimals, as money travels in fen and is typed in yuan.
 */
export type ScaledField = Extract<FieldDef, { kind: 'int' }>;

export function scaleOf(field: FieldDef): number {
  return field.kind === 'int' ? (field.scale ?? 0) : 0;
}

/** A stored integer as a person types it: 368 with scale 1 is 36.8. */
export function fromStored(stored: number, scale: number): number {
  return scale ? Number((stored / 10 ** scale).toFixed(scale)) : stored;
}

/** A typed number as it is stored, rounded to the nearest unit (36.85 with scale 1 is 369, not 368.5). */
export function toStored(shown: number, scale: number): number {
  return scale ? Math.round(Number((shown * 10 ** scale).toFixed(6))) : shown;
}

/** An int as a person reads it: its decimals and its unit ('36.8 °C'). */
export function formatInt(stored: number, field: Pick<ScaledField, 'scale' | 'unit'>): string {
  const scale = field.scale ?? 0;
  const number = scale ? (stored / 10 ** scale).toFixed(scale) : String(stored);
  return field.unit ? `${number} ${field.unit}` : number;
}
